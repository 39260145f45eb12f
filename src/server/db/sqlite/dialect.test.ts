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

it('lets a timer run while a loop of statements goes on, in and outside a transaction', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-sqlite-turn-'));
  const db = new Kysely<unknown>({ dialect: createSqliteDialect(path.join(dir, 'site.db')).dialect });
  try {
    /** Statements one after another until a timer set before them has run (or 3 s have passed). */
    const statementsBeforeTimer = async (run: (db: Kysely<unknown>) => Promise<unknown>) => {
      let hasTimerRun = false;
      setTimeout(() => {
        hasTimerRun = true;
      }, 0);
      const started = performance.now();
      let statements = 0;
      while (!hasTimerRun && performance.now() - started < 3000) {
        await run(db);
        statements += 1;
      }
      return { hasTimerRun, ms: performance.now() - started, statements };
    };
    const outside = await statementsBeforeTimer((db) => sql`select 1`.execute(db));
    expect(outside.hasTimerRun).toBe(true);
    expect(outside.ms).toBeLessThan(1000);

    const inside = await db
      .transaction()
      .execute((trx) => statementsBeforeTimer(() => sql`select 1`.execute(trx)));
    expect(inside.hasTimerRun).toBe(true);
    expect(inside.ms).toBeLessThan(1000);
  } finally {
    await db.destroy();
  }
});
