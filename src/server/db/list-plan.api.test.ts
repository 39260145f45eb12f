import { type CompiledQuery, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../common/content-types.ts';
import { minuteOf } from '../../common/schedule-times.ts';
import { contentRepository } from '../modules/content/repository.ts';
import { resourceOf } from '../modules/content/resource.ts';
import { qnaResource } from '../modules/qna/qna.resource.ts';
import { queryPlanOf, recordQueries } from '../test/query-plan.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import type { Database } from './schema.ts';
import { type ListFilter, type TableSpec, tableRepository } from './table-repository.ts';

const jobResource = resourceOf(CONTENT_TYPES.job);
const newsResource = resourceOf(CONTENT_TYPES.news);
const videoResource = resourceOf(CONTENT_TYPES.video);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const VISITOR = { localeCd: 'EN', useYn: 'Y', delYn: 'N' };
const ADMIN = { localeCd: 'EN', delYn: 'N' };

/** First pages as the services ask for them (content/service.ts), with the columns a filled row needs. */
type FirstPage = { name: string; resource: TableSpec; filter: ListFilter; limit: number; row: object };
const FIRST_PAGES: FirstPage[] = [
  {
    name: 'visitor news published now',
    resource: newsResource,
    filter: { ...VISITOR, visibleAt: { schedule: 'publishWindow', minute: minuteOf(new Date()) } },
    limit: 10,
    row: { typeCd: '10' },
  },
  {
    name: 'visitor news of one category',
    resource: newsResource,
    filter: {
      ...VISITOR,
      typeCd: '10',
      visibleAt: { schedule: 'publishWindow', minute: minuteOf(new Date()) },
    },
    limit: 10,
    row: { typeCd: '10' },
  },
  {
    name: 'visitor jobs open today',
    resource: jobResource,
    filter: { ...VISITOR, visibleAt: { schedule: 'dateWindow', minute: minuteOf(new Date()) } },
    limit: 5,
    row: { dateCd: '20' },
  },
  { name: 'admin news', resource: newsResource, filter: ADMIN, limit: 10, row: { typeCd: '10' } },
  { name: 'admin jobs', resource: jobResource, filter: ADMIN, limit: 10, row: { dateCd: '20' } },
  {
    name: 'admin videos, featured first',
    resource: videoResource,
    filter: ADMIN,
    limit: 10,
    row: { typeCd: '10', dateCd: '20' },
  },
  {
    name: 'admin inquiries waiting',
    resource: qnaResource,
    filter: { ...ADMIN, equals: { statusCd: '10' } },
    limit: 10,
    row: { typeCd: '10', statusCd: '10' },
  },
  // Last of the job pages: each fill leaves its rolled-back rows in the table until a vacuum, and
  // the planner counts them, so the earlier job pages keep the table they were written for.
  {
    name: 'visitor part-time jobs in Hanoi open today (the filters of migration 008)',
    resource: jobResource,
    filter: {
      ...VISITOR,
      visibleAt: { schedule: 'dateWindow', minute: minuteOf(new Date()) },
      equals: { employmentType: 'PART_TIME', locationSearch: 'hanoi' },
    },
    limit: 7,
    row: { dateCd: '20', employmentType: 'PART_TIME', locationSearch: 'hanoi' },
  },
];

/** The SQL of the page query one list call runs (the count, if any, is not looked at here). */
async function pageQuery({ resource, filter, limit }: FirstPage): Promise<CompiledQuery> {
  const queries = await recordQueries(server.deps.db, (db) =>
    tableRepository(db, resource).list(filter, { offset: 0, limit }),
  );
  const page = queries.find((q) => !/count\(/i.test(q.sql));
  expect(page).toBeDefined();
  return page!;
}

/**
 * SQLite plans a statement again at every run when a value bound to it might change its plan: one
 * compared with a column its page index holds after the order column (useYn, the type, the date
 * window). A first page of news took 29 µs so, 11 µs with the codes and the minute written into the
 * statement (decision 070). Only a filter's own values (a location, a job type) may be bound. On
 * PostgreSQL the minute stays bound: a statement's text is prepared once per connection.
 */
describe("a visitor's list page binds no code of its view, nor on SQLite its minute (decision 070)", () => {
  const VISITOR_PAGES = FIRST_PAGES.filter((page) => page.name.startsWith('visitor'));
  const atMinute = (page: FirstPage, minute: string): FirstPage => ({
    ...page,
    filter: { ...page.filter, visibleAt: { ...page.filter.visibleAt!, minute } },
  });

  it.each(VISITOR_PAGES)('$name', async (page) => {
    const query = await pageQuery(page);
    expect(query.sql).toContain(`"useYn" = '${page.filter.useYn}'`);
    if (page.filter.typeCd) expect(query.sql).toContain(`"typeCd" = '${page.filter.typeCd}'`);
    const ownValues = Object.values(page.filter.equals ?? {});
    if (server.deps.dialect === 'sqlite') expect(query.parameters, query.sql).toEqual(ownValues);
    else {
      expect(query.parameters, query.sql).not.toContain('Y');
      const later = await pageQuery(atMinute(page, '2031-01-02T03:04:00.000Z'));
      expect(later.sql).toBe(query.sql);
    }
  });
});

/**
 * PostgreSQL plans by statistics: fill the table with 5,000 rows and analyze it inside a transaction
 * that rolls it all back. NOTE: one row in ten is in the list's locale. With half of them, walking
 * the primary key backwards and skipping the other locale costs about the same, and PostgreSQL may
 * rightly choose that (it does not sort either); the test asks for the index that stays cheap.
 */
async function fillForPlanning(trx: Transaction<Database>, { resource, row }: FirstPage) {
  const values = Object.entries({ title: 'x', useYn: 'Y', delYn: 'N', createDt: '2026-01-01', ...row });
  await sql`insert into ${sql.table(resource.table)}
      (${sql.join(['localeCd', ...values.map(([name]) => name)].map((n) => sql.ref(n)))})
    select case when g % 10 = 0 then 'EN' else 'VI' end, ${sql.join(values.map(([, value]) => sql`${value}`))}
    from generate_series(1, 5000) as g`.execute(trx);
  await sql`analyze ${sql.table(resource.table)}`.execute(trx);
}

/** The query plan as text, over a table filled for the PostgreSQL planner. */
const planOf = (query: CompiledQuery, page: FirstPage, options?: { isGeneric: boolean }) =>
  queryPlanOf(server.deps, query, (trx) => fillForPlanning(trx, page), options);

/**
 * On PostgreSQL the page's ids come from a subquery (table-repository.ts): it must walk the index
 * in order. The statement around it may order the page's own rows (at most a page), never the table's.
 */
describe("a list's first page reads its table's page index in order (migration 007)", () => {
  it.each(FIRST_PAGES)('$name', async (page) => {
    const query = await pageQuery(page);
    const plan = await planOf(query, page);
    const index = `${page.resource.table}_page_idx`;
    if (server.deps.dialect === 'sqlite') {
      expect(plan, query.sql).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`));
      expect(plan, query.sql).not.toMatch(/TEMP B-TREE/);
    } else {
      expect(plan, query.sql).toMatch(new RegExp(`Index (Only )?Scan using "?${index}"?`));
      expect(plan, query.sql).not.toMatch(/->\s+(Incremental )?Sort\b/);
    }
  });
});

/**
 * PostgreSQL runs the page's statement prepared (postgres/dialect.ts) and may keep one plan made
 * without its values: it too must walk an index in order and stop after a page, never scan and sort
 * the table (a `limit $n` made that plan count on a tenth of the table: the row counts are written
 * into the statement, table-repository.ts). The Trash (a few deleted rows) must not walk the
 * primary key through every live row: the deleted flag is written into the statement too.
 */
describe.runIf(process.env.TEST_DB === 'postgres')("a list's first page as a prepared statement", () => {
  const TRASH: FirstPage = {
    name: 'admin news Trash',
    resource: newsResource,
    filter: { ...ADMIN, delYn: 'Y' },
    limit: 10,
    row: { typeCd: '10' },
  };

  it.each(FIRST_PAGES)('$name: its generic plan walks an index in order too', async (page) => {
    const query = await pageQuery(page);
    const plan = await planOf(query, page, { isGeneric: true });
    expect(plan, query.sql).toMatch(/Index (Only )?Scan/);
    expect(plan, query.sql).not.toMatch(/Seq Scan|->\s+(Incremental )?Sort\b/);
  });

  it("the Trash's generic plan reads the page index", async () => {
    const query = await pageQuery(TRASH);
    const plan = await planOf(query, TRASH, { isGeneric: true });
    expect(plan, query.sql).toMatch(/Index (Only )?Scan using "?news_page_idx"?/);
    expect(plan, query.sql).not.toMatch(/Seq Scan|->\s+(Incremental )?Sort\b/);
  });
});

/**
 * The horizon a public answer's cache lifetime waits for (decision 041) asks for the next scheduled
 * change. It must read the partial schedule indexes (migration 031), which hold only the scheduled
 * rows, never walk the page index through every live row (decision 066: 120–150 ms at 100,000 rows
 * per locale on PostgreSQL, every two seconds).
 */
describe("a type's next scheduled change reads its schedule indexes (migration 031)", () => {
  const HORIZONS = [
    { page: FIRST_PAGES[0]!, indexes: ['news_publish_at_idx', 'news_take_down_at_idx'] },
    { page: FIRST_PAGES[2]!, indexes: ['job_dated_end_idx'] },
  ];
  it.each(HORIZONS)('$page.resource.table', async ({ page, indexes }) => {
    const type = page.resource.table === 'news' ? CONTENT_TYPES.news : CONTENT_TYPES.job;
    const queries = await recordQueries(server.deps.db, (db) =>
      contentRepository(db, resourceOf(type)).nextScheduledChange(minuteOf(new Date())),
    );
    expect(queries).toHaveLength(1);
    const plan = await planOf(queries[0]!, page);
    for (const index of indexes) expect(plan, queries[0]!.sql).toContain(index);
    expect(plan, queries[0]!.sql).not.toMatch(/page_idx|Seq Scan|SCAN (news|job)\b(?! USING)/);
  });
});

/**
 * The hourly purge of the Trash (retention) reads only the deleted rows, through the partial index
 * of migration 032, as planned with its values and as prepared without them: it read every row of
 * every content table (0.6 s for the jobs at 100,000 rows per language on PostgreSQL; decision 068).
 */
describe("the Trash's purge reads its partial index (migration 032)", () => {
  it.each([false, true])('generic plan: %s', async (isGeneric) => {
    const page = FIRST_PAGES[4]!;
    const queries = await recordQueries(server.deps.db, (db) =>
      contentRepository(db, jobResource).purgeDeletedBefore('2026-10-29T00:00:00.000Z'),
    );
    expect(queries).toHaveLength(1);
    if (isGeneric && server.deps.dialect === 'sqlite') return;
    const plan = await planOf(queries[0]!, page, { isGeneric });
    expect(plan, queries[0]!.sql).toContain('job_trash_idx');
    expect(plan, queries[0]!.sql).not.toMatch(/Seq Scan|SCAN job\b(?! USING)/);
  });
});
