import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import {
  EMAIL_DOMAINS,
  type EmailDomainCd,
  INQUIRY_TYPES,
  type InquiryTypeCd,
  LIMITS,
} from '../../../common/codes.ts';
import { MSG } from '../../../common/messages.ts';
import { EMAIL_PATTERN } from '../../../common/patterns.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { postForm } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

interface Fields {
  typeCd: InquiryTypeCd;
  title: string;
  name: string;
  email: string;
  emailDomain: EmailDomainCd;
  emailDomainName: string;
  phone: string;
  contents: string;
  policyChecked: boolean;
}

const INITIAL: Fields = {
  typeCd: '10',
  title: '',
  name: '',
  email: '',
  emailDomain: '00',
  emailDomainName: '',
  phone: '',
  contents: '',
  policyChecked: false,
};

type TextField = 'title' | 'name' | 'email' | 'emailDomainName' | 'phone';
/** The required text fields, in the order the visitor meets them on the form. */
const REQUIRED: TextField[] = ['title', 'name', 'email', 'emailDomainName', 'phone'];

type DialogState =
  | { kind: 'alert'; title: string; text?: string }
  | { kind: 'privacy' }
  | { kind: 'success' }
  | null;

const PREFIX = 'partner.inquiry';

/**
 * The partnership inquiry form (spec 5, DECISIONS 6). The client runs the server's checks in the
 * same order with the same messages, so the visitor hears about a problem before anything is sent;
 * the server still checks everything again.
 */
export function InquiryForm() {
  const { t, localeCd } = useI18n();
  const [fields, setFields] = useState<Fields>(INITIAL);
  const [file, setFile] = useState<File | null>(null);
  const [invalid, setInvalid] = useState<Array<keyof Fields>>([]);
  const [isSending, setIsSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controls = useRef<Partial<Record<keyof Fields, HTMLElement | null>>>({});
  /** The field to return to once the alert is closed. */
  const focusAfterDialog = useRef<HTMLElement | null>(null);

  // Runs after the Dialog's own effect (children first), i.e. after the browser has restored focus
  // to the submit button: move it on to the field that needs attention.
  useEffect(() => {
    if (!dialog && focusAfterDialog.current) {
      focusAfterDialog.current.focus();
      focusAfterDialog.current = null;
    }
  }, [dialog]);

  const m = (key: string) => t(`${PREFIX}.messages.${key}`);
  const f = (key: string) => t(`${PREFIX}.form.${key}`);
  const isLocked = fields.emailDomain !== '00';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((prev) => ({ ...prev, [key]: value }));
    if (invalid.includes(key)) setInvalid((prev) => prev.filter((k) => k !== key));
  };
  const register = (key: keyof Fields) => (el: HTMLElement | null) => {
    controls.current[key] = el;
  };
  const invalidProps = (key: keyof Fields) => (invalid.includes(key) ? { 'aria-invalid': true } : {});

  const chooseDomain = (code: EmailDomainCd) => {
    setFields((prev) => ({ ...prev, emailDomain: code, emailDomainName: EMAIL_DOMAINS[code] }));
    setInvalid((prev) => prev.filter((k) => k !== 'emailDomainName'));
  };

  const showAlert = (title: string, focus: keyof Fields | null, text?: string) => {
    focusAfterDialog.current = focus ? (controls.current[focus] ?? null) : null;
    setDialog(text ? { kind: 'alert', title, text } : { kind: 'alert', title });
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    if (chosen && chosen.size > LIMITS.uploadBytes) {
      e.target.value = '';
      setFile(null);
      focusAfterDialog.current = fileInput.current;
      setDialog({ kind: 'alert', title: m('fileTooLarge') });
      return;
    }
    setFile(chosen);
  };

  const removeFile = () => {
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
    setFile(null);
  };

  /** Consent, then the required fields, then the e-mail format: the spec's order. */
  const check = (): { message: string; focus: keyof Fields; fields: Array<keyof Fields> } | null => {
    if (!fields.policyChecked) return { message: 'consent', focus: 'policyChecked', fields: [] };
    const missing = REQUIRED.filter((key) => !fields[key].trim());
    if (missing.length) return { message: 'details', focus: missing[0]!, fields: missing };
    if (!EMAIL_PATTERN.test(`${fields.email.trim()}@${fields.emailDomainName.trim()}`))
      return { message: 'email', focus: 'email', fields: ['email', 'emailDomainName'] };
    return null;
  };

  /** Messages the server shares with the spec are shown in the visitor's language. */
  const serverMessage = (message: string) => {
    if (message === MSG.agreePrivacy) return m('consent');
    if (message === MSG.enterDetails) return m('details');
    if (message === MSG.emailFormat) return m('email');
    if (message === 'network') return m('network');
    if (/larger than/i.test(message)) return m('fileTooLarge');
    if (/^Attach a /.test(message)) return m('fileType');
    if (/^Too many inquiries/.test(message)) return m('tooMany');
    return message;
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (isSending) return;
    const problem = check();
    if (problem) {
      setInvalid(problem.fields);
      showAlert(m(problem.message), problem.focus);
      return;
    }
    setInvalid([]);
    const form = new FormData();
    form.set('localeCd', localeCd);
    form.set('typeCd', fields.typeCd);
    form.set('title', fields.title.trim());
    form.set('contents', fields.contents.trim());
    form.set('name', fields.name.trim());
    form.set('email', fields.email.trim());
    form.set('emailDomain', fields.emailDomain);
    form.set('emailDomainName', fields.emailDomainName.trim());
    form.set('phone', fields.phone);
    form.set('policyChecked', 'Y');
    if (file) form.set('qnaFile', file, file.name);
    setIsSending(true);
    setProgress(file ? 0 : null);
    try {
      await postForm<number>(
        '/api/qna',
        form,
        file ? (fraction) => setProgress(Math.round(fraction * 100)) : undefined,
      );
      setDialog({ kind: 'success' });
    } catch (error) {
      showAlert(m('errorTitle'), null, serverMessage(error instanceof Error ? error.message : ''));
    } finally {
      setIsSending(false);
      setProgress(null);
    }
  };

  const reset = () => {
    setFields(INITIAL);
    setInvalid([]);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const closeDialog = () => {
    if (dialog?.kind === 'success') reset();
    setDialog(null);
  };

  const required = (
    <span className="inquiry-req" aria-hidden="true">
      *
    </span>
  );

  return (
    <>
      <form className="inquiry-form" noValidate onSubmit={onSubmit} aria-labelledby="inquiry-form-title">
        <h2 id="inquiry-form-title" className="inquiry-form__title">
          {f('title')}
        </h2>
        <p className="inquiry-form__note">{f('requiredNote')}</p>

        <div className="inquiry-form__grid">
          <div className="field">
            <label className="field__label" htmlFor="inquiry-type">
              {f('type')}
            </label>
            <select
              id="inquiry-type"
              className="select"
              value={fields.typeCd}
              onChange={(e) => set('typeCd', e.target.value as InquiryTypeCd)}
            >
              {INQUIRY_TYPES.codes.map((code) => (
                <option key={code} value={code}>
                  {INQUIRY_TYPES.label(code, localeCd)}
                </option>
              ))}
            </select>
          </div>

          <div className="field">
            <label className="field__label" htmlFor="inquiry-title">
              {f('titleField')} {required}
            </label>
            <input
              id="inquiry-title"
              ref={register('title')}
              className="input"
              type="text"
              maxLength={200}
              aria-required="true"
              placeholder={f('titlePlaceholder')}
              value={fields.title}
              onChange={(e) => set('title', e.target.value)}
              {...invalidProps('title')}
            />
          </div>

          <div className="field">
            <label className="field__label" htmlFor="inquiry-name">
              {f('name')} {required}
            </label>
            <input
              id="inquiry-name"
              ref={register('name')}
              className="input"
              type="text"
              maxLength={100}
              autoComplete="name"
              aria-required="true"
              placeholder={f('namePlaceholder')}
              value={fields.name}
              onChange={(e) => set('name', e.target.value)}
              {...invalidProps('name')}
            />
          </div>

          <div className="field">
            <label className="field__label" htmlFor="inquiry-phone">
              {f('phone')} {required}
            </label>
            <input
              id="inquiry-phone"
              ref={register('phone')}
              className="input"
              type="tel"
              inputMode="numeric"
              maxLength={20}
              autoComplete="tel"
              aria-required="true"
              aria-describedby="inquiry-phone-hint"
              placeholder={f('phonePlaceholder')}
              value={fields.phone}
              onChange={(e) => set('phone', e.target.value.replace(/\D/g, ''))}
              {...invalidProps('phone')}
            />
            <span id="inquiry-phone-hint" className="field__hint">
              {f('phoneHint')}
            </span>
          </div>

          <fieldset className="field inquiry-field--full inquiry-email">
            <legend className="field__label">
              {f('email')} {required}
            </legend>
            <div className="inquiry-email__row">
              <label className="visually-hidden" htmlFor="inquiry-email">
                {f('emailLocal')}
              </label>
              <input
                id="inquiry-email"
                ref={register('email')}
                className="input inquiry-email__local"
                type="text"
                maxLength={100}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-required="true"
                value={fields.email}
                onChange={(e) => set('email', e.target.value)}
                {...invalidProps('email')}
              />
              <span className="inquiry-email__at" aria-hidden="true">
                @
              </span>
              <label className="visually-hidden" htmlFor="inquiry-domain">
                {f('emailDomain')}
              </label>
              <input
                id="inquiry-domain"
                ref={register('emailDomainName')}
                className="input inquiry-email__domain"
                type="text"
                maxLength={100}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                aria-required="true"
                readOnly={isLocked}
                value={fields.emailDomainName}
                onChange={(e) => set('emailDomainName', e.target.value)}
                {...invalidProps('emailDomainName')}
              />
              <label className="visually-hidden" htmlFor="inquiry-domain-choice">
                {f('emailDomainChoice')}
              </label>
              <select
                id="inquiry-domain-choice"
                className="select inquiry-email__choice"
                value={fields.emailDomain}
                onChange={(e) => chooseDomain(e.target.value as EmailDomainCd)}
              >
                <option value="00">{f('domainDirect')}</option>
                <option value="10">{EMAIL_DOMAINS['10']}</option>
                <option value="20">{EMAIL_DOMAINS['20']}</option>
              </select>
            </div>
          </fieldset>

          <div className="field inquiry-field--full">
            <label className="field__label" htmlFor="inquiry-contents">
              {f('contents')}
            </label>
            <textarea
              id="inquiry-contents"
              className="textarea"
              rows={8}
              maxLength={10000}
              placeholder={f('contentsPlaceholder')}
              value={fields.contents}
              onChange={(e) => set('contents', e.target.value)}
            />
          </div>

          <div className="field inquiry-field--full">
            <span id="inquiry-file-label" className="field__label">
              {f('file')}
            </span>
            <div className="inquiry-file">
              <input
                id="inquiry-file"
                ref={fileInput}
                className="visually-hidden inquiry-file__input"
                type="file"
                name="qnaFile"
                aria-labelledby="inquiry-file-label inquiry-file-button"
                aria-describedby="inquiry-file-hint"
                onChange={onFile}
              />
              <label
                id="inquiry-file-button"
                htmlFor="inquiry-file"
                className="button button--ghost inquiry-file__button"
              >
                <Icon name="attach" size={18} />
                {f('fileButton')}
              </label>
              <span className="inquiry-file__chosen">
                <span className={`inquiry-file__name${file ? ' has-file' : ''}`}>
                  {file ? file.name : f('fileNone')}
                </span>
                {file && (
                  <button type="button" className="inquiry-file__remove" onClick={removeFile}>
                    <Icon name="close" size={18} />
                    <span className="visually-hidden">{f('fileRemove')}</span>
                  </button>
                )}
              </span>
            </div>
            <span id="inquiry-file-hint" className="field__hint">
              {f('fileHint')}
            </span>
          </div>
        </div>

        <div className="inquiry-consent">
          <div className="inquiry-consent__check">
            <input
              id="inquiry-consent"
              ref={register('policyChecked')}
              type="checkbox"
              checked={fields.policyChecked}
              onChange={(e) => set('policyChecked', e.target.checked)}
              {...invalidProps('policyChecked')}
            />
            <label htmlFor="inquiry-consent">
              {f('consent')} {required}
            </label>
          </div>
          <button
            type="button"
            className="inquiry-consent__policy"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'privacy' })}
          >
            {f('viewPolicy')}
          </button>
        </div>

        <div className="inquiry-submit">
          <button type="submit" className="button inquiry-submit__button" disabled={isSending}>
            {isSending ? f('sending') : f('submit')}
            {!isSending && <Icon name="arrow" size={18} />}
          </button>
          {isSending && progress !== null && (
            <div className="inquiry-progress">
              <label htmlFor="inquiry-progress">{f('progress')}</label>
              <progress id="inquiry-progress" max={100} value={progress}>
                {progress}%
              </progress>
              <span className="inquiry-progress__value">{progress}%</span>
            </div>
          )}
        </div>
      </form>

      <Dialog
        isOpen={dialog !== null}
        onClose={closeDialog}
        title={dialogTitle(dialog, t)}
        className={`inquiry-dialog inquiry-dialog--${dialog?.kind ?? 'alert'}`}
      >
        {dialog?.kind === 'alert' && dialog.text && <p className="inquiry-dialog__text">{dialog.text}</p>}
        {dialog?.kind === 'privacy' && <PrivacyPolicy />}
        {dialog?.kind === 'success' && (
          <div className="inquiry-dialog__success">
            <span className="inquiry-dialog__check" aria-hidden="true">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <p className="inquiry-dialog__text">{t(`${PREFIX}.success.text`)}</p>
          </div>
        )}
      </Dialog>
    </>
  );
}

function dialogTitle(dialog: DialogState, t: (key: string) => string): string {
  if (dialog?.kind === 'privacy') return t(`${PREFIX}.privacy.title`);
  if (dialog?.kind === 'success') return t(`${PREFIX}.success.title`);
  if (dialog?.kind === 'alert') return dialog.title;
  return t(`${PREFIX}.messages.title`);
}

/** What the inquiry collects, why, for how long, and the right to refuse. */
function PrivacyPolicy() {
  const { t } = useI18n();
  const p = (key: string) => t(`${PREFIX}.privacy.${key}`);
  return (
    <div className="inquiry-privacy">
      <p>{p('intro')}</p>
      <dl>
        {(['collected', 'purpose', 'retention', 'refuse'] as const).map((key) => (
          <div key={key}>
            <dt>{p(`${key}Title`)}</dt>
            <dd>{p(key)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
