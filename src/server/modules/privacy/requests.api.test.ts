import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../services.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * People's requests on the clock (decision 051): logged as they arrive, due to be acknowledged
 * within 2 working days and answered within 15 days, moved on by staff, linked to the exports and
 * erasures that answered them. The server's clock is the test's.
 */
let server: TestServer;
let clock = new Date('2026-11-27T03:00:00Z'); // Friday 27 November 2026, 10:00 in Vietnam.
beforeAll(async () => {
  // A year named replaces its built-in holidays: 2027 here has one, Thursday 4 February.
  server = await startTestServer({ now: () => clock, env: { PRIVACY_HOLIDAYS: '2027-02-04' } });
});
afterAll(() => server?.close());

interface Listed {
  requestNo: number;
  kind: string;
  channel: string | null;
  status: string;
  subject: string;
  email: string | null;
  phone: string | null;
  receivedAt: string;
  acknowledgeBy: string;
  dueAt: string;
  overdue: boolean;
  acknowledgeOverdue: boolean;
  note: string;
  answers: Array<{ action: string; reason: string; counts: Record<string, number>; username: string }>;
}

const log = async (body: Record<string, unknown>) => {
  const res = await server.admin.post('/api/privacy/requests', body);
  expect(res.status, res.text).toBe(200);
  expect(res.body).toEqual({ success: true, data: expect.any(Number) });
  return res.body.data as number;
};
const list = async (query: Record<string, string> = {}) => {
  const res = await server.admin.get('/api/privacy/requests', query);
  expect(res.status, res.text).toBe(200);
  return res.body.data as { list: Listed[]; total: number };
};
const one = async (requestNo: number) =>
  (await list({ pageCnt: '100' })).list.find((r) => r.requestNo === requestNo)!;
const setStatus = (requestNo: number | string, body: Record<string, unknown>) =>
  server.admin.post(`/api/privacy/requests/${requestNo}`, body);

describe('POST /api/privacy/requests', () => {
  it('gives a request received on a Friday its acknowledge day on the Tuesday and its answer day 15 days on', async () => {
    const requestNo = await log({
      kind: 'access',
      channel: 'email',
      email: 'Lan.Nguyen@Example.com',
      receivedAt: '2026-11-27T09:00:00+07:00',
    });
    const { list: open, total } = await list({ status: 'open' });
    expect(total).toBe(open.length);
    expect(open.find((r) => r.requestNo === requestNo)).toMatchObject({
      kind: 'access',
      channel: 'email',
      status: 'open',
      subject: 'l***@example.com',
      email: 'lan.nguyen@example.com',
      phone: null,
      receivedAt: '2026-11-27T02:00:00.000Z',
      acknowledgeBy: '2026-12-01',
      dueAt: '2026-12-12',
      overdue: false,
      acknowledgeOverdue: false,
      answers: [],
    });
  });

  it('counts the day in Vietnam: 23:30 UTC on a Thursday is Friday there', async () => {
    const requestNo = await log({
      kind: 'export',
      channel: 'phone',
      phone: '0912 345 678',
      receivedAt: '2026-11-26T23:30:00Z',
    });
    expect(await one(requestNo)).toMatchObject({
      acknowledgeBy: '2026-12-01',
      dueAt: '2026-12-12',
      phone: '0912345678',
    });
  });

  it('takes the configured holidays: a year named replaces the built-in list', async () => {
    const saved = clock;
    clock = new Date('2027-02-03T03:00:00Z');
    try {
      // Wednesday 3 February 2027: Thursday 4 is the configured holiday, Friday 5 works.
      const requestNo = await log({
        kind: 'erasure',
        channel: 'letter',
        email: 'minh@example.com',
        receivedAt: '2027-02-03T09:00:00+07:00',
      });
      expect((await one(requestNo)).acknowledgeBy).toBe('2027-02-08');
    } finally {
      clock = saved;
    }
  });

  it('answers 400 naming what is wrong', async () => {
    const valid = {
      kind: 'access',
      channel: 'email',
      email: 'a@example.com',
      receivedAt: '2026-11-27T09:00:00+07:00',
    };
    for (const [body, message] of [
      [{ ...valid, kind: 'delete' }, 'kind must be one of access, export, erasure, correction, withdrawal'],
      [{ ...valid, channel: 'fax' }, 'channel must be one of email, phone, letter, in-person, site'],
      [
        { ...valid, receivedAt: '2026-11-27' },
        'receivedAt must be a date and time with its offset, such as 2026-11-27T09:00:00+07:00',
      ],
      [{ ...valid, receivedAt: '2026-11-28T09:00:00+07:00' }, 'receivedAt cannot be in the future'],
      [{ ...valid, phone: '0912345678' }, 'Give an e-mail address or a phone number, not both'],
      [{ ...valid, email: undefined }, 'email or phone is required'],
    ] as const) {
      const res = await server.admin.post('/api/privacy/requests', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: false, message, code: 'validation' });
    }
  });

  it('is for holders of the Personal data edit right; the read right lists', async () => {
    const body = {
      kind: 'access',
      channel: 'site',
      email: 'a@example.com',
      receivedAt: '2026-11-27T09:00:00+07:00',
    };
    expect((await server.api.post('/api/privacy/requests', body)).status).toBe(401);
    expect((await server.api.get('/api/privacy/requests')).status).toBe(401);
    const reader = await server.loginAs(['rUserPrivacy'], 'System Manager');
    expect((await reader.post('/api/privacy/requests', body)).status).toBe(403);
    expect((await reader.get('/api/privacy/requests', { status: 'open' })).status).toBe(200);
    const editor = await server.loginAs(['rUserPrivacy', 'eUserPrivacy'], 'System Manager');
    expect((await editor.post('/api/privacy/requests', body)).status).toBe(200);
  });
});

describe('the clock and the status', () => {
  it('turns an unanswered request overdue on day 16, acknowledged or not', async () => {
    const requestNo = await log({
      kind: 'correction',
      channel: 'in-person',
      phone: '0987654321',
      receivedAt: '2026-11-27T08:00:00+07:00',
    });
    const saved = clock;
    try {
      clock = new Date('2026-12-01T16:59:00Z'); // Tuesday 1 December, 23:59 in Vietnam.
      expect(await one(requestNo)).toMatchObject({ overdue: false, acknowledgeOverdue: false });
      clock = new Date('2026-12-01T17:00:00Z'); // Wednesday 2 December: not acknowledged in time.
      expect(await one(requestNo)).toMatchObject({ overdue: false, acknowledgeOverdue: true });
      expect((await setStatus(requestNo, { status: 'acknowledged', note: 'Called back' })).body).toEqual({
        success: true,
        data: 'OK',
      });
      clock = new Date('2026-12-12T16:59:00Z'); // Day 15, 23:59.
      expect(await one(requestNo)).toMatchObject({
        status: 'acknowledged',
        overdue: false,
        acknowledgeOverdue: false,
      });
      clock = new Date('2026-12-12T17:00:00Z'); // Day 16.
      expect(await one(requestNo)).toMatchObject({ overdue: true, dueAt: '2026-12-12' });
      const waiting = (await list({ status: 'open,acknowledged' })).list;
      expect(waiting.find((r) => r.requestNo === requestNo)?.overdue).toBe(true);
      expect((await list({ status: 'open' })).list.map((r) => r.requestNo)).not.toContain(requestNo);
      expect((await setStatus(requestNo, { status: 'done', note: 'Corrected the number' })).status).toBe(200);
      expect(await one(requestNo)).toMatchObject({
        status: 'done',
        overdue: false,
        note: 'Corrected the number',
        phone: null,
        subject: '***4321',
      });
    } finally {
      clock = saved;
    }
  });

  it('lists the waiting requests first, the soonest due first', async () => {
    const later = await log({
      kind: 'access',
      channel: 'email',
      email: 'b@example.com',
      receivedAt: '2026-11-26T09:00:00+07:00',
    });
    const sooner = await log({
      kind: 'access',
      channel: 'email',
      email: 'c@example.com',
      receivedAt: '2026-11-20T09:00:00+07:00',
    });
    const { list: waiting } = await list({ status: 'open,acknowledged' });
    const dues = waiting.map((r) => r.dueAt);
    expect(dues).toEqual(dues.toSorted());
    expect(waiting.findIndex((r) => r.requestNo === sooner)).toBeLessThan(
      waiting.findIndex((r) => r.requestNo === later),
    );
  });

  it('refuses a status that cannot follow, a refusal without a note, an unknown request', async () => {
    const requestNo = await log({
      kind: 'access',
      channel: 'email',
      email: 'd@example.com',
      receivedAt: '2026-11-27T09:00:00+07:00',
    });
    for (const [body, message] of [
      [{ status: 'open' }, 'status must be one of acknowledged, done, refused'],
      [{ status: 'refused' }, 'note is required to refuse a request: say why'],
      [{ status: 'done', note: 'x'.repeat(1001) }, 'note must be at most 1000 characters'],
    ] as const) {
      const res = await setStatus(requestNo, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await setStatus(requestNo, { status: 'refused', note: 'Not the person' })).status).toBe(200);
    const again = await setStatus(requestNo, { status: 'acknowledged' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('A request that is refused cannot become acknowledged');
    for (const unknown of [999_999, 'abc']) {
      const res = await setStatus(unknown, { status: 'done' });
      expect(res.status, String(unknown)).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    const badFilter = await server.admin.get('/api/privacy/requests', { status: 'closed' });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.message).toBe('status must be one of open, acknowledged, done, refused');
  });

  it('writes each change to the access history', async () => {
    const requestNo = await log({
      kind: 'access',
      channel: 'letter',
      email: 'e@example.com',
      receivedAt: '2026-11-27T09:00:00+07:00',
    });
    await setStatus(requestNo, { status: 'acknowledged' });
    // The history is written as each answer leaves.
    await vi.waitFor(async () => {
      const entries = (
        await server.admin.get('/api/history', {
          searchType: 'url',
          searchText: 'POST /api/privacy/requests',
          pageCnt: 100,
        })
      ).body.data.list as Array<{ url: string }>;
      const urls = entries.map((entry) => entry.url);
      expect(urls).toContain(`POST /api/privacy/requests request=${requestNo}`);
      expect(urls).toContain(`POST /api/privacy/requests/${requestNo} status=acknowledged`);
    });
  });
});

describe('the answers', () => {
  it('link an erasure to the request it answers; the request keeps the person masked only', async () => {
    const requestNo = await log({
      kind: 'erasure',
      channel: 'phone',
      phone: '0911222333',
      receivedAt: '2026-11-27T09:00:00+07:00',
    });
    const erased = await server.admin.post('/api/privacy/erase', {
      phone: '+84 911 222 333',
      reason: 'Asked by phone',
      requestNo,
    });
    expect(erased.status, erased.text).toBe(200);
    const request = await one(requestNo);
    expect(request).toMatchObject({ status: 'open', phone: null, subject: '***2333' });
    expect(request.answers).toEqual([
      expect.objectContaining({
        action: 'erase',
        reason: 'Asked by phone',
        username: 'admin',
        counts: expect.objectContaining({ inquiry: 0 }),
      }),
    ]);
    expect(
      JSON.stringify(await server.deps.db.selectFrom('personal_data_request').selectAll().execute()),
    ).not.toContain('0911222333');
  });

  it('refuse an unknown request before anything is done', async () => {
    const erase = await server.admin.post('/api/privacy/erase', {
      phone: '0911222333',
      reason: 'x',
      requestNo: 999_999,
    });
    expect(erase.status).toBe(404);
    const exported = await server.admin.get('/api/privacy/export', {
      phone: '0911222333',
      requestNo: 999_999,
    });
    expect(exported.status).toBe(404);
  });

  it('stand for a request of their own when staff name none, received that day and done', async () => {
    const res = await server.admin.get('/api/privacy/export', {
      email: 'f@example.com',
      receivedOn: '2026-11-27',
    });
    expect(res.status).toBe(200);
    const { list: done } = await list({ status: 'done' });
    expect(done[0]).toMatchObject({
      kind: 'export',
      channel: null,
      status: 'done',
      subject: 'f***@example.com',
      email: null,
      receivedAt: '2026-11-26T17:00:00.000Z',
      acknowledgeBy: '2026-12-01',
      overdue: false,
      answers: [expect.objectContaining({ action: 'export' })],
    });
  });
});

describe('the retention purge', () => {
  it('erases answered requests with the answers’ log, never one still waiting', async () => {
    const { list: waitingBefore } = await list({ status: 'open,acknowledged', pageCnt: '100' });
    expect(waitingBefore.length).toBeGreaterThan(0);
    const { historyDays } = server.deps.config.retention;
    // Past the test clock's latest change (day 16 of a request) by the history's retention.
    const later = new Date(Date.parse('2027-03-01T00:00:00Z') + historyDays * 86_400_000);
    const { counts } = await createServices(server.deps).retention.purge(later);
    expect(counts.personalDataRequests).toBeGreaterThan(0);
    const left = await server.deps.db
      .selectFrom('personal_data_request')
      .select(['requestNo', 'status'])
      .execute();
    expect(left.map((row) => row.status).sort()).toEqual(waitingBefore.map((row) => row.status).sort());
  });
});
