import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';

/** A job's structured fields and the list's filters on them (decision 031). */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** Jobs are saved as multipart (they may carry a CV form); values are sent as text. */
const createJob = async (fields: Record<string, string>) => {
  const res = await server.admin.form('/api/job', { localeCd: 'EN', dateCd: '20', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};

const EVERY_FIELD = {
  title: 'Ride operator',
  department: 'Operations',
  location: 'Hanoi',
  employmentType: 'PART_TIME',
  salaryMin: '25000',
  salaryMax: '35000',
  salaryCurrency: 'VND',
  salaryUnit: 'HOUR',
  applyOnline: 'N',
};

describe("a job's structured fields", () => {
  it('are kept, read back with their labels by visitors and staff, and updated partially', async () => {
    const id = await createJob(EVERY_FIELD);
    const expected = {
      department: 'Operations',
      location: 'Hanoi',
      employmentType: 'PART_TIME',
      employmentTypeNm: 'Part-time',
      salaryMin: 25000,
      salaryMax: 35000,
      salaryCurrency: 'VND',
      salaryUnit: 'HOUR',
      salaryUnitNm: 'per hour',
      applyOnline: 'N',
    };
    const visitor = (await server.api.get(`/api/job/${id}`)).body.data;
    expect(visitor).toMatchObject(expected);
    expect(visitor).not.toHaveProperty('locationSearch');
    expect(visitor).not.toHaveProperty('departmentSearch');
    expect((await server.admin.get(`/api/job/${id}`)).body.data).toMatchObject(expected);
    const listed = (await server.api.get('/api/job', { localeCd: 'EN', pageCnt: 100 })).body.data.list;
    expect(listed.find((job: { jobNo: number }) => job.jobNo === id)).toMatchObject(expected);

    expect(
      (await server.admin.post(`/api/job/${id}`, { location: 'Hồ Chí Minh', salaryMax: '' })).status,
    ).toBe(200);
    expect((await server.api.get(`/api/job/${id}`)).body.data).toMatchObject({
      ...expected,
      location: 'Hồ Chí Minh',
      salaryMax: null,
    });
  });

  it('answer empty values and the defaults for a job created with the spec fields only', async () => {
    const id = await createJob({ title: 'Cashier' });
    expect((await server.api.get(`/api/job/${id}`)).body.data).toMatchObject({
      title: 'Cashier',
      department: '',
      location: '',
      employmentType: '',
      employmentTypeNm: '',
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: 'VND',
      salaryUnit: '',
      applyOnline: 'Y',
    });
  });

  it.each([
    [
      { employmentType: 'SEASONAL' },
      'employmentType must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, OTHER',
    ],
    [{ salaryMin: '12.5' }, 'salaryMin must be a whole number'],
    [{ salaryMin: 'ten' }, 'salaryMin must be a whole number'],
    [{ salaryMin: '0x10' }, 'salaryMin must be a whole number'],
    [{ salaryMax: '1e9' }, 'salaryMax must be a whole number'],
    [{ salaryMax: '-1' }, 'salaryMax must not be negative'],
    [{ salaryMin: '3000000000' }, 'salaryMin must be at most 2000000000'],
    [{ salaryMin: '9000000', salaryMax: '8000000' }, 'salaryMax must not be less than salaryMin'],
    [{ salaryCurrency: 'vnd' }, 'salaryCurrency must be 3 capital letters, such as VND'],
    [{ salaryUnit: 'WEEK' }, 'salaryUnit must be one of HOUR, DAY, MONTH, YEAR'],
    [{ applyOnline: 'yes' }, 'applyOnline must be one of Y, N'],
    [{ location: 'x'.repeat(101) }, 'location must be at most 100 characters'],
  ])('refuse %o with a 400 that says why', async (fields, message) => {
    const res = await server.admin.form('/api/job', {
      localeCd: 'EN',
      dateCd: '20',
      title: 'Bad',
      ...fields,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answer the defaults for a job stored before migration 008, which staff can then fill in', async () => {
    // Only the columns a job had before 008: the database's defaults fill the rest.
    const { jobNo } = await server.deps.db
      .insertInto('job')
      .values({
        localeCd: 'EN',
        useYn: 'Y',
        delYn: 'N',
        title: 'Old posting',
        contents: '',
        titleSearch: 'old posting',
        contentsSearch: '',
        dateCd: '20',
        startDt: null,
        endDt: null,
        fileUrl: '',
        fileName: '',
        createId: 'admin',
        createDt: new Date().toISOString(),
        modifyId: null,
        modifyDt: null,
        salaryMin: null,
        salaryMax: null,
      })
      .returning('jobNo')
      .executeTakeFirstOrThrow();
    expect((await server.api.get(`/api/job/${jobNo}`)).body.data).toMatchObject({
      title: 'Old posting',
      location: '',
      employmentType: '',
      salaryCurrency: 'VND',
      applyOnline: 'Y',
    });
    expect((await server.admin.post(`/api/job/${jobNo}`, { location: 'Đà Nẵng' })).status).toBe(200);
    const found = await server.api.get('/api/job', { localeCd: 'EN', location: 'da nang' });
    expect(found.body.data.list.map((job: { jobNo: number }) => job.jobNo)).toEqual([jobNo]);
  });

  it('are checked on update against the stored values', async () => {
    const id = await createJob({ title: 'Lifeguard', salaryMin: '8000000' });
    const res = await server.admin.post(`/api/job/${id}`, { salaryMax: '7000000' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('salaryMax must not be less than salaryMin');
  });
});

describe('the job list filters', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    ids = {
      hanoiPart: await createJob({
        title: 'Filter A',
        location: 'Hà Nội',
        department: 'Food & Beverage',
        employmentType: 'PART_TIME',
      }),
      hanoiFull: await createJob({
        title: 'Filter B',
        location: 'Ha Noi',
        department: 'Operations',
        employmentType: 'FULL_TIME',
      }),
      hcmcPart: await createJob({
        title: 'Filter C',
        location: 'Ho Chi Minh City',
        employmentType: 'PART_TIME',
      }),
      hiddenHanoi: await createJob({
        title: 'Filter D',
        location: 'Hanoi',
        employmentType: 'PART_TIME',
        useYn: 'N',
      }),
    };
  });

  const filtered = async (query: Record<string, string>, as = server.api) => {
    const res = await as.get('/api/job', { localeCd: 'EN', pageCnt: 100, searchText: 'filter', ...query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.list.map((job: { jobNo: number }) => job.jobNo).sort();
  };

  it('by employment type, location and department, together and with the search', async () => {
    expect(await filtered({ employmentType: 'PART_TIME' })).toEqual([ids.hanoiPart, ids.hcmcPart].sort());
    expect(await filtered({ location: 'ha noi' })).toEqual([ids.hanoiPart, ids.hanoiFull].sort());
    expect(await filtered({ location: 'HÀ NỘI', employmentType: 'PART_TIME' })).toEqual([ids.hanoiPart]);
    expect(await filtered({ department: 'food & beverage' })).toEqual([ids.hanoiPart]);
    expect(await filtered({ department: 'FOOD   &   Beverage ' })).toEqual([ids.hanoiPart]);
    expect(await filtered({ employmentType: '', location: '' })).toHaveLength(3);
  });

  it('match the whole value, never a part of it', async () => {
    expect(await filtered({ location: 'Ho Chi Minh' })).toEqual([]);
    expect(await filtered({ location: 'noi' })).toEqual([]);
    expect(await filtered({ department: 'Food' })).toEqual([]);
  });

  it('keep hidden jobs from visitors and show them to staff', async () => {
    expect(await filtered({ location: 'hanoi' })).toEqual([]);
    expect(await filtered({ location: 'hanoi' }, server.admin)).toEqual([ids.hiddenHanoi]);
  });

  it('refuse an unknown employment type with a 400, for visitors and staff', async () => {
    for (const as of [server.api, server.admin]) {
      const res = await as.get('/api/job', { employmentType: 'part-time' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'employmentType must be one of FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, OTHER',
      );
    }
  });

  it('count what they select', async () => {
    const res = await server.api.get('/api/job', {
      localeCd: 'EN',
      employmentType: 'PART_TIME',
      location: 'hà nội',
      pageCnt: 1,
    });
    expect(res.body.data.total).toBe(1);
    expect(res.body.data.list.map((job: { jobNo: number }) => job.jobNo)).toEqual([ids.hanoiPart]);
  });
});
