import { lazy, Suspense, useId, useState } from 'react';
import { DATE_MODES } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { uploadImage } from '../lib/api.ts';
import { isMediaPick, pickOf } from '../lib/media.ts';
import { useSession } from '../lib/session.tsx';
import type { FieldDef, Values } from '../sections/types.ts';
import { DateInput, TimeInput } from './DateInput.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { SetPassword } from './SetPassword.tsx';

const RichTextEditor = lazy(() => import('../editor/RichTextEditor.tsx'));
const MediaPicker = lazy(() => import('./MediaPicker.tsx'));
const AccountSecurity = lazy(() => import('./AccountSecurity.tsx'));
const QuestionsEditor = lazy(() =>
  import('./QuestionsEditor.tsx').then((m) => ({ default: m.QuestionsEditor })),
);

/** The browser's own control for the kinds that have one (a number); dates are typed day first (DateInput). */
const INPUT_TYPE: Partial<Record<FieldDef['kind'], string>> = {
  password: 'password',
  number: 'number',
};

interface FieldProps {
  field: FieldDef;
  values: Values;
  /** The stored record in edit mode (current file names, image previews). */
  record: Values | null;
  isNew: boolean;
  set: (patch: Values) => void;
  onDuplicateCheck?: () => void;
}

/** The one form field of the admin: a label, the control its kind calls for, and a hint. */
export function Field({ field, values, record, isNew, set, onDuplicateCheck }: FieldProps) {
  const { t, locale, localeCd } = useI18n();
  const id = useId();
  const [isPicking, setIsPicking] = useState(false);
  const hintId = `${id}-hint`;
  const label = t(`field.${field.label}`);
  const value = values[field.name];
  // Whole numbers (a job's pay) come from the API as numbers and are edited as text.
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const isFixed = !isNew && field.isFixedOnEdit;
  const described = field.hint ? hintId : undefined;

  const control = () => {
    switch (field.kind) {
      // A switch saved as 'Y' or 'N' (a stage e-mail template's Send).
      case 'checkbox':
        return (
          <input
            id={id}
            type="checkbox"
            checked={text === 'Y'}
            aria-describedby={described}
            onChange={(e) => set({ [field.name]: e.target.checked ? 'Y' : 'N' })}
          />
        );
      case 'custom': {
        const Control = field.control;
        return Control ? <Control id={id} describedBy={described} values={values} set={set} /> : null;
      }
      case 'textarea':
        return (
          <textarea
            id={id}
            value={text}
            maxLength={field.maxLength}
            rows={4}
            aria-describedby={described}
            onChange={(e) => set({ [field.name]: e.target.value })}
          />
        );
      case 'select':
        return (
          <select
            id={id}
            value={text}
            aria-describedby={described}
            onChange={(e) => set({ [field.name]: e.target.value })}
          >
            {field.options?.(localeCd).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        );
      case 'onoff':
        return (
          <div className="admin-choice" role="radiogroup" aria-labelledby={`${id}-label`}>
            {(['Y', 'N'] as const).map((yn) => (
              <label key={yn}>
                <input
                  type="radio"
                  name={field.name}
                  checked={text === yn}
                  onChange={() => set({ [field.name]: yn })}
                />
                {yn === 'Y' ? 'ON' : 'OFF'}
              </label>
            ))}
          </div>
        );
      case 'dateMode':
        return (
          <div className="admin-datemode">
            <div className="admin-choice" role="radiogroup" aria-labelledby={`${id}-label`}>
              {DATE_MODES.codes.map((code) => (
                <label key={code}>
                  <input
                    type="radio"
                    name="dateCd"
                    checked={values.dateCd === code}
                    onChange={() => set({ dateCd: code })}
                  />
                  {DATE_MODES.label(code, localeCd)}
                </label>
              ))}
            </div>
            <div className="admin-daterange">
              {(
                [
                  ['startDt', 'date'],
                  ['startTime', 'time'],
                  ['endDt', 'date'],
                  ['endTime', 'time'],
                ] as const
              ).map(([name, type]) => (
                <label key={name} htmlFor={`${id}-${name}`}>
                  <span>{t(`field.${name}`)}</span>
                  {type === 'date' ? (
                    <DateInput
                      id={`${id}-${name}`}
                      value={String(values[name] ?? '')}
                      disabled={values.dateCd !== '10'}
                      describedBy={described}
                      onChange={(day) => set({ [name]: day })}
                    />
                  ) : (
                    <TimeInput
                      id={`${id}-${name}`}
                      value={String(values[name] ?? '')}
                      disabled={values.dateCd !== '10'}
                      describedBy={described}
                      onChange={(time) => set({ [name]: time })}
                    />
                  )}
                </label>
              ))}
            </div>
          </div>
        );
      // Two optional moments in Vietnam time, typed day first.
      case 'schedule':
        return (
          <div className="admin-daterange">
            {(field.names ?? []).map((name) => (
              <label key={name} htmlFor={`${id}-${name}`}>
                <span>{t(`field.${name}`)}</span>
                <DateInput
                  id={`${id}-${name}`}
                  withTime
                  value={String(values[name] ?? '')}
                  describedBy={described}
                  onChange={(moment) => set({ [name]: moment })}
                />
              </label>
            ))}
          </div>
        );
      case 'date':
      case 'datetime':
        return (
          <DateInput
            id={id}
            withTime={field.kind === 'datetime'}
            value={text}
            describedBy={described}
            onChange={(day) => set({ [field.name]: day })}
          />
        );
      // A share image (decision 037): the address of a library picture, or empty for the page's default.
      case 'libraryImage':
        return (
          <div className="admin-file">
            <button
              type="button"
              className="admin-button"
              aria-describedby={described}
              onClick={() => setIsPicking(true)}
            >
              {t('media.choose')}
            </button>
            {text && (
              <button type="button" className="admin-button" onClick={() => set({ [field.name]: '' })}>
                {t('media.removeShare')}
              </button>
            )}
            <span className="admin-file__name">{text ? text.split('/').at(-1) : t('form.noFile')}</span>
            {text && <img className="admin-file__preview" src={text} alt={t('form.currentImage')} />}
            {isPicking && (
              <Suspense fallback={null}>
                <MediaPicker
                  onPick={(row) => {
                    set({ [field.name]: row.url });
                    setIsPicking(false);
                  }}
                  onClose={() => setIsPicking(false)}
                />
              </Suspense>
            )}
          </div>
        );
      case 'file':
      case 'image': {
        const chosen = value instanceof File ? value : null;
        // A picture of the media library (decision 036): a new upload goes into it too.
        const pick = isMediaPick(value) ? value : null;
        const storedName = field.file && record ? String(record[field.file.nameField] ?? '') : '';
        const storedUrl = field.file && record ? String(record[field.file.urlField] ?? '') : '';
        const previewUrl = pick?.url ?? (chosen ? '' : storedUrl);
        return (
          <div className="admin-file">
            <input
              id={id}
              type="file"
              className="admin-file__input"
              accept={field.file?.accept}
              aria-describedby={described}
              onChange={(e) => set({ [field.name]: e.target.files?.[0] ?? undefined })}
            />
            <label htmlFor={id} className="admin-button" aria-hidden="true">
              {t('form.find')}
            </label>
            {field.file?.mediaField && (
              <button type="button" className="admin-button" onClick={() => setIsPicking(true)}>
                {t('media.choose')}
              </button>
            )}
            <span className="admin-file__name">
              {chosen?.name ??
                (pick ? t('media.chosen', { name: pick.fileName }) : storedName || t('form.noFile'))}
            </span>
            {field.kind === 'image' && previewUrl && (
              <img className="admin-file__preview" src={previewUrl} alt={t('form.currentImage')} />
            )}
            {isPicking && (
              <Suspense fallback={null}>
                <MediaPicker
                  onPick={(row) => {
                    set({ [field.name]: pickOf(row) });
                    setIsPicking(false);
                  }}
                  onClose={() => setIsPicking(false)}
                />
              </Suspense>
            )}
          </div>
        );
      }
      case 'editor':
        return (
          <Suspense fallback={<div className="admin-editor-loading">{t('form.loadingEditor')}</div>}>
            <RichTextEditor
              id={id}
              labelledBy={`${id}-label`}
              value={text}
              locale={locale}
              onChange={(html) => set({ [field.name]: html })}
              uploadImage={uploadImage}
            />
          </Suspense>
        );
      case 'questions':
        return (
          <Suspense fallback={<p className="admin-loading">{t('form.loading')}</p>}>
            <QuestionsEditor
              value={value}
              labelledBy={`${id}-label`}
              describedBy={described}
              onChange={(questions) => set({ [field.name]: questions })}
            />
          </Suspense>
        );
      case 'permissions':
        return (
          <PermissionMatrix
            labelledBy={`${id}-label`}
            settings={Array.isArray(value) ? (value as string[]) : []}
            isSystemManager={values.role === 'System Manager'}
            onChange={(settings) => set({ [field.name]: settings })}
          />
        );
      default:
        return (
          <div className="admin-inline">
            <input
              id={id}
              type={INPUT_TYPE[field.kind] ?? 'text'}
              value={isFixed && field.kind === 'password' ? '********' : text}
              readOnly={isFixed}
              maxLength={field.maxLength}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete ?? 'off'}
              aria-describedby={described}
              onChange={(e) => set({ [field.name]: e.target.value })}
            />
            {field.duplicateCheck && !isFixed && (
              <button type="button" className="admin-button" onClick={onDuplicateCheck}>
                {t('form.duplicationCheck')}
              </button>
            )}
            {isFixed && field.canSetNew && record && <SetPassword account={record} />}
          </div>
        );
    }
  };

  const isGroup = [
    'onoff',
    'dateMode',
    'schedule',
    'permissions',
    'editor',
    'libraryImage',
    'questions',
  ].includes(field.kind);
  return (
    <div className={`admin-field admin-field--${field.kind}`}>
      {isGroup ? (
        <span id={`${id}-label`} className="admin-field__label">
          {label}
        </span>
      ) : (
        <label id={`${id}-label`} htmlFor={id} className="admin-field__label">
          {label}
        </label>
      )}
      <div className="admin-field__control">
        {control()}
        {field.hint && (
          <p id={hintId} className="admin-field__hint">
            {isFixed && field.kind === 'password' ? t('msg.passwordFixed') : t(`hint.${field.hint}`)}
          </p>
        )}
        {isFixed && field.canSetNew && record && <AccountSecurityFor account={record} />}
      </div>
    </div>
  );
}

/** Another account's two-factor and sessions, for whoever may edit accounts (System Managers only). */
function AccountSecurityFor({ account }: { account: Values }) {
  const { user, can } = useSession();
  if (Number(account.id) === user?.userNo || !can('e', 'UserAuthority')) return null;
  return (
    <Suspense fallback={null}>
      <AccountSecurity userNo={Number(account.id)} username={String(account.username ?? '')} />
    </Suspense>
  );
}
