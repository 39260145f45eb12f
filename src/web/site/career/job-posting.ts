import type { JobRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';

/**
 * A job as schema.org's JobPosting (Google's job search reads it), built from the job's own
 * fields (decision 031): nothing is guessed from its text, and a field left empty is left out.
 */
export function jobPosting(job: JobRow, { url, origin }: { url: string; origin: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.contents || job.title,
    identifier: { '@type': 'PropertyValue', name: SITE.brand, value: String(job.jobNo) },
    datePosted: job.startDt || job.createDt.slice(0, 10),
    ...(job.dateCd === '10' && job.endDt ? { validThrough: validThroughOf(job.endDt, job.endTime) } : {}),
    ...(job.employmentType ? { employmentType: job.employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.companyName.EN,
      sameAs: origin,
      logo: `${origin}/icon-512.png`,
    },
    ...(job.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'VN' },
          },
        }
      : {}),
    ...baseSalary(job),
    ...(job.applyOnline === 'Y' ? { directApply: true } : {}),
    url,
  };
}

/**
 * The deadline as typed, in Vietnam (decision 060): the end time when one is given (the job leaves
 * at that minute), else the end of the last day, its last second.
 */
const validThroughOf = (endDt: string, endTime: string | null) =>
  `${endDt}T${endTime ? `${endTime}:00` : '23:59:59'}+07:00`;

/** The pay as a MonetaryAmount, with the bounds and the period that are given; none without an amount. */
function baseSalary(job: JobRow) {
  if (job.salaryMin === null && job.salaryMax === null) return {};
  return {
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salaryCurrency,
      value: {
        '@type': 'QuantitativeValue',
        ...(job.salaryMin !== null ? { minValue: job.salaryMin } : {}),
        ...(job.salaryMax !== null ? { maxValue: job.salaryMax } : {}),
        ...(job.salaryUnit ? { unitText: job.salaryUnit } : {}),
      },
    },
  };
}
