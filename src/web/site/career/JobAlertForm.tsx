import { EMPLOYMENT_TYPES } from '../../../common/codes.ts';
import { PATHS } from '../../../common/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { PostedForm } from '../page-data.ts';
import { type JobSearch, jobSearchQuery } from './job-search.ts';

/**
 * The job alert sign-up under the job list: an address, consent, and the list's search and filters
 * as hidden fields, so the alert matches what the visitor is looking at. A native form posted to
 * the list page (decision 030), with or without scripts: the page comes back with `?alert=sent`
 * and its filters, or with the refusal and the address as typed (`posted`).
 */
export function JobAlertForm({
  search,
  isSent,
  posted,
  privacyVersion,
}: {
  search: JobSearch;
  isSent: boolean;
  posted: PostedForm | null;
  /** The privacy notice version the form shows, sent with it (the sign-up records it). */
  privacyVersion: number | null;
}) {
  const { t, localeCd, href } = useI18n();
  const a = (key: string) => t(`career.jobAlert.${key}`);
  const filters = [
    search.type ? EMPLOYMENT_TYPES.label(search.type, localeCd) : '',
    search.location,
    search.department,
    search.text ? `“${search.text}”` : '',
  ].filter(Boolean);
  const hidden = Object.entries(jobSearchQuery(search)).filter(([, value]) => value);

  return (
    <section className="job-alert" aria-labelledby="job-alert-title">
      <h2 id="job-alert-title" className="job-alert__title">
        {a('title')}
      </h2>
      {isSent && !posted && (
        <div className="form-outcome form-outcome--sent" role="status">
          <h3 className="form-outcome__title">{a('sentTitle')}</h3>
          <p>{a('sent')}</p>
        </div>
      )}
      {posted && (
        <div className="form-outcome form-outcome--refused" role="alert">
          <h3 className="form-outcome__title">{a('refusedTitle')}</h3>
          <p>{posted.error.code === 'form_too_large' ? a('formTooLarge') : posted.error.message}</p>
        </div>
      )}
      <p className="job-alert__lead">{a('lead')}</p>
      <p className="job-alert__filters">
        {t('career.jobAlert.current', { filters: filters.length ? filters.join(' · ') : a('allJobs') })}
      </p>
      <form className="job-alert__form" method="post" action={href(PATHS.jobs)} encType="multipart/form-data">
        <input type="hidden" name="localeCd" value={localeCd} />
        {privacyVersion !== null && <input type="hidden" name="consentVersion" value={privacyVersion} />}
        {hidden.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field job-alert__email">
          <label className="field__label" htmlFor="job-alert-email">
            {a('email')}
          </label>
          <input
            id="job-alert-email"
            className="input"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            placeholder={a('emailPlaceholder')}
            defaultValue={posted?.fields.email ?? ''}
          />
        </div>
        <div className="job-alert__consent">
          <input
            id="job-alert-consent"
            type="checkbox"
            name="policyChecked"
            value="Y"
            required
            defaultChecked={posted?.fields.policyChecked === 'Y'}
            aria-describedby="job-alert-notice"
          />
          <label htmlFor="job-alert-consent">{a('consent')}</label>
        </div>
        <p id="job-alert-notice" className="job-alert__notice">
          {a('notice')} <a href={href(PATHS.privacy)}>{t('common.privacyPolicyLink')}</a>
        </p>
        <button type="submit" className="button job-alert__submit">
          {a('submit')}
        </button>
      </form>
    </section>
  );
}
