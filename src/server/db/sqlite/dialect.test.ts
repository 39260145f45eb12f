import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { createSqliteDialect } from './dialect.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

it('lets a timer run while a loop of statements goes on, but not inside a transaction', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-sqlite-turn-'));
  const db = new Kysely<unknown>({ dialect: createSqliteDialect(path.join(dir, 'site.db')).dialect });
  try {
    /** Statements one after another until a timer set before them has run (or `limitMs` have passed). */
    const statementsBeforeTimer = async (run: () => Promise<unknown>, limitMs: number) => {
      let hasTimerRun = false;
      setTimeout(() => {
        hasTimerRun = true;
      }, 0);
      const started = performance.now();
      while (!hasTimerRun && performance.now() - started < limitMs) await run();
      return { hasTimerRun, ms: performance.now() - started };
    };
    const outside = await statementsBeforeTimer(() => sql`select 1`.execute(db), 3000);
    expect(outside.hasTimerRun).toBe(true);
    expect(outside.ms).toBeLessThan(1000);

    // A transaction runs to its end: waiting, it would hold the write lock from the process's other connections.
    await sql`create table t (n integer)`.execute(db);
    const inside = await db
      .transaction()
      .execute((trx) => statementsBeforeTimer(() => sql`insert into t values (1)`.execute(trx), 100));
    expect(inside.hasTimerRun).toBe(false);
    expect(inside.ms).toBeGreaterThanOrEqual(100);
    const after = await statementsBeforeTimer(() => sql`select 1`.execute(db), 3000);
    expect(after.hasTimerRun).toBe(true);
  } finally {
    await db.destroy();
  }
});

it("tells another connection's commit from the next turn of the event loop on", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-sqlite-version-'));
  const file = path.join(dir, 'site.db');
  const reader = createSqliteDialect(file);
  const writer = new Kysely<unknown>({ dialect: createSqliteDialect(file).dialect });
  const readerDb = new Kysely<unknown>({ dialect: reader.dialect });
  try {
    await sql`create table t (n integer)`.execute(writer);
    await new Promise((resolve) => setImmediate(resolve));
    const before = reader.dataVersion();
    await sql`insert into t values (1)`.execute(writer);
    // The same turn: asked once, and the answer stands until the turn ends.
    expect(reader.dataVersion()).toBe(before);
    await new Promise((resolve) => setImmediate(resolve));
    const after = reader.dataVersion();
    expect(after).not.toBe(before);
    // Its own writes never change it.
    await sql`insert into t values (2)`.execute(readerDb);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reader.dataVersion()).toBe(after);
  } finally {
    await writer.destroy();
    await readerDb.destroy();
  }
});
