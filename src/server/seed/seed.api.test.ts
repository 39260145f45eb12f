import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { APPLICATION_STATUSES, LOCALES } from '../../common/codes.ts';
import { BOARD_TYPES } from '../../common/content-types.ts';
import { isValidPassword } from '../../common/schemas/admin.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { DEMO_FILES, readDemoContent } from './demo-content.ts';
import { seed } from './index.ts';

let server: TestServer;
let readFile: MockInstance;
let readsAtFirstStart = 0;
beforeAll(async () => {
  readFile = vi.spyOn(fs.promises, 'readFile');
  server = await startTestServer({ withDemoContent: true });
  readsAtFirstStart = demoReads();
});
afterAll(() => server?.close());

/** How often the demo texts were read since the spy was last cleared. */
const demoReads = () =>
  readFile.mock.calls.filter(([file]) =>
    Object.values(DEMO_FILES).some((url) => String(file) === String(url)),
  ).length;

type Listed = Record<string, unknown> & { translations: Record<string, number> };
const staffList = async (path: string, localeCd: string) =>
  (await server.admin.get(path, { localeCd, pageCnt: 100 })).body.data.list as Listed[];

const count = async (path: string, localeCd: string) =>
  (await server.admin.get(path, { localeCd, pageCnt: 100 })).body.data.total as number;

describe('demo content of a first start', () => {
  it.each(['EN', 'VI'])('fills every section in %s', async (localeCd) => {
    expect(await count('/api/banner', localeCd)).toBeGreaterThanOrEqual(5);
    expect(await count('/api/news', localeCd)).toBeGreaterThanOrEqual(12);
    expect(await count('/api/job', localeCd)).toBeGreaterThanOrEqual(12);
    expect(await count('/api/faq', localeCd)).toBeGreaterThanOrEqual(10);
    expect(await count('/api/partner', localeCd)).toBeGreaterThanOrEqual(15);
    expect(await count('/api/video', localeCd)).toBeGreaterThanOrEqual(8);
    expect(await count('/api/qna', localeCd)).toBeGreaterThanOrEqual(3);
  });

  it('shows its pictures as media library items described in both languages, shared by both locales', async () => {
    const library = (await server.admin.get('/api/media', { pageCnt: 100 })).body.data;
    expect(library.total).toBeGreaterThanOrEqual(5 + 15 + 12);
    for (const [path, field] of [
      ['/api/banner', 'bannerNo'],
      ['/api/partner', 'partnerNo'],
    ] as const) {
      const [en, vi] = await Promise.all(
        ['EN', 'VI'].map(async (localeCd) => (await server.api.get(path, { localeCd })).body.data.list),
      );
      for (const row of [...en, ...vi]) {
        expect(row.mediaNo, `${path} ${row[field]}`).toEqual(expect.any(Number));
        expect(row.imageAlt, `${path} ${row[field]}`).not.toBe('');
      }
      // The first banner (or partner) of each language shows one picture, described in its language.
      expect(en[0].mediaNo).toBe(vi[0].mediaNo);
      expect(en[0].imageAlt).not.toBe(vi[0].imageAlt);
    }
    const banner = (await server.api.get('/api/banner', { localeCd: 'EN' })).body.data.list[0];
    // The banner pair shows it (and events, which take the banners' pictures, may too).
    const usedBy = (await server.admin.get(`/api/media/${banner.mediaNo}`)).body.data.usedBy;
    expect(usedBy.filter((use: { type: string }) => use.type === 'banner')).toHaveLength(2);
  });

  it.each(['EN', 'VI'])(
    'has applications in %s in several states, each with a CV staff can open',
    async (localeCd) => {
      const { list } = (await server.admin.get('/api/application', { localeCd, pageCnt: 100 })).body.data;
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(new Set(list.map((a: { statusCd: string }) => a.statusCd)).size).toBeGreaterThanOrEqual(4);
      const jobs = (await server.admin.get('/api/job', { localeCd, pageCnt: 100 })).body.data.list as Array<{
        jobNo: number;
        title: string;
      }>;
      for (const application of list) {
        expect(jobs.find((job) => job.jobNo === application.jobNo)?.title).toBe(application.jobTitle);
        const cv = await server.admin.get('/file/download', { fileUrl: application.fileUrl });
        expect(cv.status).toBe(200);
        expect(cv.text.startsWith('%PDF')).toBe(true);
      }
    },
  );

  it('tells each application’s story: every status, one withdrawn, several sources, its moves and e-mails', async () => {
    const { db, config } = server.deps;
    const applications = await db.selectFrom('application').selectAll().execute();
    expect(new Set(applications.map((a) => a.statusCd))).toEqual(new Set(APPLICATION_STATUSES.codes));
    expect(applications.filter((a) => a.statusCd === '70')).toHaveLength(1);
    expect(new Set(applications.map((a) => a.source)).size).toBeGreaterThanOrEqual(5);
    const events = await db.selectFrom('application_event').selectAll().orderBy('eventNo').execute();
    const messages = await db.selectFrom('application_message').selectAll().orderBy('messageNo').execute();
    for (const application of applications) {
      const story = events.filter((e) => e.applicationNo === application.applicationNo);
      const name = `${application.applicationNo} ${application.statusCd}`;
      // It arrives, then each move starts where the one before ended, later, and the last is where it stands.
      expect(story[0], name).toMatchObject({ fromStatusCd: null, statusCd: '10', byId: null });
      expect(story[0]!.createdAt).toBe(application.createDt);
      for (const [i, event] of story.entries()) {
        if (i === 0) continue;
        expect(event.fromStatusCd, name).toBe(story[i - 1]!.statusCd);
        expect(event.createdAt > story[i - 1]!.createdAt, name).toBe(true);
        expect(event.byId, name).toBe(event.statusCd === '70' ? null : config.adminId);
      }
      expect(story.at(-1)!.statusCd, name).toBe(application.statusCd);
      if (story.length > 1) expect(application.modifyDt, name).toBe(story.at(-1)!.createdAt);
      // Each staff move sent its stage e-mail, in the application's language.
      const sent = messages.filter((m) => m.applicationNo === application.applicationNo);
      const staffMoves = story.filter((e) => e.byId !== null);
      expect(
        sent.map((m) => m.statusCd),
        name,
      ).toEqual(staffMoves.map((e) => e.statusCd));
      for (const message of sent) {
        expect(message).toMatchObject({
          status: 'sent',
          localeCd: application.localeCd,
          byId: config.adminId,
        });
        expect(message.body).toContain(application.name);
        expect(message.sentAt! > message.sendAt).toBe(true);
      }
    }
    const inVietnamese = messages.filter((m) => m.localeCd === 'VI');
    expect(inVietnamese.length).toBeGreaterThan(0);
    for (const message of inVietnamese) expect(message.body).toMatch(/Tuyển dụng/);
  });

  it('gives one job in each language three screening questions, and answers to some applications', async () => {
    const content = await readDemoContent();
    const { db } = server.deps;
    for (const locale of LOCALES) {
      const asked = content[locale].jobs.filter((job) => job.questions);
      expect(asked, locale).toHaveLength(1);
      const questions = asked[0]!.questions!;
      expect(questions.map((q) => q.questionNo)).toEqual([1, 2, 3]);
      expect(questions.some((q) => q.kind === 'yesno' && q.knockoutAnswer !== '')).toBe(true);
      expect(questions.some((q) => q.kind === 'text')).toBe(true);
      const answered = await db
        .selectFrom('application')
        .select(['answers', 'jobTitle'])
        .where('localeCd', '=', locale)
        .where('answers', '<>', '')
        .execute();
      expect(answered.length, locale).toBeGreaterThanOrEqual(2);
      for (const { answers, jobTitle } of answered) {
        expect(jobTitle).toBe(asked[0]!.title);
        for (const answer of JSON.parse(answers) as Array<Record<string, unknown>>) {
          const question = questions.find((q) => q.questionNo === answer.questionNo)!;
          expect(answer).toEqual({
            questionNo: question.questionNo,
            text: question.text,
            kind: question.kind,
            answer: expect.any(String),
          });
        }
      }
    }
  });

  it('stores those questions as JSON text in job.questions', async () => {
    const { db } = server.deps;
    const content = await readDemoContent();
    for (const locale of LOCALES) {
      const asked = content[locale].jobs.filter((job) => job.questions);
      expect(asked, locale).toHaveLength(1);
      const questions = asked[0]!.questions!;
      expect(questions.map((q) => q.questionNo)).toEqual([1, 2, 3]);
      expect(questions.some((q) => q.kind === 'yesno' && q.knockoutAnswer !== '')).toBe(true);
      expect(questions.some((q) => q.kind === 'text')).toBe(true);
      const answered = await db
        .selectFrom('application')
        .select(['answers', 'jobTitle'])
        .where('localeCd', '=', locale)
        .where('answers', '<>', '')
        .execute();
      expect(answered.length, locale).toBeGreaterThanOrEqual(2);
      for (const { answers, jobTitle } of answered) {
        expect(jobTitle).toBe(asked[0]!.title);
        for (const answer of JSON.parse(answers) as Array<Record<string, unknown>>) {
          const question = questions.find((q) => q.questionNo === answer.questionNo)!;
          expect(answer).toEqual({
            questionNo: question.questionNo,
            text: question.text,
            kind: question.kind,
            answer: expect.any(String),
          });
        }
      }
    }
  });

  it('writes the questions into job.questions as JSON text', async () => {
    const { db } = server.deps;
    const content = await readDemoContent();
    for (const locale of LOCALES) {
      const asked = content[locale].jobs.find((job) => job.questions)!;
      const { questions } = (
        await sql<{ questions: string }>`select questions from job where title = ${asked.title}`.execute(db)
      ).rows[0]!;
      expect(JSON.parse(questions)).toEqual(asked.questions);
    }
  });

  it('covers every job date mode, with one posting past its deadline hidden from visitors', async () => {
    const all = (await server.admin.get('/api/job', { localeCd: 'EN', pageCnt: 100 })).body.data.list;
    expect(new Set(all.map((j: { dateCd: string }) => j.dateCd))).toEqual(new Set(['10', '20', '30']));
    const visible = (await server.api.get('/api/job', { localeCd: 'EN', pageCnt: 100 })).body.data.total;
    expect(visible).toBe(all.length - 2);
  });

  it.each([
    ['EN', 'Hanoi', 'Ho Chi Minh City'],
    ['VI', 'Hà Nội', 'Thành phố Hồ Chí Minh'],
  ])(
    'gives the %s jobs their structured fields: types, both cities, pay per month and per hour',
    async (localeCd, hanoi, hcmc) => {
      const jobs = (await server.admin.get('/api/job', { localeCd, pageCnt: 100 })).body.data.list as Array<
        Record<string, unknown>
      >;
      for (const job of jobs) expect(job.department).not.toBe('');
      expect(new Set(jobs.map((job) => job.location))).toEqual(new Set([hanoi, hcmc]));
      expect(new Set(jobs.map((job) => job.employmentType)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(jobs.map((job) => job.salaryUnit))).toEqual(new Set(['MONTH', 'HOUR']));
      expect(jobs.every((job) => job.salaryCurrency === 'VND' && Number(job.salaryMin) > 0)).toBe(true);
      const partTimeInHanoi = await server.api.get('/api/job', {
        localeCd,
        employmentType: 'PART_TIME',
        location: hanoi,
      });
      expect(partTimeInHanoi.body.data.total).toBeGreaterThan(0);
    },
  );

  it('has all five partner types, one featured video, and Vietnamese text with diacritics', async () => {
    const partners = (await server.api.get('/api/partner', { localeCd: 'VI' })).body.data.list;
    expect(new Set(partners.map((p: { typeCd: string }) => p.typeCd)).size).toBe(5);
    const videos = (await server.api.get('/api/video', { localeCd: 'VI', typeCd: '00' })).body.data.list;
    expect(videos).toHaveLength(1);
    const news = (await server.api.get('/api/news', { localeCd: 'VI', pageCnt: 3 })).body.data.list;
    expect(news[0].title).toMatch(/[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i);
    expect(news[0].thumbnailUrl).toMatch(/^\/uploads\/img\/.+\.webp$/);
    const image = await server.api.raw(news[0].thumbnailUrl, { method: 'GET' });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it.each(BOARD_TYPES.map((type) => [type.api, type.idField]))(
    'links every item of %s in English to its Vietnamese translation',
    async (path, idField) => {
      const [en, vi] = await Promise.all([staffList(path, 'EN'), staffList(path, 'VI')]);
      expect(en.length).toBeGreaterThan(0);
      expect(vi).toHaveLength(en.length);
      for (const item of en) {
        const counterpart = vi.find((row) => row[idField] === item.translations.VI);
        expect(counterpart?.translations.EN, `${path} ${item[idField]}`).toBe(item[idField]);
      }
    },
  );

  it('is saved as staff save: folded for searches without diacritics, with a version by the system', async () => {
    const found = (
      await server.api.get('/api/news', { localeCd: 'VI', searchType: 'title', searchText: 'cat canh' })
    ).body.data.list;
    expect(found.map((row: { title: string }) => row.title)).toEqual([expect.stringContaining('cất cánh')]);
    const inHanoi = await server.api.get('/api/job', { localeCd: 'VI', location: 'ha noi' });
    expect(inHanoi.body.data.total).toBeGreaterThan(0);
    for (const { api, idField } of BOARD_TYPES) {
      const [first] = await staffList(api, 'VI');
      const versions = (await server.admin.get(`${api}/${first![idField]}/revisions`)).body.data;
      expect(versions.total, api).toBe(1);
      expect(versions.list[0].username).toBe('system');
    }
  });

  it('reads its texts only to write them: a start without the demo reads none', async () => {
    expect(readsAtFirstStart).toBe(2);
    readFile.mockClear();
    const plain = await startTestServer();
    await plain.close();
    expect(demoReads()).toBe(0);
  });

  it('does not write the demo content twice', async () => {
    const { db } = server.deps;
    const rows = async () =>
      Promise.all(
        (['application', 'application_event', 'application_message'] as const).map(
          async (table) =>
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const before = await rows();
    const { createServer } = await import('../server.ts');
    const again = await createServer(server.deps.config, { withDemoContent: true, log: () => {} });
    await again.app.close();
    expect(await count('/api/banner', 'EN')).toBe(5);
    expect(await rows()).toEqual(before);
  });
});

describe('the first System Manager without ADMIN_PASSWORD', () => {
  // Runs last: it empties the account table to seed it again.
  it('gets a generated 16-character password that follows the policy, printed once, that signs in', async () => {
    const { config, db, dialect, store } = server.deps;
    await db.deleteFrom('session').execute();
    await db.deleteFrom('admin_user').execute();
    const lines: string[] = [];
    await seed({
      config,
      db,
      dialect,
      store,
      adminId: 'bootstrap',
      adminPassword: undefined,
      withDemoContent: false,
      log: (l) => lines.push(l),
    });
    expect(lines).toHaveLength(1);
    const password = /with password: (\S+)/.exec(lines[0]!)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(isValidPassword(password)).toBe(true);
    expect((await server.api.post('/api/user/login', { loginId: 'bootstrap', password })).status).toBe(200);
  });
});
