import { applicantStageOf, isWithdrawable } from '../../../common/application-status.ts';
import { PATHS } from '../../../common/paths.ts';
import { formatDate } from '../../lib/format.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import type { MessageSection } from '../../locales/sections.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './ApplicationStatusPage.server.ts';
import '../../styles/pages/career.css';

export const messages: readonly MessageSection[] = ['career.status'];

type Data = LoaderData<typeof load>;
type Found = Extract<Data, { isErased: false }>;

/** One of the page's two buttons: a form with a box to tick first, posted without scripts. */
function ButtonForm({
  action,
  path,
  isUnconfirmed,
}: {
  action: 'withdraw' | 'erase';
  path: string;
  isUnconfirmed: boolean;
}) {
  const { t, href } = useI18n();
  const k = (key: string) => t(`career.status.${action}.${key}`);
  const boxId = `confirm-${action}`;
  return (
    <form
      method="post"
      action={href(path)}
      className="status-page__action"
      aria-labelledby={`${boxId}-title`}
    >
      <h2 className="status-page__heading" id={`${boxId}-title`}>
        {k('title')}
      </h2>
      <p>{k('lead')}</p>
      <input type="hidden" name="action" value={action} />
      {isUnconfirmed && (
        <p className="form-error" role="alert" id={`${boxId}-error`}>
          {t('career.status.tickFirst')}
        </p>
      )}
      <label className="status-page__confirm" htmlFor={boxId}>
        <input
          type="checkbox"
          id={boxId}
          name="confirm"
          value="Y"
          required
          {...(isUnconfirmed ? { 'aria-describedby': `${boxId}-error`, 'aria-invalid': true } : {})}
        />
        <span>{k('confirm')}</span>
      </label>
      <button type="submit" className={action === 'erase' ? 'button button--ghost' : 'button'}>
        {k('button')}
      </button>
    </form>
  );
}

function Submitted({ submitted }: { submitted: Found['view']['submitted'] }) {
  const { t } = useI18n();
  const rows: Array<[string, string]> = [
    [t('career.status.name'), submitted.name],
    [t('career.status.email'), submitted.email],
    [t('career.status.phone'), submitted.phone],
    [t('career.status.cv'), submitted.fileName],
  ];
  const yesNo = (answer: string) =>
    answer === 'Y' ? t('career.status.yes') : answer === 'N' ? t('career.status.no') : answer;
  return (
    <section className="status-page__section" aria-labelledby="status-submitted">
      <h2 className="status-page__heading" id="status-submitted">
        {t('career.status.submitted')}
      </h2>
      <dl className="status-page__fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
        <div>
          <dt>{t('career.status.coverLetter')}</dt>
          <dd className="status-page__text">{submitted.coverLetter || '—'}</dd>
        </div>
        {submitted.answers.map((answer) => (
          <div key={answer.questionNo}>
            <dt>{answer.text}</dt>
            <dd className="status-page__text">
              {answer.kind === 'yesno' ? yesNo(answer.answer) : answer.answer || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * An applicant's status page (decision 053), opened by the link in their e-mails: where their
 * application stands in plain words, what happens next, the e-mails the site sent them, and what
 * they sent. Two buttons, forms posted without scripts: withdraw (while nothing is decided) and
 * delete my data. Opening the link changes nothing (mail scanners open links too).
 */
export default function ApplicationStatusPage({ path, data }: PageProps<Data>) {
  const { t, href, localeCd } = useI18n();
  if (data.isErased)
    return (
      <SubPage path={path} title={t('career.status.title')}>
        <div className="container status-page">
          <div className="form-outcome form-outcome--sent" role="status">
            <h2 className="form-outcome__title">{t('career.status.erasedTitle')}</h2>
            <p>{t('career.status.erased')}</p>
          </div>
          <p>
            <a href={href(PATHS.jobs)}>{t('career.status.backToJobs')}</a>
          </p>
        </div>
      </SubPage>
    );
  const { view, isWithdrawn, unconfirmed } = data;
  return (
    <SubPage path={path} title={t('career.status.title')}>
      <div className="container status-page">
        {isWithdrawn && (
          <div className="form-outcome form-outcome--sent" role="status">
            <h2 className="form-outcome__title">{t('career.status.withdrawnTitle')}</h2>
            <p>{t('career.status.withdrawn')}</p>
          </div>
        )}
        <section className="status-page__summary" aria-labelledby="status-job">
          <p className="status-page__label">{t('career.status.job')}</p>
          <h2 className="status-page__job" id="status-job">
            {view.jobTitle}
          </h2>
          <p>
            {t('career.status.applied')} <time dateTime={view.appliedAt}>{formatDate(view.appliedAt)}</time>
          </p>
          <p className="status-page__label">{t('career.status.stage')}</p>
          <p className={`status-page__stage status-page__stage--s${view.statusCd}`}>
            {applicantStageOf(view.statusCd, localeCd)}
          </p>
          <p>{t(`career.status.next.s${view.statusCd}`)}</p>
        </section>

        <section className="status-page__section" aria-labelledby="status-messages">
          <h2 className="status-page__heading" id="status-messages">
            {t('career.status.messages')}
          </h2>
          {view.messages.length === 0 ? (
            <p>{t('career.status.noMessages')}</p>
          ) : (
            <ol className="status-page__messages">
              {view.messages.map((message, i) => (
                <li key={`${message.sentAt}-${i}`} className="status-page__message">
                  <h3>{message.subject}</h3>
                  <p className="status-page__date">
                    <time dateTime={message.sentAt}>{formatDate(message.sentAt)}</time>
                  </p>
                  <p className="status-page__text">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
        </section>

        <Submitted submitted={view.submitted} />

        <div className="status-page__actions">
          {isWithdrawable(view.statusCd) && (
            <ButtonForm action="withdraw" path={path} isUnconfirmed={unconfirmed === 'withdraw'} />
          )}
          <ButtonForm action="erase" path={path} isUnconfirmed={unconfirmed === 'erase'} />
        </div>
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.status.title'), description: t('career.status.metaDescription') });
}
