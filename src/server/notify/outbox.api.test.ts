import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../test/client.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { inquiry, inquiryNoOf, mailEnv, startSmtp, type TestSmtp } from '../test/smtp.ts';
import type { OutboxTiming } from './outbox-timing.ts';

/**
 * What the outbox promises beyond one healthy process: the inquiry and its e-mail are stored
 * together, a process killed mid-send loses nothing, and several instances on one database send
 * each e-mail once. Runs on SQLite and PostgreSQL.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const listedIds = async (server: TestServer) =>
  ((await server.admin.get('/api/qna')).body.data.list as { qnaNo: number }[]).map((r) => r.qnaNo);
const outboxRows = (server: TestServer) => server.deps.db.selectFrom('mail_outbox').selectAll().execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** src/server/test/child-server.ts in its own process, on the database of `env`. */
async function startChildServer(env: Record<string, string>, timing: Partial<OutboxTiming>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/server/test/child-server.ts', JSON.stringify(timing)],
    { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /^listening (http\S+)$/m.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`child server exited (${code}):\n${output}`)));
  });
  return { url, api: apiClient(url), child };
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

describe('an inquiry and its e-mail are stored together', () => {
  it('keeps no inquiry when its e-mail cannot be queued, and both once it can', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer({ env: mailEnv(smtp.port), outboxTiming: { pollMs: 50 } });
    const { schema } = server.deps.db;
    try {
      // The outbox insert fails after the inquiry's own insert has run.
      await schema.alterTable('mail_outbox').renameTo('mail_outbox_away').execute();
      const refused = await server.api.post('/api/qna', { ...inquiry, title: 'Stored without its e-mail' });
      expect(refused.status).toBe(500);
      expect(refused.body.success).toBe(false);
      expect(await listedIds(server)).toEqual([]);

      await schema.alterTable('mail_outbox_away').renameTo('mail_outbox').execute();
      const stored = await server.api.post('/api/qna', inquiry);
      expect(stored.status).toBe(200);
      expect(await listedIds(server)).toEqual([stored.body.data]);
      await vi.waitFor(() => expect(smtp.mails.map(inquiryNoOf)).toEqual([stored.body.data]));
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('a server killed while it sends', () => {
  let owner: TestServer;
  let hanging: TestSmtp;
  let working: TestSmtp;
  let next: TestServer | undefined;
  beforeAll(async () => {
    // Holds the database (and drops it at the end); without SMTP_URL it never sends anything itself.
    owner = await startTestServer();
    hanging = await startSmtp();
    hanging.state.reply = () => 'hang';
    working = await startSmtp();
  });
  afterAll(async () => {
    await next?.close();
    await owner?.close();
    await hanging?.close();
    await working?.close();
  });

  it('leaves the e-mail to the next instance, which delivers it exactly once', {
    timeout: 90_000,
  }, async () => {
    // A 3-second lease stands for the 2 minutes a dead instance holds a message in production.
    const first = await startChildServer({ ...owner.env, ...mailEnv(hanging.port) }, { leaseMs: 3_000 });
    let id: number;
    try {
      const res = await first.api.post('/api/qna', inquiry);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      id = res.body.data;
      // The message has reached the SMTP server, which has not answered: the process dies mid-send.
      await vi.waitFor(() => expect(hanging.state.attempts).toBe(1), { timeout: 10_000 });
    } finally {
      await killed(first.child);
    }
    expect(await listedIds(owner)).toEqual([id]);
    expect(hanging.mails).toHaveLength(0);

    next = await startTestServer({
      sharing: owner,
      env: mailEnv(working.port),
      outboxTiming: { pollMs: 100 },
    });
    await vi.waitFor(() => expect(working.mails.map(inquiryNoOf)).toEqual([id]), { timeout: 15_000 });
    expect(working.mails[0]!.text).toContain(`/admin/qna/qna/detail/${id}`);
    await vi.waitFor(async () => expect(await outboxRows(owner)).toEqual([]));
    await pause(1_000);
    expect(working.mails).toHaveLength(1);
    expect(hanging.mails).toHaveLength(0);
  });
});

describe('a server shut down while it sends', () => {
  it('hands the e-mail to the next instance at once, without waiting for its lease', async () => {
    const owner = await startTestServer();
    const stuck = await startSmtp();
    stuck.state.reply = () => 'hang';
    const working = await startSmtp();
    let next: TestServer | undefined;
    try {
      // Production timing: the lease is two minutes, far longer than this test may take.
      const first = await startTestServer({ sharing: owner, env: mailEnv(stuck.port) });
      const id = (await first.api.post('/api/qna', inquiry)).body.data as number;
      await vi.waitFor(() => expect(stuck.state.attempts).toBe(1), { timeout: 10_000 });
      await first.close();
      next = await startTestServer({ sharing: owner, env: mailEnv(working.port) });
      await vi.waitFor(() => expect(working.mails.map(inquiryNoOf)).toEqual([id]), { timeout: 5_000 });
    } finally {
      await next?.close();
      await owner.close();
      await stuck.close();
      await working.close();
    }
  });
});

describe('two instances on one database', () => {
  let smtp: TestSmtp;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    // Each inquiry from its own address (X-Forwarded-For), so the hourly limit of one address stays out of the way.
    const env = mailEnv(smtp.port, { TRUST_PROXY: '127.0.0.1' });
    a = await startTestServer({ env, outboxTiming: { pollMs: 20 } });
    b = await startTestServer({ sharing: a, outboxTiming: { pollMs: 20 } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.close();
  });

  it('both send, and each inquiry is e-mailed exactly once', async () => {
    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? a : b).api.post(
          '/api/qna',
          { ...inquiry, title: `Inquiry ${i + 1}` },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(posted.map((res) => res.status)).toEqual(Array(30).fill(200));
    const ids = posted.map((res) => res.body.data as number).sort((x, y) => x - y);
    await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(ids.length), { timeout: 20_000 });
    await vi.waitFor(async () => expect(await outboxRows(a)).toEqual([]));
    await pause(500);
    expect(smtp.mails.map(inquiryNoOf).sort((x, y) => x - y)).toEqual(ids);
  });
});
