import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { tableRepository } from '../table-repository.ts';
import { isPrepared } from './dialect.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../../modules/content/resource.ts';

const newsResource = resourceOf(CONTENT_TYPES.news);

const isPostgres = process.env.TEST_DB === 'postgres';

let server: TestServer;
beforeAll(async () => {
  if (isPostgres) server = await startTestServer();
});
afterAll(() => server?.close());

describe('which statements run prepared', () => {
  it.each([
    ['select * from "news" where "newsNo" = $1', true],
    ['with recursive anchors(id) as (select 1) select id from anchors', true],
    ['insert into "faq" ("title") values ($1) returning "faqNo"', true],
    ['select "jobNo" from "job" where "titleSearch" like $1 escape \'\\\'', false],
    [
      'select "jobNo" from "job" where "titleSearch" like $1 and ("titleSearch" || \'\') like $2 escape \'\\\'',
      true,
    ],
    [
      'select (select count(*)::int from (select 1 from "job" where "titleSearch" like $1 limit 1000) as "c0") as "n0"',
      false,
    ],
    ['create table "x" ("id" integer)', false],
    ['begin', false],
  ])('%s → %s', (text, expected) => {
    expect(isPrepared(text)).toBe(expected);
  });
});

describe.runIf(isPostgres)('prepared statements on PostgreSQL', () => {
  it("are kept by the connection that ran them, a search's excepted", async () => {
    const names = await server.deps.db.connection().execute(async (connection) => {
      await connection.selectFrom('news').select('newsNo').where('localeCd', '=', 'EN').execute();
      await connection
        .selectFrom('news')
        .select('newsNo')
        .where('titleSearch', 'like', '%kidventure%')
        .execute();
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((r) => r.statement);
    });
    expect(names.some((s) => s.includes('"localeCd" = $1'))).toBe(true);
    expect(names.some((s) => s.includes(' like '))).toBe(false);
  });

  it("settle on one plan for a list's page instead of planning every run (decision 015)", async () => {
    const filter = { localeCd: 'EN', useYn: 'Y', delYn: 'N' };
    const plans = await server.deps.db.connection().execute(async (connection) => {
      const onConnection = tableRepository(connection, newsResource);
      for (let i = 0; i < 8; i++) await onConnection.list(filter, { offset: 0, limit: 10 });
      const { rows } = await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
        select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(connection);
      return rows.filter((row) => row.statement.includes('limit 10'));
    });
    expect(plans).toHaveLength(1);
    expect(Number(plans[0]!.generic_plans)).toBeGreaterThan(0);
  });

  it('still answer after another instance changed the table under them', async () => {
    const { db } = server.deps;
    const created = await server.admin.post('/api/faq', {
      localeCd: 'EN',
      title: 'Q?',
      contents: '<p>A.</p>',
    });
    expect(created.status).toBe(200);
    const rows = await db.connection().execute(async (connection) => {
      const read = () => sql<Record<string, unknown>>`select * from "faq"`.execute(connection);
      await read();
      await sql`alter table "faq" add column "addedByAnUpgrade" text`.execute(db);
      await read();
      return (await read()).rows;
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: 'Q?', addedByAnUpgrade: null });
  });
});
