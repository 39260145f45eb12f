import { PATHS } from '../../common/paths.ts';
import { formatDate } from '../lib/format.ts';
import { useI18n } from '../lib/i18n.tsx';

export interface JobSummary {
  jobNo: number;
  title: string;
  dateCd: string;
  dateCdNm: string;
  startDt: string | null;
  endDt: string | null;
}

/** A job posting in lists: title, 'Recruiting' and its deadline (or the 'Always' label). */
export function JobCard({ job, headingLevel = 3 }: { job: JobSummary; headingLevel?: 2 | 3 }) {
  const { t, href } = useI18n();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <a className="job-card" href={href(PATHS.job(job.jobNo))}>
      <span className="badge">{t('jobs.recruiting')}</span>
      <Heading className="job-card__title">{job.title}</Heading>
      <p className="job-card__deadline">
        <span>{t('jobs.deadline')}</span>{' '}
        <strong>{job.dateCd === '10' && job.endDt ? formatDate(job.endDt) : job.dateCdNm}</strong>
      </p>
    </a>
  );
}
