import { Writable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { poolCountsOf } from '../index.ts';
import { isDatabaseUnavailable } from '../unavailable.ts';

const isPostgres = process.env.TEST_DB === 'postgres';

let server: TestServer;
/** The server's warnings and errors (JSON log lines). */
const logged: { level: number; msg: string; err?: { code?: string } }[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });
  if (isPostgres) server = await startTestServer({ env: { LOG_LEVEL: 'warn' }, logStream });
});
afterAll(() => server?.close());
afterEach(() => vi.useRealTimers());

const openConnections = () => poolCountsOf(server.deps.db)!.total;

/** Three statements at once, so that the pool holds at least three connections afterwards. */
const useThreeConnections = () =>
  Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(server.deps.db)));

/** Ends every connection the server holds to its database, as a restart does; how many it ended. */
async function endServerConnections(): Promise<number> {
  const killer = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await killer.connect();
  try {
    const { rows } = await killer.query(
      `select pg_terminate_backend(pid) as killed from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.length;
  } finally {
    await killer.end();
  }
}

describe.runIf(isPostgres)("the PostgreSQL pool's connections", () => {
  it('stay open through a quiet spell, so the next burst finds them ready', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await useThreeConnections();
    const opened = openConnections();
    expect(opened).toBeGreaterThanOrEqual(3);
    vi.advanceTimersByTime(10 * 60_000);
    expect(openConnections()).toBe(opened);
  });

  it('dropped by the database while idle are logged once and replaced, and the server keeps answering', async () => {
    await useThreeConnections();
    expect(await endServerConnections()).toBeGreaterThanOrEqual(3);
    await vi.waitFor(() => expect(openConnections()).toBe(0));
    // One warning for the lot, as for a restart: pino's warn level; 57P01, terminated by an administrator.
    const warnings = logged.filter((line) => line.msg.startsWith('The database closed an idle connection'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, err: { code: '57P01' } });
    const res = await server.api.get('/api/news', { localeCd: 'EN' });
    expect(res.status).toBe(200);
    expect(openConnections()).toBeGreaterThan(0);
  });

  it('ended while checked out (a restart mid-transaction) fail that work as unavailable, not the process', async () => {
    const work = server.deps.db.transaction().execute(async (tx) => {
      await sql`select 1`.execute(tx);
      await endServerConnections();
      // The server's notice arrives while no statement runs: pg emits it as the connection's 'error'.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sql`select 1`.execute(tx);
    });
    const failure = await work.then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The broken connection was discarded: the next request gets a working one.
    const res = await server.api.get('/api/news', {
      localeCd: 'EN',
      searchType: 'title',
      searchText: 'after',
    });
    expect(res.status).toBe(200);
  });
});
