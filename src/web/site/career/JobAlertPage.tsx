import { PATHS } from '../../../common/paths.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './JobAlertPage.server.ts';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

export const messages: readonly MessageSection[] = ['career.jobAlert'];

/** Which of the two pages (`…/alerts/confirm`, `…/alerts/unsubscribe`): confirming an alert, or stopping it. */
const actionOf = (path: string) => (path.endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm');

/**
 * The pages a job alert's e-mails link to. Opening the link changes nothing (mail scanners open
 * links too): the page shows a button, a form posted with the token, which confirms or
 * unsubscribes and comes back here saying so.
 */
export default function JobAlertPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, href } = useI18n();
  const action = actionOf(path);
  const a = (key: string) => t(`career.jobAlert.${action}.${key}`);
  const outcome = (title: string, text: string, isRefused = false) => (
    <div className={`form-outcome form-outcome--${isRefused ? 'refused' : 'sent'}`} role="status">
      <h2 className="form-outcome__title">{title}</h2>
      <p>{text}</p>
    </div>
  );
  const isDone = action === 'confirm' ? data.isConfirmed : data.isUnsubscribed;
  const confirm = (key: string) => t(`career.jobAlert.confirm.${key}`);

  return (
    <SubPage path={path} title={a('title')}>
      <div className="container job-alert-page">
        {isDone ? (
          outcome(a('doneTitle'), a('done'))
        ) : data.isExpired ? (
          outcome(confirm('expiredTitle'), confirm('expired'), true)
        ) : !data.token ? (
          outcome(confirm('expiredTitle'), confirm('missing'), true)
        ) : (
          <form method="post" action={href(path)}>
            <p>{a('lead')}</p>
            <input type="hidden" name="token" value={data.token} />
            <button type="submit" className="button">
              {a('button')}
            </button>
          </form>
        )}
        {action === 'confirm' && data.isConfirmed && data.token && (
          <p>
            <a href={`${href(data.unsubscribePath)}?token=${encodeURIComponent(data.token)}`}>
              {confirm('stop')}
            </a>
          </p>
        )}
        <p>
          <a href={href(PATHS.jobs)}>{t('career.jobAlert.backToJobs')}</a>
        </p>
      </div>
    </SubPage>
  );
}

export function meta({ path }: PageProps, t: Translate): PageMeta {
  return pageMeta(t, {
    title: t(`career.jobAlert.${actionOf(path)}.title`),
    description: t('career.jobAlert.metaDescription'),
  });
}
