import { describe, expect, it } from 'vitest';
import type { JobRow } from '../../../common/rows.ts';
import { jobPosting } from './job-posting.ts';

const JOB: JobRow = {
  jobNo: 12,
  localeCd: 'EN',
  createDt: '2026-11-01T03:00:00.000Z',
  modifyDt: null,
  title: 'Ride operator',
  contents: '<p>Part-time in Ho Chi Minh City</p>',
  dateCd: '10',
  dateCdNm: 'Date',
  startDt: '2026-11-20',
  endDt: '2026-12-31',
  startTime: null,
  endTime: null,
  useYn: 'Y',
  fileUrl: '',
  fileName: '',
  department: 'Operations',
  location: 'Da Nang',
  employmentType: 'TEMPORARY',
  employmentTypeNm: 'Temporary',
  salaryMin: 25000,
  salaryMax: 35000,
  salaryCurrency: 'VND',
  salaryUnit: 'HOUR',
  salaryUnitNm: 'per hour',
  applyOnline: 'Y',
  questions: [],
};
const WHERE = { url: 'https://kv.example/career/jobs-detail/12', origin: 'https://kv.example' };

describe('the JobPosting of a job', () => {
  it('comes from its fields, never from its text', () => {
    expect(jobPosting(JOB, WHERE)).toMatchObject({
      employmentType: 'TEMPORARY',
      identifier: { '@type': 'PropertyValue', name: 'KidVenture Vietnam', value: '12' },
      validThrough: '2026-12-31T23:59:59+07:00',
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Da Nang', addressCountry: 'VN' },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: { '@type': 'QuantitativeValue', minValue: 25000, maxValue: 35000, unitText: 'HOUR' },
      },
      directApply: true,
    });
  });

  it('is valid through the deadline as typed: its end time, or the end of its last day', () => {
    expect(jobPosting({ ...JOB, endTime: '17:30' }, WHERE).validThrough).toBe('2026-12-31T17:30:00+07:00');
    expect(jobPosting({ ...JOB, endTime: '23:59' }, WHERE).validThrough).toBe('2026-12-31T23:59:00+07:00');
    expect(jobPosting({ ...JOB, endTime: null }, WHERE).validThrough).toBe('2026-12-31T23:59:59+07:00');
  });

  it('leaves out what is not given', () => {
    const posting = jobPosting(
      {
        ...JOB,
        dateCd: '20',
        location: '',
        employmentType: '',
        salaryMin: null,
        salaryMax: null,
        salaryUnit: '',
        applyOnline: 'N',
      },
      WHERE,
    );
    for (const key of ['validThrough', 'employmentType', 'jobLocation', 'baseSalary', 'directApply'])
      expect(posting).not.toHaveProperty(key);
  });

  it('gives the one bound of pay that is set, without a period when none is', () => {
    const posting = jobPosting({ ...JOB, salaryMax: null, salaryUnit: '' }, WHERE);
    expect(posting.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', minValue: 25000 });
  });
});

/**
 * The problems of a JobPosting by Google's structured data rules for job postings: the required
 * properties and the shapes of the recommended ones this site gives. Empty when it passes.
 */
function jobPostingProblems(posting: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const isIsoDateTime = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d)?([+-]\d\d:\d\d|Z))?$/.test(value);
  const typed = (value: unknown, type: string) =>
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)['@type'] === type
      ? (value as Record<string, unknown>)
      : null;
  if (posting['@context'] !== 'https://schema.org') problems.push('@context');
  if (posting['@type'] !== 'JobPosting') problems.push('@type');
  for (const key of ['title', 'description']) if (!isText(posting[key])) problems.push(key);
  if (!isIsoDateTime(posting.datePosted)) problems.push('datePosted');
  if (posting.validThrough !== undefined && !isIsoDateTime(posting.validThrough))
    problems.push('validThrough');
  if (!isText(typed(posting.hiringOrganization, 'Organization')?.name)) problems.push('hiringOrganization');
  const address = typed(typed(posting.jobLocation, 'Place')?.address, 'PostalAddress');
  if (!address || !isText(address.addressLocality) || !/^[A-Z]{2}$/.test(String(address.addressCountry)))
    problems.push('jobLocation');
  const types = [
    'FULL_TIME',
    'PART_TIME',
    'CONTRACTOR',
    'TEMPORARY',
    'INTERN',
    'VOLUNTEER',
    'PER_DIEM',
    'OTHER',
  ];
  if (posting.employmentType !== undefined && !types.includes(String(posting.employmentType)))
    problems.push('employmentType');
  if (posting.baseSalary !== undefined) {
    const salary = typed(posting.baseSalary, 'MonetaryAmount');
    const value = typed(salary?.value, 'QuantitativeValue');
    const amounts = [value?.value, value?.minValue, value?.maxValue].filter((v) => v !== undefined);
    if (
      !salary ||
      !/^[A-Z]{3}$/.test(String(salary.currency)) ||
      !value ||
      amounts.length === 0 ||
      !amounts.every((v) => typeof v === 'number' && v >= 0) ||
      !['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'].includes(String(value.unitText))
    )
      problems.push('baseSalary');
  }
  const identifier = typed(posting.identifier, 'PropertyValue');
  if (posting.identifier !== undefined && (!isText(identifier?.name) || !isText(identifier?.value)))
    problems.push('identifier');
  if (posting.directApply !== undefined && typeof posting.directApply !== 'boolean')
    problems.push('directApply');
  if (!/^https?:\/\//.test(String(posting.url))) problems.push('url');
  return problems;
}

describe('the JobPosting structural check', () => {
  it('passes a job with every field', () => {
    expect(jobPostingProblems(jobPosting(JOB, WHERE))).toEqual([]);
  });

  it('would catch what Google refuses', () => {
    const posting = jobPosting(JOB, WHERE);
    expect(jobPostingProblems({ ...posting, jobLocation: undefined })).toEqual(['jobLocation']);
    expect(jobPostingProblems({ ...posting, datePosted: '26/11/2026' })).toEqual(['datePosted']);
    expect(
      jobPostingProblems({
        ...posting,
        baseSalary: { '@type': 'MonetaryAmount', currency: 'VND', value: { '@type': 'QuantitativeValue' } },
      }),
    ).toEqual(['baseSalary']);
    expect(jobPostingProblems({ ...posting, employmentType: 'full time' })).toEqual(['employmentType']);
  });
});
