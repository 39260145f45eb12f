import { type FormEvent, Fragment, useCallback, useEffect, useId, useState } from 'react';
import { PATHS } from '../../../common/paths.ts';
import {
  PRIVACY_NOTICE_MAX_LENGTH,
  PRIVACY_PLACEHOLDERS,
  type PrivacyNoticeListed,
  type PrivacyNoticeVersion,
  vietnamDmyTime,
} from '../../../common/privacy-notice.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { api } from '../lib/api.ts';
import { conflictOf, useConflictWords } from '../lib/conflicts.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { useSession } from '../lib/session.tsx';

type Texts = Pick<PrivacyNoticeVersion, 'contentsEn' | 'contentsVi'>;
const LANGUAGES = [
  ['contentsEn', 'EN'],
  ['contentsVi', 'VI'],
] as const;

/**
 * The privacy notice (decision 039): holders of eUserPrivacy publish a new version from
 * the text in force; every published version stays readable below, never edited. Holders of the
 * read right alone see the versions.
 */
export default function PrivacyNotice() {
  const { t } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const conflictWords = useConflictWords();
  const formId = useId();
  const canPublish = can('e', 'UserPrivacy');
  const [versions, setVersions] = useState<PrivacyNoticeListed[] | null>(null);
  const [draft, setDraft] = useState<Texts | null>(null);
  const [shown, setShown] = useState<PrivacyNoticeVersion | null>(null);
  const [error, setError] = useState('');
  const [isSending, setIsSending] = useState(false);

  const load = useCallback(async () => {
    try {
      const [latest, listed] = await Promise.all([
        api.get<PrivacyNoticeVersion>('/api/privacy/notice'),
        api.get<PrivacyNoticeListed[]>('/api/privacy/notice/versions'),
      ]);
      setDraft({ contentsEn: latest.contentsEn, contentsVi: latest.contentsVi });
      setShown(latest);
      setVersions(listed);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const show = async (versionNo: number) => {
    try {
      setShown(await api.get<PrivacyNoticeVersion>('/api/privacy/notice', { version: versionNo }));
    } catch (failure) {
      await dialogs.alert((failure as Error).message);
    }
  };

  const next = (versions?.[0]?.versionNo ?? 0) + 1;
  const publish = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft || isSending) return;
    if (!(await dialogs.confirm(t('privacy.confirm', { version: next })))) return;
    setIsSending(true);
    try {
      // Published from the version in force when the screen was read (decision 057).
      const inForce = versions?.[0]?.versionNo;
      const versionNo = await api.post<number>('/api/privacy/notice', {
        ...draft,
        ...(inForce ? { version: inForce } : {}),
      });
      await dialogs.alert(t('privacy.published', { version: versionNo }));
      await load();
    } catch (failure) {
      const conflict = conflictOf(failure);
      await dialogs.alert(
        conflict ? t('conflict.reloaded', conflictWords(conflict)) : (failure as Error).message,
      );
      // The versions are read again; the words typed stay in the form.
      if (conflict)
        void api
          .get<PrivacyNoticeListed[]>('/api/privacy/notice/versions')
          .then(setVersions, () => undefined);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('frame.privacyNotice')}
      </h1>
      <p className="admin-guidance">{t('privacy.lead')}</p>
      <p>
        <a className="admin-button" href={PATHS.privacy} target="_blank" rel="noopener noreferrer">
          {t('privacy.openPage')}
        </a>
      </p>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {!versions && !error && <p className="admin-loading">{t('form.loading')}</p>}
      {canPublish && draft && (
        <form className="admin-form" onSubmit={publish} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`}>{t('privacy.newVersion', { version: next })}</h2>
          <p id={`${formId}-hint`} className="admin-field__hint">
            {t('privacy.formatHint', {
              placeholders: PRIVACY_PLACEHOLDERS.map((name) => `{${name}}`).join(', '),
            })}
          </p>
          {LANGUAGES.map(([name, lang]) => (
            <div key={name} className="admin-field">
              <label className="admin-field__label" htmlFor={`${formId}-${name}`}>
                {t(`privacy.text${lang}`)}
              </label>
              <div className="admin-field__control">
                <textarea
                  id={`${formId}-${name}`}
                  rows={18}
                  maxLength={PRIVACY_NOTICE_MAX_LENGTH}
                  value={draft[name]}
                  aria-describedby={`${formId}-hint`}
                  onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                />
              </div>
            </div>
          ))}
          <div className="admin-form__actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={isSending}>
              {t('privacy.publish')}
            </button>
          </div>
        </form>
      )}
      {versions && (
        <section aria-labelledby={`${formId}-versions`}>
          <h2 id={`${formId}-versions`}>{t('privacy.versions')}</h2>
          <ul>
            {versions.map(({ versionNo, publishedAt }) => {
              const label = t('privacy.versionItem', { version: versionNo, at: vietnamDmyTime(publishedAt) });
              return (
                <li key={versionNo}>
                  {shown?.versionNo === versionNo ? (
                    <strong aria-current="true">{label}</strong>
                  ) : (
                    <button type="button" className="admin-linkbutton" onClick={() => show(versionNo)}>
                      {label}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {shown && (
        <article className="admin-detail" aria-labelledby={`${formId}-shown`}>
          <header className="admin-detail__head">
            <h2 id={`${formId}-shown`}>{t('privacy.versionTitle', { version: shown.versionNo })}</h2>
            <p>
              {t('privacy.publishedBy', {
                at: vietnamDmyTime(shown.publishedAt),
                by: shown.publishedBy ?? t('privacy.installed'),
              })}
            </p>
          </header>
          <dl className="admin-detail__fields">
            {LANGUAGES.map(([name, lang]) => (
              <Fragment key={name}>
                <dt>{t(`privacy.text${lang}`)}</dt>
                <dd className="admin-detail__contents">{shown[name]}</dd>
              </Fragment>
            ))}
          </dl>
        </article>
      )}
    </section>
  );
}
