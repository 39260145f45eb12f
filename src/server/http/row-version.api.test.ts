import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

/**
 * Editors never overwrite each other unseen (decision 057): staff details say the version they show
 * (ETag and `version`), a save naming an older one is 409 `conflict` with the item as it is now and
 * writes nothing, a save naming none works as it always did, and of two saves from the same version
 * exactly one wins.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const createNews = async (title: string) => {
  const res = await server.admin.post('/api/news', {
    localeCd: 'EN',
    typeCd: '10',
    title,
    contents: '<p>x</p>',
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as number;
};
const detail = (id: number) => server.admin.get(`/api/news/${id}`);
const revisionCount = async (id: number) =>
  (await server.admin.get(`/api/news/${id}/revisions`)).body.data.total;

describe('versions on staff details', () => {
  it('a news item: ETag "1" and version 1 when created, one more at each save; visitors see neither', async () => {
    const id = await createNews('Versioned');
    const first = await detail(id);
    expect(first.headers.get('etag')).toBe('"1"');
    expect(first.body.data.version).toBe(1);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Versioned again' })).status).toBe(200);
    const second = await detail(id);
    expect(second.headers.get('etag')).toBe('"2"');
    expect(second.body.data.version).toBe(2);
    const list = (await server.admin.get('/api/news', { pageCnt: 50 })).body.data.list;
    expect(list.find((row: { newsNo: number }) => row.newsNo === id).version).toBe(2);
    const visitor = await server.api.get(`/api/news/${id}`);
    expect(visitor.body.data).not.toHaveProperty('version');
    expect(visitor.headers.get('etag')).not.toBe('"2"');
  });

  it('accounts, allowed addresses, media, inquiries and applications say theirs', async () => {
    const me = (await server.admin.get('/api/user/me')).body.data;
    const account = await server.admin.get(`/api/auth/${me.userNo}`);
    expect(account.headers.get('etag')).toBe(`"${account.body.data.version}"`);
    const ip = (await server.admin.get('/api/ip')).body.data.list[0];
    const ipDetail = await server.admin.get(`/api/ip/${ip.id}`);
    expect(ipDetail.headers.get('etag')).toBe('"1"');
    expect(ipDetail.body.data.version).toBe(1);
    const qnaNo = await sendInquiry();
    const inquiry = await server.admin.get(`/api/qna/${qnaNo}`);
    expect([inquiry.headers.get('etag'), inquiry.body.data.version]).toEqual(['"1"', 1]);
    const applicationNo = await apply();
    const application = await server.admin.get(`/api/application/${applicationNo}`);
    expect([application.headers.get('etag'), application.body.data.version]).toEqual(['"1"', 1]);
  });
});

describe('a save from an older version', () => {
  it('is 409 conflict with the item now, who saved it and when; nothing is written', async () => {
    const id = await createNews('Two editors');
    const other = await server.api.login('admin', ADMIN_PASSWORD);
    // Both opened version 1; the first saves.
    expect((await other.post(`/api/news/${id}`, { title: 'First save', version: 1 })).status).toBe(200);
    const before = (await detail(id)).body.data;
    const revisions = await revisionCount(id);
    const stale = await server.admin.post(`/api/news/${id}`, { title: 'Second save' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      success: false,
      code: 'conflict',
      message: 'Someone else saved this item after you opened it.',
      data: { current: { newsNo: id, title: 'First save', version: 2 }, savedBy: 'admin' },
    });
    expect(Date.parse(stale.body.data.savedAt)).not.toBeNaN();
    expect(stale.body.data.current).toEqual(before);
    expect((await detail(id)).body.data).toEqual(before);
    expect(await revisionCount(id)).toBe(revisions);
    // Kept on top: a fresh save from the version the conflict answered.
    const mine = await server.admin.post(
      `/api/news/${id}`,
      { title: 'Second save' },
      { 'if-match': 'W/"2"' },
    );
    expect(mine.status, mine.text).toBe(200);
    expect((await detail(id)).body.data).toMatchObject({ title: 'Second save', version: 3 });
    expect(await revisionCount(id)).toBe(revisions + 1);
  });

  it('takes the version from a form field as well', async () => {
    const id = await createNews('Form');
    await server.admin.post(`/api/news/${id}`, { title: 'Moved on' });
    const stale = await server.admin.form(`/api/news/${id}`, { title: 'From the form', version: '1' });
    expect(stale.status).toBe(409);
    expect(
      (await server.admin.form(`/api/news/${id}`, { title: 'From the form', version: '2' })).status,
    ).toBe(200);
  });

  it('refuses a version that is no number as a bad request, and leaves If-Match * alone', async () => {
    const id = await createNews('Odd');
    expect((await server.admin.post(`/api/news/${id}`, { title: 'x' }, { 'if-match': 'abc' })).status).toBe(
      400,
    );
    expect((await server.admin.post(`/api/news/${id}`, { title: 'x', version: 'two' })).status).toBe(400);
    expect((await server.admin.post(`/api/news/${id}`, { title: 'x' }, { 'if-match': '*' })).status).toBe(
      200,
    );
  });

  it('a draft save, its publication and a revision restore check the item’s version too', async () => {
    const id = await createNews('Drafted');
    const [oldest] = (await server.admin.get(`/api/news/${id}/revisions`)).body.data.list;
    await server.admin.post(`/api/news/${id}`, { title: 'Saved since' });
    const draft = await server.admin.post(`/api/news/${id}/draft`, { title: 'Draft', version: 1 });
    expect(draft.status).toBe(409);
    expect(draft.body.data.current.title).toBe('Saved since');
    expect((await server.admin.post(`/api/news/${id}/draft`, { title: 'Draft', version: 2 })).status).toBe(
      200,
    );
    const publish = await server.admin.post(`/api/news/${id}/draft/publish`, undefined, {
      'if-match': '"1"',
    });
    expect(publish.status).toBe(409);
    expect((await server.admin.get(`/api/news/${id}/draft`)).status).toBe(200);
    const restore = await server.admin.post(
      `/api/news/${id}/revisions/${oldest.revisionNo}/restore`,
      undefined,
      { 'if-match': '"1"' },
    );
    expect(restore.status).toBe(409);
    expect((await detail(id)).body.data.title).toBe('Saved since');
  });
});

describe('the Trash', () => {
  it('moving an item there and back is a change: a save from before either is a conflict', async () => {
    const id = await createNews('Binned and back');
    expect((await server.admin.delete('/api/news', { newsNo: [id] })).status).toBe(200);
    expect((await server.admin.post('/api/news/restore', { newsNo: [id] })).status).toBe(200);
    const now = (await detail(id)).body.data;
    expect(now.version).toBe(3);
    const stale = await server.admin.post(`/api/news/${id}`, { title: 'From the open form', version: 1 });
    expect(stale.status).toBe(409);
    expect((await detail(id)).body.data.title).toBe('Binned and back');
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Saved again', version: 3 })).status).toBe(
      200,
    );
  });
});

describe('a save without a version', () => {
  it('works as it always did, and still makes a new version', async () => {
    const id = await createNews('No version');
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Plain 1' })).status).toBe(200);
    expect((await server.admin.post(`/api/news/${id}`, { title: 'Plain 2' })).status).toBe(200);
    expect((await detail(id)).body.data).toMatchObject({ title: 'Plain 2', version: 3 });
  });
});

describe('two saves from the same version at once', () => {
  it('exactly one wins; the other is 409 and wrote nothing', async () => {
    const id = await createNews('Race');
    const other = await server.api.login('admin', ADMIN_PASSWORD);
    const answers = await Promise.all([
      server.admin.post(`/api/news/${id}`, { title: 'Mine', version: 1 }),
      other.post(`/api/news/${id}`, { title: 'Theirs', version: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200) === answers[0] ? 'Mine' : 'Theirs';
    expect((await detail(id)).body.data).toMatchObject({ title: winner, version: 2 });
    expect(await revisionCount(id)).toBe(2);
  });

  it('an application moved twice from the same version: one move, one event', async () => {
    const applicationNo = await apply();
    const answers = await Promise.all([
      server.admin.post(`/api/application/${applicationNo}`, { statusCd: '20', version: 1 }),
      server.admin.post(`/api/application/${applicationNo}`, { statusCd: '30', version: 1 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const now = (await server.admin.get(`/api/application/${applicationNo}`)).body.data;
    expect(now.version).toBe(2);
    expect(
      now.events.filter((event: { fromStatusCd: string | null }) => event.fromStatusCd !== null),
    ).toHaveLength(1);
  });
});

describe('status changes and the other saves', () => {
  it('an application’s status: a stale move is 409 naming who moved it, and records no event', async () => {
    const applicationNo = await apply();
    expect((await server.admin.post(`/api/application/${applicationNo}`, { statusCd: '20' })).status).toBe(
      200,
    );
    const before = (await server.admin.get(`/api/application/${applicationNo}`)).body.data;
    const stale = await server.admin.post(`/api/application/${applicationNo}`, {
      statusCd: '30',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ current: { statusCd: '20', version: 2 }, savedBy: 'admin' });
    expect((await server.admin.get(`/api/application/${applicationNo}`)).body.data).toEqual(before);
    expect(
      (await server.admin.post(`/api/application/${applicationNo}`, { statusCd: '30', version: 2 })).status,
    ).toBe(200);
  });

  it('an inquiry’s status, an account, an address and a template', async () => {
    const qnaNo = await sendInquiry();
    await server.admin.post(`/api/qna/${qnaNo}`, { statusCd: '20' });
    expect((await server.admin.post(`/api/qna/${qnaNo}`, { statusCd: '10', version: 1 })).status).toBe(409);
    const me = (await server.admin.get('/api/user/me')).body.data;
    const account = (await server.admin.get(`/api/auth/${me.userNo}`)).body.data;
    const { version, ...fields } = account;
    expect(
      (await server.admin.post(`/api/auth/${me.userNo}`, { ...fields, contact: '0911111111', version }))
        .status,
    ).toBe(200);
    const staleAccount = await server.admin.post(`/api/auth/${me.userNo}`, {
      ...fields,
      contact: '0922222222',
      version,
    });
    expect(staleAccount.status).toBe(409);
    expect(staleAccount.body.data.current).toMatchObject({ contact: '0911111111', version: version + 1 });
    const ip = (await server.admin.post('/api/ip', { ipaddress: '10.9.8.7', memo: 'a' })).body.data.insertId;
    await server.admin.post(`/api/ip/${ip}`, { ipaddress: '10.9.8.7', memo: 'b' });
    const staleIp = await server.admin.post(`/api/ip/${ip}`, {
      ipaddress: '10.9.8.7',
      memo: 'c',
      version: 1,
    });
    expect(staleIp.status).toBe(409);
    expect(staleIp.body.data.current).toMatchObject({ memo: 'b', version: 2 });
    const template = {
      statusCd: '30',
      localeCd: 'EN',
      subject: 'Interview',
      body: 'Hello {name}',
      send: 'N',
      delayMinutes: 0,
    };
    expect((await server.admin.post('/api/application/templates', { ...template, version: 0 })).status).toBe(
      200,
    );
    const staleTemplate = await server.admin.post('/api/application/templates', { ...template, version: 0 });
    expect(staleTemplate.status).toBe(409);
    expect(staleTemplate.body.data.current).toMatchObject({ statusCd: '30', localeCd: 'EN', version: 1 });
    expect((await server.admin.post('/api/application/templates', { ...template, version: 1 })).status).toBe(
      200,
    );
  });

  it('the privacy notice: publishing from a version no longer in force is 409', async () => {
    const notice = (await server.admin.get('/api/privacy/notice')).body.data;
    const words = { contentsEn: '<p>Notice</p>', contentsVi: '<p>Thông báo</p>' };
    expect(
      (await server.admin.post('/api/privacy/notice', { ...words, version: notice.versionNo })).status,
    ).toBe(200);
    const stale = await server.admin.post('/api/privacy/notice', { ...words, version: notice.versionNo });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({
      current: { versionNo: notice.versionNo + 1 },
      savedBy: 'admin',
    });
    expect((await server.admin.get('/api/privacy/notice')).body.data.versionNo).toBe(notice.versionNo + 1);
  });

  it('the privacy notice published several times at once: one new number each, or 409 from one version', async () => {
    const words = { contentsEn: '<p>Notice</p>', contentsVi: '<p>Thông báo</p>' };
    const before = (await server.admin.get('/api/privacy/notice')).body.data.versionNo as number;
    const blind = await Promise.all([1, 2, 3].map(() => server.admin.post('/api/privacy/notice', words)));
    expect(blind.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(blind.map((a) => a.body.data).sort()).toEqual([before + 1, before + 2, before + 3]);
    const racing = await Promise.all(
      [1, 2, 3].map(() => server.admin.post('/api/privacy/notice', { ...words, version: before + 3 })),
    );
    expect(racing.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });
});

async function sendInquiry(): Promise<number> {
  const res = await server.api.form('/api/qna', {
    policyChecked: 'Y',
    title: 'Inquiry',
    contents: 'Hello',
    name: 'Lan',
    phone: '0912345678',
    email: 'lan',
    emailDomain: '10',
    emailDomainName: 'gmail.com',
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

let jobNo: number | undefined;
async function apply(): Promise<number> {
  jobNo ??= (
    await server.admin.post('/api/job', { localeCd: 'EN', title: 'Job', dateCd: '20', applyOnline: 'Y' })
  ).body.data as number;
  const res = await server.api.form(`/api/job/${jobNo}/apply`, {
    name: 'Lan',
    email: `lan${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '0912345678',
    policyChecked: 'Y',
    cv: pdfFile('cv.pdf'),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}
