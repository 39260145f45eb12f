import { LIMITS } from '../../../common/codes.ts';
import type { JobRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';
import { htmlToText } from '../../../common/text.ts';
import { type Locale, localePath, PATHS } from '../../lib/paths.ts';
import { type LoaderContext, MISSING } from '../page-data.ts';

/** One open job in the page's language, and a few other open jobs to read next. */
export async function load({ read, params, locale, origin }: LoaderContext) {
  const job = await read.get('job', Number(params.jobNo));
  if (!job) return MISSING;
  // One more than shown, in case the list holds this job itself.
  const others = await read.list('job', { pageCnt: LIMITS.relatedJobCount + 1 });
  const related = others.list.filter((j) => j.jobNo !== job.jobNo).slice(0, LIMITS.relatedJobCount);
  return { data: { job, related }, jsonLd: [jobPosting(job, origin, locale)], isSingleLanguage: true };
}

/** schema.org JobPosting: only rendered while the job is public, i.e. open. */
function jobPosting(job: JobRow, origin: string, locale: Locale) {
  const text = htmlToText(job.contents);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.contents || job.title,
    datePosted: job.startDt || job.createDt.slice(0, 10),
    ...(job.dateCd === '10' && job.endDt ? { validThrough: `${job.endDt}T23:59:59+07:00` } : {}),
    employmentType: /part[- ]time|bán thời gian/i.test(text) ? 'PART_TIME' : 'FULL_TIME',
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.companyName.EN,
      sameAs: origin,
      logo: `${origin}/icon-512.png`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: SITE.parkAddress.EN,
        addressLocality: /ho chi minh|hồ chí minh/i.test(text) ? 'Ho Chi Minh City' : 'Hanoi',
        addressCountry: 'VN',
      },
    },
    url: `${origin}${localePath(locale, PATHS.job(job.jobNo))}`,
  };
}
