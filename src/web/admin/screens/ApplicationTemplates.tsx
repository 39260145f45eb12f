import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { APPLICATION_STATUSES, codeLabel, LOCALES } from '../../../common/codes.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { Field } from '../components/Field.tsx';
import { ApiError, api } from '../lib/api.ts';
import {
  delayWords,
  forgetStageTemplates,
  insertAt,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  PLACEHOLDERS,
  type StageTemplate,
  TEMPLATE_STATUSES,
  TEMPLATES_API,
  templateOf,
  unknownPlaceholders,
} from '../lib/conversation.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { useLeaveGuard } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { FieldControlProps, FieldDef, Values } from '../sections/types.ts';

/**
 * The applications' stage e-mails (loaded when opened): for each status from Reviewing to Not
 * selected and each language, the subject and text with their placeholders, whether it is sent and
 * after how long. Each template is saved on its own; Preview renders it for a sample application.
 * Holders of the read right see them without saving.
 */
export default function ApplicationTemplates() {
  const { t, localeCd } = useI18n();
  const dialogs = useDialogs();
  const { can } = useSession();
  const canEdit = can('e', 'BoardApplication');
  const [list, setList] = useState<StageTemplate[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const dirty = useRef(new Set<string>());

  useEffect(() => {
    api.get<{ list: StageTemplate[] }>(TEMPLATES_API).then(
      (answer) => setList(answer.list),
      (error: Error) => setLoadError(error.message),
    );
  }, []);

  useLeaveGuard({
    isDirty: () => dirty.current.size > 0,
    confirm: (reason) => dialogs.confirm(t(`unsaved.${reason}`)),
  });

  return (
    <section className="admin-screen admin-templates" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('conversation.templatesTitle')}
      </h1>
      <p className="admin-guidance">{t(canEdit ? 'conversation.templatesGuide' : 'conversation.readOnly')}</p>
      <h2 className="admin-templates__subtitle">{t('conversation.placeholders')}</h2>
      <dl className="admin-placeholders">
        {PLACEHOLDERS.map((name) => (
          <div key={name}>
            <dt>
              <code>{`{${name}}`}</code>
            </dt>
            <dd>{t(`conversation.placeholder.${name}`)}</dd>
          </div>
        ))}
      </dl>
      {loadError && (
        <p className="admin-error" role="alert">
          {loadError}
        </p>
      )}
      {!list && !loadError && <p className="admin-loading">{t('form.loading')}</p>}
      {list &&
        TEMPLATE_STATUSES.map((statusCd) => (
          <section key={statusCd} className="admin-templates__status" aria-labelledby={`status-${statusCd}`}>
            <h2 id={`status-${statusCd}`}>{codeLabel(APPLICATION_STATUSES, statusCd, localeCd)}</h2>
            <div className="admin-templates__pair">
              {LOCALES.map((templateLocale) => {
                const template = templateOf(list, statusCd, templateLocale);
                const key = `${statusCd}-${templateLocale}`;
                return template ? (
                  <TemplateForm
                    key={key}
                    saved={template}
                    canEdit={canEdit}
                    onDirty={(isDirty) => {
                      if (isDirty) dirty.current.add(key);
                      else dirty.current.delete(key);
                    }}
                    onSaved={(next) => {
                      forgetStageTemplates();
                      setList((old) => old?.map((item) => (item === template ? next : item)) ?? old);
                    }}
                  />
                ) : null;
              })}
            </div>
          </section>
        ))}
    </section>
  );
}

/** The delay in minutes, and the same in words beside it ("24 hours"). */
function DelayControl({ id, describedBy, values, set }: FieldControlProps) {
  const { t } = useI18n();
  const text = String(values.delayMinutes ?? '');
  const minutes = Number(text);
  return (
    <div className="admin-inline admin-delay">
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={text}
        aria-describedby={describedBy ? `${id}-words ${describedBy}` : `${id}-words`}
        onChange={(e) => set({ delayMinutes: e.target.value })}
      />
      <span id={`${id}-words`} className="admin-delay__words">
        {text !== '' && Number.isInteger(minutes) && minutes >= 0 ? delayWords(minutes, t) : ''}
      </span>
    </div>
  );
}

const templateFields: FieldDef[] = [
  { name: 'subject', label: 'subject', kind: 'text', maxLength: MESSAGE_SUBJECT_MAX },
  { name: 'body', label: 'body', kind: 'textarea', maxLength: MESSAGE_BODY_MAX },
  { name: 'send', label: 'send', kind: 'checkbox', hint: 'send' },
  {
    name: 'delayMinutes',
    label: 'delayMinutes',
    kind: 'custom',
    control: DelayControl,
    hint: 'delayMinutes',
  },
];

type TextField = 'subject' | 'body';
const isTextField = (name: string | undefined): name is TextField => name === 'subject' || name === 'body';

function TemplateForm({
  saved,
  canEdit,
  onDirty,
  onSaved,
}: {
  saved: StageTemplate;
  canEdit: boolean;
  onDirty: (isDirty: boolean) => void;
  onSaved: (template: StageTemplate) => void;
}) {
  const { t, localeCd } = useI18n();
  const dialogs = useDialogs();
  const [values, setValues] = useState<Values>(() => ({ ...saved }));
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [preview, setPreview] = useState<{ subject: string; body: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  /** The subject or text last typed in: a placeholder goes there, at its cursor. */
  const focused = useRef<{ name: TextField; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const isDirty = templateFields.some(
    (f) => String(values[f.name] ?? '') !== String(saved[f.name as keyof StageTemplate]),
  );
  useEffect(() => {
    onDirty(isDirty);
  }, [isDirty]);

  const template = (): StageTemplate => ({
    statusCd: saved.statusCd,
    localeCd: saved.localeCd,
    subject: String(values.subject ?? ''),
    body: String(values.body ?? ''),
    send: values.send === 'Y' ? 'Y' : 'N',
    delayMinutes: Number(values.delayMinutes),
    ...(saved.version === undefined ? {} : { version: saved.version }),
  });

  /** The form's first problem at its field, or null. */
  const problem = (sent: StageTemplate) => {
    if (!sent.subject.trim()) return { field: 'subject', text: t('conversation.subjectRequired') };
    if (!sent.body.trim()) return { field: 'body', text: t('conversation.bodyRequired') };
    if (
      String(values.delayMinutes ?? '') === '' ||
      !Number.isInteger(sent.delayMinutes) ||
      sent.delayMinutes < 0
    )
      return { field: 'delayMinutes', text: t('conversation.delayInvalid') };
    return null;
  };

  /** A refusal shown at the field it is about: the subject or text naming an unknown placeholder. */
  const refused = (failure: unknown, sent: StageTemplate) => {
    if (failure instanceof ApiError && failure.status === 401) return;
    const field = unknownPlaceholders(sent.subject).length > 0 ? 'subject' : 'body';
    setError({ field, text: (failure as Error).message });
  };

  const onPreview = async () => {
    const sent = template();
    const found = problem(sent);
    setError(found);
    if (found || isBusy) return;
    setIsBusy(true);
    try {
      setPreview(await api.post<{ subject: string; body: string }>(`${TEMPLATES_API}/preview`, sent));
    } catch (failure) {
      refused(failure, sent);
    } finally {
      setIsBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const sent = template();
    const found = problem(sent);
    setError(found);
    if (found || isBusy || !(await dialogs.confirm(t('msg.confirmSave')))) return;
    setIsBusy(true);
    try {
      await api.post(TEMPLATES_API, sent);
      onSaved({ ...sent, ...(sent.version === undefined ? {} : { version: sent.version + 1 }) });
      await dialogs.alert(t('msg.updated'));
    } catch (failure) {
      refused(failure, sent);
    } finally {
      setIsBusy(false);
    }
  };

  const onFocus = (e: FocusEvent<HTMLFormElement>) => {
    const name = (e.target.closest('[data-field]') as HTMLElement | null)?.dataset.field;
    if (
      isTextField(name) &&
      (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement)
    )
      focused.current = { name, element: e.target };
  };

  const insert = (placeholder: string) => {
    const target = focused.current;
    const name = target?.name ?? 'body';
    const current = String(values[name] ?? '');
    const start = target?.element.selectionStart ?? current.length;
    const end = target?.element.selectionEnd ?? start;
    const next = insertAt(current, `{${placeholder}}`, start, end);
    setValues((v) => ({ ...v, [name]: next.text }));
    requestAnimationFrame(() => {
      target?.element.focus();
      target?.element.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const status = codeLabel(APPLICATION_STATUSES, saved.statusCd, localeCd);
  const language = t(`application.languages.${saved.localeCd}`);
  return (
    <form
      className="admin-template"
      aria-label={t('conversation.templateOf', { status, language })}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
    >
      <h3>{language}</h3>
      <fieldset className="admin-form__fields" disabled={!canEdit}>
        {templateFields.map((field) => (
          <div key={field.name} data-field={field.name}>
            <Field
              field={field}
              values={values}
              record={null}
              isNew={false}
              set={(patch) => setValues((v) => ({ ...v, ...patch }))}
            />
            {error?.field === field.name && (
              <p className="admin-error admin-template__error" role="alert">
                {error.text}
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {canEdit && (
        <p className="admin-template__insert">
          <span>{t('conversation.insert')}</span>
          {PLACEHOLDERS.map((name) => (
            <button
              key={name}
              type="button"
              className="admin-button admin-button--small"
              title={t(`conversation.placeholder.${name}`)}
              // Keep the cursor where it was: the placeholder goes there.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insert(name)}
            >
              {`{${name}}`}
            </button>
          ))}
        </p>
      )}
      <div className="admin-form__actions">
        <button type="button" className="admin-button" onClick={onPreview} disabled={isBusy}>
          {t('conversation.preview')}
        </button>
        {canEdit && (
          <button type="submit" className="admin-button admin-button--primary" disabled={isBusy || !isDirty}>
            {t('form.save')}
          </button>
        )}
      </div>
      <Dialog
        isOpen={!!preview}
        onClose={() => setPreview(null)}
        title={t('conversation.previewOf', { status, language })}
        className="admin-dialog admin-dialog--wide"
        actions={
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setPreview(null)}
          >
            {t('common.close')}
          </button>
        }
      >
        <div className="admin-preview-mail">
          <p>
            <strong>{t('field.subject')}:</strong> {preview?.subject}
          </p>
          <p className="admin-preview-mail__body">{preview?.body}</p>
        </div>
      </Dialog>
    </form>
  );
}
