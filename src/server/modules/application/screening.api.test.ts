import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPost, type FileField } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Screening questions and where applicants come from (decision 054): a job's questions saved,
 * checked and numbered; visitors never see a knockout answer; the apply form (API and the page
 * without scripts) takes the answers and the source; a knockout answer ends the application; the
 * answers in the detail and the CSV; the list filtered by source.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => server?.close());

let lastAddress = 0;
const nextAddress = () => `192.0.2.${++lastAddress}`;

const QUESTIONS = [
  { text: 'Are you 18 or older?', kind: 'yesno', required: 'Y', knockoutAnswer: 'N' },
  { text: 'Which days can you work?', kind: 'text', required: 'N', knockoutAnswer: '' },
];

/** A job created with a JSON body (as API clients send it). */
const createJob = async (fields: Record<string, unknown> = {}) => {
  const res = await server.admin.post('/api/job', {
    localeCd: 'EN',
    dateCd: '20',
    title: 'Ride operator',
    contents: '<p>Run the rides.</p>',
    questions: QUESTIONS,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
};
const staffJob = async (jobNo: number) => (await server.admin.get(`/api/job/${jobNo}`)).body.data;

const typed = {
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.com',
  phone: '0912 345 678',
  coverLetter: 'I love working with children.',
  policyChecked: 'Y',
};
type Fields = Record<string, string | FileField>;
const apply = (jobNo: number, fields: Fields) =>
  server.api.form(
    `/api/job/${jobNo}/apply`,
    { ...typed, cv: pdfFile(), ...fields },
    {
      'x-forwarded-for': nextAddress(),
    },
  );
const application = async (no: number) => (await server.admin.get(`/api/application/${no}`)).body.data;

describe('a job’s screening questions', () => {
  it('are saved, checked and numbered, and keep their numbers', async () => {
    const jobNo = await createJob();
    const saved = await staffJob(jobNo);
    expect(saved.questions).toEqual([
      { questionNo: 1, ...QUESTIONS[0] },
      { questionNo: 2, ...QUESTIONS[1] },
    ]);
    const stored = await server.deps.db
      .selectFrom('job')
      .select('questions')
      .where('jobNo', '=', jobNo)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.questions)).toEqual(saved.questions);

    // The first removed, the second moved up and kept, a new one after: number 3.
    const update = await server.admin.post(`/api/job/${jobNo}`, {
      questions: [
        { ...saved.questions[1], text: 'Which days of the week can you work?' },
        { text: 'Can you swim?', kind: 'yesno', required: 'N', knockoutAnswer: '' },
      ],
    });
    expect(update.status, update.text).toBe(200);
    expect((await staffJob(jobNo)).questions).toEqual([
      { ...saved.questions[1], text: 'Which days of the week can you work?' },
      { questionNo: 3, text: 'Can you swim?', kind: 'yesno', required: 'N', knockoutAnswer: '' },
    ]);

    // A multipart form (the admin's) sends them as JSON text; an empty list is none.
    const form = await server.admin.form(`/api/job/${jobNo}`, { questions: '[]' });
    expect(form.status, form.text).toBe(200);
    expect((await staffJob(jobNo)).questions).toEqual([]);
    const jobs = await server.deps.db
      .selectFrom('job')
      .select('questions')
      .where('jobNo', '=', jobNo)
      .execute();
    expect(jobs[0]!.questions).toBe('');
  });

  it('are refused with 400 when more than 10, empty, too long, of another kind or a text with a knockout', async () => {
    const eleven = Array.from({ length: 11 }, (_, n) => ({ text: `Question ${n}`, kind: 'text' }));
    for (const [questions, message] of [
      [eleven, 'at most 10 questions'],
      [[{ text: ' ', kind: 'text' }], 'needs its text'],
      [[{ text: 'x'.repeat(301), kind: 'text' }], 'at most 300 characters'],
      [[{ text: 'Why?', kind: 'essay' }], 'yesno or text'],
      [[{ text: 'Why?', kind: 'text', knockoutAnswer: 'N' }], 'only a yes/no question'],
      [
        [
          { questionNo: 2, text: 'A', kind: 'text' },
          { questionNo: 2, text: 'B', kind: 'text' },
        ],
        'same questionNo',
      ],
    ] as const) {
      const res = await server.admin.post('/api/job', {
        localeCd: 'EN',
        dateCd: '20',
        title: 'Cook',
        questions,
      });
      expect(res.status, res.text).toBe(400);
      expect(res.text).toContain(message);
    }
  });

  it('reach visitors without their knockout answers (the API and the page data)', async () => {
    const jobNo = await createJob();
    const res = await server.api.get(`/api/job/${jobNo}`);
    expect(res.status).toBe(200);
    expect(res.body.data.questions).toEqual([
      { questionNo: 1, text: 'Are you 18 or older?', kind: 'yesno', required: 'Y' },
      { questionNo: 2, text: 'Which days can you work?', kind: 'text', required: 'N' },
    ]);
    expect(res.text).not.toContain('knockoutAnswer');
    const list = await server.api.get('/api/job', { pageCnt: 100 });
    expect(list.text).not.toContain('knockoutAnswer');
    if (isSiteBuilt) {
      const page = await server.api.raw(`/career/jobs-detail/${jobNo}`, { method: 'GET' });
      expect(page.text).toContain('Are you 18 or older?');
      expect(page.text).not.toContain('knockoutAnswer');
    }
  });

  it('keep versions: a revision restores the questions it had', async () => {
    const jobNo = await createJob();
    await server.admin.post(`/api/job/${jobNo}`, { questions: [] });
    const revisions = await server.admin.get(`/api/job/${jobNo}/revisions`);
    expect(revisions.status, revisions.text).toBe(200);
    const { list } = revisions.body.data as { list: Array<{ revisionNo: number }> };
    const first = list.at(-1)!.revisionNo;
    const restored = await server.admin.post(`/api/job/${jobNo}/revisions/${first}/restore`);
    expect(restored.status, restored.text).toBe(200);
    expect((await staffJob(jobNo)).questions).toHaveLength(2);
  });
});

describe('applying with answers', () => {
  let jobNo: number;
  beforeAll(async () => {
    jobNo = await createJob();
  });

  it('stores the answers with the questions as asked, and the source', async () => {
    const res = await apply(jobNo, { answer_1: 'Y', answer_2: 'Weekends', source: 'Facebook Ads' });
    expect(res.status, res.text).toBe(200);
    const row = await application(res.body.data);
    expect(row).toMatchObject({ statusCd: '10', source: 'facebook-ads' });
    expect(row.answers).toEqual([
      { questionNo: 1, text: 'Are you 18 or older?', kind: 'yesno', answer: 'Y' },
      { questionNo: 2, text: 'Which days can you work?', kind: 'text', answer: 'Weekends' },
    ]);
    const stored = await server.deps.db
      .selectFrom('application')
      .select('answers')
      .where('applicationNo', '=', res.body.data)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.answers)).toEqual(row.answers);
  });

  it('is direct without a source, and takes utm_source', async () => {
    const direct = await apply(jobNo, { answer_1: 'Y' });
    expect((await application(direct.body.data)).source).toBe('direct');
    const utm = await apply(jobNo, { answer_1: 'Y', utm_source: 'Zalo' });
    expect((await application(utm.body.data)).source).toBe('zalo');
  });

  it('refuses a required question left out with 400 naming it', async () => {
    const res = await apply(jobNo, { answer_2: 'Weekends' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Question 1');
    expect(res.body.message).toContain('Are you 18 or older?');
    const wrong = await apply(jobNo, { answer_1: 'maybe' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain('Y or N');
  });

  it('refuses a text answer over 500 characters with 400', async () => {
    const res = await apply(jobNo, { answer_1: 'Y', answer_2: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('at most 500 characters');
    expect((await apply(jobNo, { answer_1: 'Y', answer_2: 'x'.repeat(500) })).status).toBe(200);
  });

  it('ends an application answered with a knockout answer: not selected (60)', async () => {
    const res = await apply(jobNo, { answer_1: 'N' });
    expect(res.status, res.text).toBe(200);
    expect(await application(res.body.data)).toMatchObject({ statusCd: '60' });
  });

  it('shows the answers in the CSV export, one "question: answer" line each', async () => {
    const res = await server.admin.get('/api/application/export', { jobNo: String(jobNo), localeCd: 'EN' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('"Screening answers"');
    expect(res.text).toContain('"Are you 18 or older?: Y\nWhich days can you work?: Weekends"');
  });
});

describe('where applicants come from', () => {
  it('filters the staff list by source and lists the sources with their counts', async () => {
    const jobNo = await createJob({ questions: [] });
    for (const source of ['tiktok', 'tiktok', 'job-fair'])
      expect((await apply(jobNo, { source })).status).toBe(200);
    const list = await server.admin.get('/api/application', { source: 'TikTok', jobNo: String(jobNo) });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.total).toBe(2);
    for (const row of list.body.data.list) expect(row).toMatchObject({ source: 'tiktok', answers: [] });
    const sources = await server.admin.get('/api/application/sources');
    expect(sources.status).toBe(200);
    expect(sources.body.data).toEqual(
      expect.arrayContaining([
        { source: 'tiktok', count: 2 },
        { source: 'job-fair', count: 1 },
      ]),
    );
    expect((await server.api.get('/api/application/sources')).status).toBe(401);
  });
});

describe.skipIf(!isSiteBuilt)('the apply page without scripts (needs npm run build)', () => {
  const post = (path: string, fields: Fields) =>
    browserPost(`${server.url}${path}`, fields, { 'x-forwarded-for': nextAddress() });

  it('asks the questions and carries ?utm_source= into the application', async () => {
    const viJob = await createJob({ localeCd: 'VI', title: 'Hướng dẫn viên' });
    const viPage = await server.api.raw(`/vi/career/jobs-detail/${viJob}?utm_source=Zalo`, {
      method: 'GET',
    });
    expect(viPage.text).toContain('name="source" value="zalo"');
    expect(viPage.text).toContain(`/vi/career/apply/${viJob}?source=zalo`);
    expect(viPage.text).toContain('Một vài câu hỏi về vị trí này');
    const jobNo = await createJob();
    const jobPage = await server.api.raw(`/career/jobs-detail/${jobNo}?source=job-fair`, { method: 'GET' });
    expect(jobPage.text).toContain('name="source" value="job-fair"');
    expect(jobPage.text).toContain(`/career/apply/${jobNo}?source=job-fair`);
    expect(jobPage.text).not.toContain('knockoutAnswer');
    const page = await server.api.raw(`/career/apply/${jobNo}?utm_source=Zalo`, { method: 'GET' });
    expect(page.text).toContain('Are you 18 or older?');
    expect(page.text).toMatch(/type="radio"[^>]*name="answer_1"[^>]*value="Y"/);
    expect(page.text).toMatch(/<textarea[^>]*name="answer_2"/);
    expect(page.text).toContain('name="source" value="zalo"');

    const refused = await post(`/career/apply/${jobNo}`, { ...typed, cv: pdfFile(), source: 'zalo' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Are you 18 or older?');
    expect(refused.text).toMatch(
      /aria-invalid="true"[^>]*name="answer_1"|name="answer_1"[^>]*aria-invalid="true"/,
    );

    const sent = await post(`/career/apply/${jobNo}`, {
      ...typed,
      cv: pdfFile(),
      source: 'zalo',
      answer_1: 'Y',
      answer_2: 'Weekends',
    });
    expect(sent.status).toBe(303);
    const list = await server.admin.get('/api/application', { jobNo: String(jobNo) });
    expect(list.body.data.list[0]).toMatchObject({ source: 'zalo' });
    expect(list.body.data.list[0].answers).toHaveLength(2);
  });
});
