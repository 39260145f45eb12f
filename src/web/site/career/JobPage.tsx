import { useState } from 'react';
import { PATHS } from '../../../common/paths.ts';
import { sourceQuery } from '../../../common/source.ts';
import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Dialog } from '../../components/Dialog.tsx';
import { Icon } from '../../components/Icon.tsx';
import { JobCard, type JobSummary } from '../../components/JobCard.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { formatDate, summary } from '../../lib/format.ts';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ApplyForm } from './ApplyForm.tsx';
import type { load } from './JobPage.server.ts';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

type JobData = LoaderData<typeof load>;

const deadlineOf = (job: JobSummary) =>
  job.dateCd === '10' && job.endDt ? formatDate(job.endDt) : job.dateCdNm;

/** The pay as visitors read it: "9,000,000 – 12,000,000 VND per month", or one bound; '' without any. */
function payOf(job: JobData['job'], t: Translate, locale: string): string {
  const amount = (n: number) => new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US').format(n);
  const { salaryMin: min, salaryMax: max } = job;
  const range =
    min !== null && max !== null
      ? min === max
        ? amount(min)
        : `${amount(min)} – ${amount(max)}`
      : min !== null
        ? t('career.job.payFrom', { amount: amount(min) })
        : max !== null
          ? t('career.job.payUpTo', { amount: amount(max) })
          : '';
  return range && [range, job.salaryCurrency, job.salaryUnitNm].filter(Boolean).join(' ');
}

export const messages: readonly MessageSection[] = ['career.job', 'career.apply', 'jobs'];

export default function JobPage({ path, data }: PageProps<JobData>) {
  const { t, href, locale } = useI18n();
  const [isNoFileOpen, setNoFileOpen] = useState(false);
  const { job, related, apply } = data;
  const isOnline = job.applyOnline === 'Y';
  // The job's own facts, those it has.
  const facts = [
    ['type', job.employmentTypeNm],
    ['location', job.location],
    ['department', job.department],
    ['pay', payOf(job, t, locale)],
  ].filter(([, value]) => value);
  const period =
    job.startDt && job.endDt
      ? `${formatDate(job.startDt)} – ${formatDate(job.endDt)}`
      : t('career.job.periodOpen');
  const mailto = `mailto:${SITE.careersEmail}?subject=${encodeURIComponent(job.title)}`;

  return (
    <SubPage path={path} title={job.title} plain>
      <div className="container job-detail">
        <div className="job-detail__top">
          <a className="job-detail__back" href={href(PATHS.jobs)}>
            <Icon name="arrow" size={18} className="icon--flip" />
            {t('career.job.back')}
          </a>
          {/* On a phone the form is far below the description: this jumps to it. */}
          {isOnline && (
            <a className="button job-detail__jump" href="#apply-form">
              {t('career.job.applyJump')}
            </a>
          )}
        </div>

        <aside className="job-summary" aria-labelledby="job-summary-title">
          <h2 id="job-summary-title" className="job-summary__title">
            {t('career.job.summaryTitle')}
          </h2>
          <dl className="job-summary__list">
            <div>
              <dt>{t('career.job.status')}</dt>
              <dd>
                <span className="badge">{t('jobs.recruiting')}</span>
              </dd>
            </div>
            <div>
              <dt>{t('jobs.deadline')}</dt>
              <dd className="job-summary__deadline">{deadlineOf(job)}</dd>
            </div>
            <div>
              <dt>{t('career.job.period')}</dt>
              <dd>{period}</dd>
            </div>
            <div>
              <dt>{t('career.job.posted')}</dt>
              <dd>{formatDate(job.createDt)}</dd>
            </div>
            {facts.map(([key, value]) => (
              <div key={key}>
                <dt>{t(`career.job.${key}`)}</dt>
                <dd className="job-summary__fact">{value}</dd>
              </div>
            ))}
          </dl>
          {isOnline && (
            <a className="button job-summary__apply" href="#apply-form">
              {t('career.apply.openForm')}
            </a>
          )}
          {job.fileUrl ? (
            <a
              className={`button ${isOnline ? 'button--ghost ' : ''}job-summary__download`}
              href={`/file/download?fileUrl=${encodeURIComponent(job.fileUrl)}&fileName=${encodeURIComponent(job.fileName ?? '')}`}
              download={job.fileName ?? true}
            >
              <Icon d={PAGE_ICONS.download} size={18} />
              {t('career.job.download')}
            </a>
          ) : (
            <button
              type="button"
              className={`button ${isOnline ? 'button--ghost ' : ''}job-summary__download`}
              onClick={() => setNoFileOpen(true)}
            >
              <Icon d={PAGE_ICONS.download} size={18} />
              {t('career.job.download')}
            </button>
          )}
          <p className="job-summary__hint">{t('career.job.downloadHint')}</p>
        </aside>

        <div className="job-detail__main">
          <h2 className="job-detail__heading">{t('career.job.about')}</h2>
          <div className="prose job-detail__prose" dangerouslySetInnerHTML={{ __html: job.contents }} />
        </div>

        {isOnline ? (
          <section id="apply-form" className="job-apply-online" aria-label={t('career.apply.title')}>
            <ApplyForm
              jobNo={job.jobNo}
              retentionDays={apply.retentionDays}
              uploadLimitMb={apply.uploadLimitMb}
              posted={null}
              privacyVersion={apply.privacyVersion}
              questions={job.questions}
              source={apply.source}
            />
            <p className="job-apply-online__more">
              <a href={`${href(PATHS.apply(job.jobNo))}${sourceQuery(apply.source)}`}>
                {t('career.apply.onItsOwnPage')}
              </a>
              <span aria-hidden="true"> · </span>
              <a href={mailto}>{t('career.job.email')}</a>: {t('career.apply.byEmail')}
            </p>
          </section>
        ) : (
          <section className="job-apply" aria-labelledby="job-apply-title">
            <div>
              <h2 id="job-apply-title" className="job-apply__title">
                {t('career.job.applyTitle')}
              </h2>
              <p>{t('career.job.applyText', { email: SITE.careersEmail })}</p>
            </div>
            <a className="button button--light" href={mailto}>
              <Icon d={PAGE_ICONS.mail} size={18} />
              {t('career.job.email')}
            </a>
          </section>
        )}
      </div>

      {related.length > 0 && (
        <section className="career-related" aria-labelledby="related-title">
          <div className="container">
            <div className="section__head">
              <h2 id="related-title" className="career-related__title">
                {t('career.job.related')}
              </h2>
              <ArrowLink className="button button--ghost" href={href(PATHS.jobs)}>
                {t('career.job.back')}
              </ArrowLink>
            </div>
            <ul className="related-jobs">
              {related.map((item) => (
                <li key={item.jobNo}>
                  <JobCard job={item} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <Dialog isOpen={isNoFileOpen} onClose={() => setNoFileOpen(false)} title={t('career.job.noFile')}>
        <p>{t('career.job.noFileText', { email: SITE.careersEmail })}</p>
      </Dialog>
    </SubPage>
  );
}

export function meta(props: PageProps<JobData>, t: Translate): PageMeta {
  const job = props.data?.job;
  if (!job) return pageMeta(t, { title: t('common.notFound'), description: t('common.notFoundText') });
  return pageMeta(t, {
    title: job.title,
    description:
      job.metaDescription ||
      t('career.job.metaDescription', { title: job.title, summary: summary(job.contents, 110) }),
    image: job.shareImage || null,
  });
}
