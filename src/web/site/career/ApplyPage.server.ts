import { type LoaderContext, MISSING, privacyVersionOf } from '../page-data.ts';

/**
 * A job's application form on a page of its own (phones, links from e-mails), for an open job
 * that takes applications on the site. A form posted without scripts comes back here: sent
 * (`?sent=1`) or refused with what was typed.
 */
export async function load({ read, params, query, posted, settings }: LoaderContext) {
  const job = await read.get('job', Number(params.jobNo));
  if (job?.applyOnline !== 'Y') return MISSING;
  return {
    data: {
      job: { jobNo: job.jobNo, title: job.title },
      retentionDays: settings.applicationRetentionDays,
      uploadLimitMb: settings.uploadLimitMb,
      isSent: query.sent === '1',
      posted: posted ?? null,
      privacyVersion: await privacyVersionOf(read),
    },
    isSingleLanguage: true,
  };
}
