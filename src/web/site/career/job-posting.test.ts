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
  fileUrl: null,
  fileName: null,
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
