import { LIMITS } from '../../../common/codes.ts';
import { localePath, PATHS } from '../../../common/paths.ts';
import { sourceOfQuery } from '../../../common/source.ts';
import { alternatesOf, type LoaderContext, privacyVersionOf } from '../page-data.ts';
import { closedOrMissing } from './job-closed.ts';
import { jobPosting } from './job-posting.ts';

/** One open job in the page's language, and a few other open jobs to read next. */
export async function load({ read, params, query, locale, origin, settings }: LoaderContext) {
  const jobNo = Number(params.jobNo);
  const job = await read.get('job', jobNo);
  if (!job) return closedOrMissing(read, jobNo);
  // One more than shown, in case the list holds this job itself.
  const others = await read.list('job', { pageCnt: LIMITS.relatedJobCount + 1 });
  const related = others.list.filter((j) => j.jobNo !== job.jobNo).slice(0, LIMITS.relatedJobCount);
  // Only rendered while the job is public, i.e. open.
  const url = `${origin}${localePath(locale, PATHS.job(job.jobNo))}`;
  const apply = {
    retentionDays: settings.applicationRetentionDays,
    uploadLimitMb: settings.uploadLimitMb,
    privacyVersion: await privacyVersionOf(read),
    // Where the visitor came from (decision 054): into the form, and on the link to the apply page.
    source: sourceOfQuery(query),
  };
  return {
    data: { job, related, apply },
    jsonLd: [jobPosting(job, { url, origin })],
    isSingleLanguage: true,
    alternates: alternatesOf(job.translations, PATHS.job),
  };
}
