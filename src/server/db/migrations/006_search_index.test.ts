import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../../common/text.ts';
import type { MigrationContext } from '../migrate.ts';
import { openDatabase } from '../index.ts';
import { tableRepository } from '../table-repository.ts';
import * as initial from './001_initial.ts';
import * as searchColumns from './003_search_columns.ts';
import * as searchIndex from './006_search_index.ts';

// biome-ignore lint/suspicious/noExplicitAny: a database as migrations see it, before the typed schema
let db: Kysely<any>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-006-'));
const context: MigrationContext = { dialect: 'sqlite', idType: 'integer' };

beforeAll(async () => {
  db = openDatabase({ dataDir: dir }).db;
  await initial.up(db, context);
  await searchColumns.up(db, context);
});
afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** PostgreSQL's CREATE INDEX reads the existing rows by itself; SQLite's FTS table must be filled. */
describe('migration 006 on SQLite: rows stored before it', () => {
  it('are found through the new index, which then follows new rows', async () => {
    const now = new Date().toISOString();
    const news = (title: string) => ({
      localeCd: 'VI',
      typeCd: '10',
      title,
      titleSearch: foldForSearch(title),
      createDt: now,
    });
    await db
      .insertInto('news')
      .values([news('Tuyển dụng mùa hè'), news('Khai trương')])
      .execute();

    await searchIndex.up(db, context);
    await db.insertInto('news').values(news('Tuyển dụng mùa đông')).execute();

    const { list } = await tableRepository(db, { table: 'news', idField: 'newsNo' }).list(
      { search: { column: 'titleSearch', folded: 'tuyen dung' } },
      null,
    );
    expect(list.map((row) => row.title)).toEqual(['Tuyển dụng mùa đông', 'Tuyển dụng mùa hè']);
    await sql`insert into news_search(news_search, rank) values ('integrity-check', 1)`.execute(db);
  });
});
