import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { announceWrites, LISTENER_NAME, listenForWrites, type WritesElsewhere } from './writes-elsewhere.ts';

/** PostgreSQL tells every instance which tables the others wrote (decision 068). */
const isPostgres = process.env.TEST_DB === 'postgres';

let server: TestServer;
beforeAll(async () => {
  if (isPostgres) server = await startTestServer();
});
afterAll(() => server?.close());

/** Runs `text` on a connection of its own, as another instance or the operator would. */
async function elsewhere<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A listener of its own with quick checks and retries, and the tables it heard of, in order. */
function listening(): { heard: string[]; listener: WritesElsewhere } {
  const heard: string[] = [];
  const listener = listenForWrites(server.env.DATABASE_URL!, (table) => heard.push(table), {
    checkEveryMs: 100,
    checkTimeoutMs: 1000,
    retryMs: 50,
    retryMaxMs: 200,
  });
  return { heard, listener };
}

const tablesWithoutAnnouncements = () =>
  elsewhere<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind = 'r' and n.nspname = current_schema() and c.relname not like 'kysely%'
      and (select count(*) from pg_trigger t where t.tgrelid = c.oid and t.tgname like 'kv_announce_write%') <> 2`);

describe.runIf(isPostgres)("other instances' writes on PostgreSQL", () => {
  it('are announced by every table, including one a later migration adds', async () => {
    expect(await tablesWithoutAnnouncements()).toEqual([]);
    await sql`create table added_later (id integer primary key)`.execute(server.deps.db);
    expect(await tablesWithoutAnnouncements()).toEqual([{ name: 'added_later' }]);
    // What migrate() runs after the migrations, at every start; twice changes nothing.
    await announceWrites(server.deps.db);
    await announceWrites(server.deps.db);
    expect(await tablesWithoutAnnouncements()).toEqual([]);
    await sql`drop table added_later`.execute(server.deps.db);
  });

  it('are heard once per table when committed; not when rolled back, nor when nothing changed', async () => {
    await elsewhere('create table heard_one (id integer); create table heard_two (id integer)');
    await announceWrites(server.deps.db);
    const { heard, listener } = listening();
    try {
      await vi.waitFor(() => expect(listener.hearing()).toBeDefined());
      await elsewhere('update heard_one set id = 1 where false');
      await elsewhere('begin; insert into heard_two values (1); rollback');
      await elsewhere(`begin;
        insert into heard_one values (1), (2), (3);
        update heard_one set id = id + 1;
        insert into heard_two values (1);
        commit`);
      // Announcements arrive in commit order: had the first two statements announced anything,
      // it would be here before the last transaction's two.
      await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(2));
      expect(heard.toSorted()).toEqual(['heard_one', 'heard_two']);
      await elsewhere('truncate heard_two');
      await vi.waitFor(() => expect(heard).toHaveLength(3));
      expect(heard[2]).toBe('heard_two');
    } finally {
      await listener.close();
      await elsewhere('drop table heard_one; drop table heard_two');
    }
  });

  it('are not trusted while the listening connection is lost, and heard again under a new value once it is back', async () => {
    const { heard, listener } = listening();
    try {
      await vi.waitFor(() => expect(listener.hearing()).toBeDefined());
      const before = listener.hearing()!;
      const killed = await elsewhere(`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = '${LISTENER_NAME}' and datname = current_database()`);
      // The server's own listener and this test's.
      expect(killed.length).toBeGreaterThanOrEqual(2);
      await vi.waitFor(() => expect(listener.hearing()).toBeUndefined());
      await vi.waitFor(() => expect(listener.hearing()).toBeGreaterThan(before), { timeout: 3000 });
      await elsewhere(`insert into site_setting (name, value) values ('heard again', 'yes')`);
      await vi.waitFor(() => expect(heard).toContain('site_setting'));
    } finally {
      await listener.close();
    }
  });
});
