import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../services.ts';
import { taskHealth } from '../../task-health.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { PURGE_TASK, type PurgeLog, purgeScheduler, schedulePurge } from './purge-schedule.ts';
import { LEASE_MS, type TaskLeaseService, taskLeaseService } from './task-lease.service.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

interface LogLine {
  instance: string;
  level: 'info' | 'error';
  fields: object;
  message: string;
}

/** What an instance's scheduler logs, kept in one list (in order) for the test to read. */
function capture(lines: LogLine[], instance: string): PurgeLog {
  return {
    info: (fields, message) => lines.push({ instance, level: 'info', fields, message }),
    error: (fields, message) => lines.push({ instance, level: 'error', fields, message }),
  };
}

/**
 * Several instances on one database (one PostgreSQL, or one SQLite file) each check every few
 * minutes; the task_lease row lets exactly one of them run the purge per clock hour.
 */
describe('the hourly purge on two instances sharing one database', () => {
  let a: TestServer;
  let b: TestServer;
  const log: LogLine[] = [];
  const schedulerOf = (server: TestServer, instance: string) =>
    purgeScheduler({
      retention: createServices(server.deps).retention,
      lease: taskLeaseService(server.deps.db),
      log: capture(log, instance),
    });
  let onA: ReturnType<typeof purgeScheduler>;
  let onB: ReturnType<typeof purgeScheduler>;
  // Each test takes clock hours of its own, later than the last test's (a run records when it ran)
  // and in the past, so that no purge deletes the live sessions and rows the tests use.
  let nextHour = Math.floor((Date.now() - 48 * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const freshHours = (count: number) => {
    const start = new Date(nextHour);
    nextHour += count * HOUR_MS;
    return start;
  };

  beforeAll(async () => {
    a = await startTestServer();
    b = await startTestServer({ sharing: a });
    onA = schedulerOf(a, 'a');
    onB = schedulerOf(b, 'b');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const purgeLines = () => log.filter((line) => line.message === 'retention purge');

  it('racing for the same hour, exactly one instance runs it, hour after hour', async () => {
    const start = freshHours(6);
    for (let hour = 0; hour < 6; hour++) {
      const at = new Date(start.getTime() + hour * HOUR_MS + 7 * MINUTE_MS);
      const reports = await Promise.all([onA.tick(at), onB.tick(at), onA.tick(at), onB.tick(at)]);
      expect(
        reports.filter((report) => report !== null),
        `hour ${hour}`,
      ).toHaveLength(1);
    }
    expect(purgeLines()).toHaveLength(6);
    // …and none of them failed (a failed step adds an error line).
    expect(log.every((line) => line.level === 'info')).toBe(true);
  });

  it('later checks in the same hour skip it, on either instance; the next hour runs again', async () => {
    const hour = freshHours(2);
    const at = (minutes: number) => new Date(hour.getTime() + minutes * MINUTE_MS);
    expect(await onA.tick(at(1))).not.toBeNull();
    for (const minutes of [2, 30, 59]) {
      expect(await onA.tick(at(minutes))).toBeNull();
      expect(await onB.tick(at(minutes))).toBeNull();
    }
    expect(await onB.tick(at(61))).not.toBeNull();
  });

  it('an instance that dies holding the lease delays the hour only until the lease runs out', async () => {
    const hour = freshHours(1);
    const at = (ms: number) => new Date(hour.getTime() + ms);
    const dying = taskLeaseService(a.deps.db);
    // Takes the lease and never finishes, as a process killed mid-purge.
    void dying.runOncePerSlot(
      { task: PURGE_TASK, holder: 'killed-instance', now: at(MINUTE_MS), slotMs: HOUR_MS },
      () => new Promise(() => {}),
    );
    await expect.poll(async () => (await lease()).holder).toBe('killed-instance');
    expect(await onB.tick(at(MINUTE_MS + LEASE_MS - 1000))).toBeNull();
    expect(await onB.tick(at(MINUTE_MS + LEASE_MS))).not.toBeNull();
    expect(await onA.tick(at(MINUTE_MS + LEASE_MS + 1000))).toBeNull();
  });

  const lease = async () =>
    a.deps.db.selectFrom('task_lease').selectAll().where('name', '=', PURGE_TASK).executeTakeFirstOrThrow();

  it('logs one line per run with counts only: nothing of what was erased', async () => {
    const hour = freshHours(1);
    const sent = await a.api.form('/api/qna', {
      localeCd: 'EN',
      typeCd: '10',
      policyChecked: 'Y',
      title: 'Booth rental',
      contents: 'Private message',
      name: 'Phạm Văn Bí Mật',
      email: 'bi.mat',
      emailDomain: '00',
      emailDomainName: 'bimat.vn',
      phone: '0987654321',
    });
    expect(sent.status).toBe(200);
    await a.deps.db
      .updateTable('qna')
      .set({ createDt: new Date(hour.getTime() - 200 * 86_400_000).toISOString() })
      .where('qnaNo', '=', sent.body.data)
      .execute();
    const before = log.length;
    await Promise.all([onA.tick(hour), onB.tick(hour)]);
    expect(log.length - before).toBe(1);
    const line = purgeLines().at(-1)!;
    expect(line.fields).toEqual({
      purged: {
        inquiries: 1,
        attachments: 0,
        applications: 0,
        cvs: 0,
        mailOutbox: 0,
        privacyRequests: 0,
        personalDataRequests: 0,
        withdrawalLinks: 0,
        heldCvs: 0,
        trashedItems: 0,
        accessHistory: 0,
        unconfirmedJobAlerts: 0,
        sessions: 0,
        rateEvents: 0,
      },
    });
    expect(Object.values((line.fields as { purged: object }).purged).every(Number.isInteger)).toBe(true);
    const text = JSON.stringify(log);
    for (const secret of ['Bí Mật', 'bi.mat', 'bimat.vn', '0987654321', 'Private message'])
      expect(text).not.toContain(secret);
    expect((await a.admin.get(`/api/qna/${sent.body.data}`)).status).toBe(404);
  });
});

describe('the schedule the server runs by itself', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('runs the purge soon after start, checks again and again, and stops when the app closes', async () => {
    const idle = await server.loginAs(['rBoardNews']);
    await server.deps.db
      .updateTable('session')
      .set({ lastSeenAt: new Date(Date.now() - 31 * MINUTE_MS).toISOString() })
      .where('userNo', '=', idle.userNo)
      .execute();
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    const { retention, taskLease } = createServices(server.deps);
    // The health clock stands an hour ahead of the app's start: each completed check brings the age to 0.
    let clockMs = Date.now();
    const tasks = taskHealth({ now: () => new Date(clockMs) });
    schedulePurge(app, { retention, lease: taskLease, tasks }, { firstCheckMs: 20, checkEveryMs: 20 });
    clockMs += HOUR_MS;
    const purgeAge = () => tasks.report().find((task) => task.task === PURGE_TASK)?.lastSuccessAgeSeconds;
    expect(purgeAge()).toBe(3600);
    await app.ready();

    await expect.poll(() => lines.filter((line) => line.msg === 'retention purge').length).toBe(1);
    await expect.poll(purgeAge).toBe(0);
    // The checks after it find the hour done: the loop is alive all the same.
    clockMs += HOUR_MS;
    await expect.poll(purgeAge).toBe(0);
    expect(lines.find((line) => line.msg === 'retention purge')?.purged).toMatchObject({ sessions: 1 });
    const sessionsLeft = await server.deps.db
      .selectFrom('session')
      .select('tokenHash')
      .where('userNo', '=', idle.userNo)
      .execute();
    expect(sessionsLeft).toEqual([]);

    // Freed, the lease lets the very next check run the purge again: the checks go on.
    const freeLease = () => server.deps.db.deleteFrom('task_lease').execute();
    await freeLease();
    await expect.poll(() => lines.filter((line) => line.msg === 'retention purge').length).toBe(2);

    await app.close();
    await freeLease();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.filter((line) => line.msg === 'retention purge')).toHaveLength(2);
  });

  it('does not count a check that fails (the database away) as alive', async () => {
    const app = Fastify({ logger: false });
    let clockMs = Date.now();
    const tasks = taskHealth({ now: () => new Date(clockMs) });
    let checks = 0;
    const unreachable = {
      runOncePerSlot: async () => {
        checks++;
        throw new Error('connect ECONNREFUSED');
      },
    } as unknown as TaskLeaseService;
    const { retention } = createServices(server.deps);
    schedulePurge(app, { retention, lease: unreachable, tasks }, { firstCheckMs: 5, checkEveryMs: 5 });
    await app.ready();
    await expect.poll(() => checks).toBeGreaterThan(3);
    // Checks every 5 ms: stalled after the 20 s floor.
    clockMs += MINUTE_MS;
    expect(tasks.report()).toEqual([
      { task: PURGE_TASK, lastSuccessAgeSeconds: 60, stalledAfterSeconds: 20, isStalled: true },
    ]);
    await app.close();
  });
});
