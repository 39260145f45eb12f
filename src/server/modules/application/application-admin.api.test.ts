import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../test/client.ts';
import { parseCsv } from '../../test/csv.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * The staff side of job applications (decision 032): the list's filters, search and sort, the
 * counts and jobs behind the admin's job list and filter, status and note, the rights, the trash,
 * the CSV export, and the access history of every call.
 */
let server: TestServer;
let reader: ApiClient & { username: string };
let outsider: ApiClient & { username: string };
let deleter: ApiClient & { username: string };
let jobA: number;
let jobB: number;
const marker = `m${Date.now().toString(36)}`;
let lastAddress = 0;

async function createJob(title: string, localeCd = 'EN'): Promise<number> {
  const res = await server.admin.form('/api/job', { localeCd, title: `${title} ${marker}`, dateCd: '20' });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** An application as an applicant sends it, each from its own address (five an hour from one). */
async function apply(jobNo: number, fields: { name: string; email: string; localeCd?: string }) {
  const res = await server.api.form(
    `/api/job/${jobNo}/apply`,
    {
      localeCd: 'EN',
      phone: '0912345678',
      coverLetter: 'Dòng một\nDòng hai',
      policyChecked: 'Y',
      ...fields,
      cv: pdfFile('CV.pdf'),
    },
    { 'x-forwarded-for': `192.0.2.${++lastAddress}` },
  );
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
}

const list = async (query: Record<string, string | number> = {}, client: ApiClient = server.admin) => {
  const res = await client.get('/api/application', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    list: { applicationNo: number; name: string; statusCd: string }[];
    total: number;
  };
};
const names = async (query: Record<string, string | number>) => (await list(query)).list.map((r) => r.name);

let an: number;
let binh: number;
let chau: number;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
  reader = await server.loginAs(['rBoardApplication']);
  outsider = await server.loginAs(['rBoardNews', 'rBoardRecruit']);
  deleter = await server.loginAs(['rBoardApplication', 'dBoardApplication']);
  jobA = await createJob('Firefighter host');
  jobB = await createJob('Hướng dẫn viên', 'VI');
  an = await apply(jobA, { name: 'Nguyễn Văn An', email: `an.${marker}@example.com` });
  binh = await apply(jobA, { name: 'Trần Thị Bình', email: `binh.${marker}@example.com` });
  chau = await apply(jobB, { name: 'Lê Minh Châu', email: `chau.${marker}@example.vn`, localeCd: 'VI' });
});
afterAll(() => server?.close());

describe('the staff list of applications', () => {
  it('filters by job and status, and the filters combine', async () => {
    expect(await names({ jobNo: jobA, sort: 'name', order: 'asc' })).toEqual([
      'Nguyễn Văn An',
      'Trần Thị Bình',
    ]);
    expect(await names({ jobNo: jobB })).toEqual(['Lê Minh Châu']);
    expect((await list({ jobNo: jobA, statusCd: '10' })).total).toBe(2);
    expect((await list({ jobNo: jobA, statusCd: '30' })).total).toBe(0);
  });

  it('finds a name or an e-mail address folded: "nguyen" finds Nguyễn, "CHAU" finds Châu', async () => {
    const search = (searchText: string) => names({ searchType: 'applicant', searchText });
    expect(await search('nguyen van')).toEqual(['Nguyễn Văn An']);
    expect(await search('CHAU')).toEqual(['Lê Minh Châu']);
    expect(await search(`binh.${marker}@example`)).toEqual(['Trần Thị Bình']);
    expect(await search('nobody-like-this')).toEqual([]);
  });

  it('sorts by the declared columns both ways, and refuses another sort key', async () => {
    const byName = (order: string) => names({ jobNo: jobA, sort: 'name', order });
    expect(await byName('asc')).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    expect(await byName('desc')).toEqual(['Trần Thị Bình', 'Nguyễn Văn An']);
    const res = await server.admin.get('/api/application', { sort: 'email' });
    expect(res.status).toBe(400);
  });

  it('pages: pageCnt rows from pageNo, with the total', async () => {
    const page2 = await list({ jobNo: jobA, sort: 'name', order: 'asc', pageCnt: 1, pageNo: 2 });
    expect(page2).toMatchObject({ total: 2, list: [{ name: 'Trần Thị Bình' }] });
  });
});

describe('counts and jobs for the admin job list and the job filter', () => {
  it('counts live applications per job and names each job applied for once, by title', async () => {
    const counts = (await server.admin.get('/api/application/counts')).body.data;
    expect(counts).toMatchObject({ [jobA]: 2, [jobB]: 1 });
    const jobs = (await server.admin.get('/api/application/jobs')).body.data;
    expect(jobs).toEqual([
      { jobNo: jobA, jobTitle: `Firefighter host ${marker}`, count: 2 },
      { jobNo: jobB, jobTitle: `Hướng dẫn viên ${marker}`, count: 1 },
    ]);
  });
});

describe('status and note', () => {
  it('tells staff that a server without e-mail sends no stage e-mail', async () => {
    const res = await server.admin.get('/api/application/templates');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sendsMail).toBe(false);
  });

  it('moves an application on with a note, keeps the note when left out, and says who did it', async () => {
    const save = (body: object) => server.admin.post(`/api/application/${an}`, body);
    expect((await save({ statusCd: '30', note: 'Interview on Monday, 9:00' })).body).toMatchObject({
      success: true,
      data: 'OK',
    });
    expect((await save({ statusCd: '40' })).status).toBe(200);
    const row = (await server.admin.get(`/api/application/${an}`)).body.data;
    expect(row).toMatchObject({
      statusCd: '40',
      statusCdNm: 'Offer',
      note: 'Interview on Monday, 9:00',
      modifyId: 'admin',
    });
    expect(await names({ jobNo: jobA, statusCd: '40' })).toEqual(['Nguyễn Văn An']);
    await save({ statusCd: '10', note: '' });
  });

  it('refuses an unknown status and a note over 2,000 characters', async () => {
    expect((await server.admin.post(`/api/application/${an}`, { statusCd: '80' })).status).toBe(400);
    const long = await server.admin.post(`/api/application/${an}`, {
      statusCd: '20',
      note: 'x'.repeat(2001),
    });
    expect(long.status).toBe(400);
  });
});

describe('rights', () => {
  it('lets a reader list, read and download the CV, but not save a status nor delete', async () => {
    expect((await list({ jobNo: jobA }, reader)).total).toBe(2);
    const row = (await reader.get(`/api/application/${binh}`)).body.data;
    const cv = await reader.get('/file/download', { fileUrl: row.fileUrl, fileName: row.fileName });
    expect(cv.status).toBe(200);
    expect(cv.text.startsWith('%PDF-')).toBe(true);
    // Named by the site (decision 049), whatever the applicant called it.
    expect(cv.headers.get('content-disposition')).toBe(
      `attachment; filename="cv-${binh}.pdf"; filename*=UTF-8''cv-${binh}.pdf`,
    );
    expect((await reader.post(`/api/application/${binh}`, { statusCd: '30' })).status).toBe(403);
    expect((await reader.delete('/api/application', { applicationNo: [binh] })).status).toBe(403);
  });

  it('refuses every application call to staff without the Application rights, and hides the CVs', async () => {
    const { fileUrl } = (await server.admin.get(`/api/application/${binh}`)).body.data;
    for (const path of [
      '/api/application',
      '/api/application/export',
      '/api/application/counts',
      '/api/application/jobs',
      `/api/application/${binh}`,
    ])
      expect((await outsider.get(path)).status, path).toBe(403);
    expect((await outsider.get('/file/download', { fileUrl })).status).toBe(404);
    expect((await server.api.get('/api/application')).status).toBe(401);
  });
});

describe('delete and restore', () => {
  it('moves an application to the trash, out of the list and the counts, and back', async () => {
    const removed = await deleter.delete('/api/application', { applicationNo: [chau] });
    expect(removed.body.data).toEqual([chau]);
    expect((await list({ jobNo: jobB })).total).toBe(0);
    expect((await list({ jobNo: jobB, delYn: 'Y' })).list.map((r) => r.applicationNo)).toEqual([chau]);
    expect((await server.admin.get('/api/application/counts')).body.data[jobB]).toBeUndefined();
    const restored = await deleter.post('/api/application/restore', { applicationNo: [chau] });
    expect(restored.body.data).toEqual([chau]);
    expect((await list({ jobNo: jobB })).total).toBe(1);
  });
});

describe('CSV export', () => {
  it('exports the current filter as UTF-8 with a byte-order mark, Vietnamese intact', async () => {
    const response = await fetch(
      `${server.url}/api/application/export?${new URLSearchParams({ jobNo: String(jobA), sort: 'name', order: 'asc' })}`,
      { headers: { authorization: `Bearer ${server.admin.token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    const nameAt = rows[0]!.indexOf('Name');
    expect(rows.slice(1).map((row) => row[nameAt])).toEqual(['Nguyễn Văn An', 'Trần Thị Bình']);
    expect(rows[1]![rows[0]!.indexOf('Cover letter')]).toMatch(/^Dòng một\r?\nDòng hai$/);
  });
});

describe('the access history', () => {
  it('records every application call, refused ones included, with the account', async () => {
    const urls = async (client: ApiClient & { username: string }, atLeast: number) =>
      vi.waitFor(
        async () => {
          const res = await server.admin.get('/api/history', {
            searchType: 'account',
            searchText: client.username,
            pageCnt: 100,
          });
          const found = (res.body.data.list as { url: string }[]).map((r) => r.url);
          expect(
            found.filter((url) => url.includes('/api/application') || url.includes('/file/download')).length,
          ).toBeGreaterThanOrEqual(atLeast);
          return found;
        },
        { timeout: 3000, interval: 50 },
      );
    await reader.get('/api/application', { jobNo: jobA, statusCd: '10' });
    await reader.get(`/api/application/${an}`);
    await reader.post(`/api/application/${an}`, { statusCd: '30' });
    await deleter.delete('/api/application', { applicationNo: [binh] });
    await deleter.post('/api/application/restore', { applicationNo: [binh] });
    await deleter.get('/api/application/export', { jobNo: jobA });

    const read = await urls(reader, 3);
    expect(read).toEqual(
      expect.arrayContaining([
        `GET /api/application?jobNo=${jobA}&statusCd=10`,
        `GET /api/application/${an}`,
        `POST /api/application/${an}`,
      ]),
    );
    const deleted = await urls(deleter, 3);
    expect(deleted).toEqual(
      expect.arrayContaining([
        `DELETE /api/application applicationNo=${binh}`,
        `POST /api/application/restore applicationNo=${binh}`,
        expect.stringMatching(new RegExp(`^GET /api/application/export\\?jobNo=${jobA} rows=2$`)),
      ]),
    );
  });
});
