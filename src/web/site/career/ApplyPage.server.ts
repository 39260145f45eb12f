import { sourceOfQuery } from '../../../common/source.ts';
import { type LoaderContext, MISSING, privacyVersionOf } from '../page-data.ts';
import { closedOrMissing } from './job-closed.ts';

/**
 * A job's application form on a page of its own (phones, links from e-mails), for an open job
 * that takes applications on the site (past its deadline, the closed job's page). A form posted
 * without scripts comes back here: sent (`?sent=1`) or refused with what was typed.
 */
export async function load({ read, params, query, posted, settings }: LoaderContext) {
  const jobNo = Number(params.jobNo);
  const job = await read.get('job', jobNo);
  if (!job) return closedOrMissing(read, jobNo);
  if (job.applyOnline !== 'Y') return MISSING;
  return {
    data: {
      job: { jobNo: job.jobNo, title: job.title, questions: job.questions },
      // Where the applicant came from (decision 054), for the form's hidden field.
      source: sourceOfQuery(query),
      retentionDays: settings.applicationRetentionDays,
      uploadLimitMb: settings.uploadLimitMb,
      isSent: query.sent === '1',
      posted: posted ?? null,
      privacyVersion: await privacyVersionOf(read),
    },
    isSingleLanguage: true,
  };
}
