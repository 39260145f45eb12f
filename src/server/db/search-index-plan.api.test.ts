import { type CompiledQuery, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryPlanOf, recordQueries } from '../test/query-plan.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import type { Database } from './schema.ts';
import { trigramCountsSettled } from './postgres/search-index.ts';
import { type ColumnOf, type ListedTable, type ListFilter, tableRepository } from './table-repository.ts';

const isSqlite = process.env.TEST_DB !== 'postgres';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const BOARD = { localeCd: 'VI', delYn: 'N' };
const STAFF = { delYn: 'N' };

/** Every folded column a list searches (migration 006 indexes each), with the list's own filters. */
type Searched = { table: ListedTable; idField: ColumnOf; column: ColumnOf; filter: ListFilter };
const SEARCHED: Searched[] = [
  { table: 'banner', idField: 'bannerNo', column: 'titleSearch', filter: BOARD },
  { table: 'news', idField: 'newsNo', column: 'titleSearch', filter: BOARD },
  { table: 'news', idField: 'newsNo', column: 'contentsSearch', filter: BOARD },
  { table: 'faq', idField: 'faqNo', column: 'titleSearch', filter: BOARD },
  { table: 'faq', idField: 'faqNo', column: 'contentsSearch', filter: BOARD },
  { table: 'job', idField: 'jobNo', column: 'titleSearch', filter: BOARD },
  { table: 'job', idField: 'jobNo', column: 'contentsSearch', filter: BOARD },
  { table: 'video', idField: 'videoNo', column: 'titleSearch', filter: BOARD },
  { table: 'partner', idField: 'partnerNo', column: 'nameSearch', filter: BOARD },
  { table: 'qna', idField: 'qnaNo', column: 'titleSearch', filter: BOARD },
  { table: 'qna', idField: 'qnaNo', column: 'contentsSearch', filter: BOARD },
  { table: 'admin_user', idField: 'userNo', column: 'managerSearch', filter: STAFF },
  { table: 'permitted_ip', idField: 'id', column: 'memoSearch', filter: STAFF },
  { table: 'access_history', idField: 'id', column: 'useridSearch', filter: {} },
  { table: 'access_history', idField: 'id', column: 'urlSearch', filter: {} },
];

/**
 * The SQL of the queries one list call runs that search: on a first page the search's matches
 * (page and total at once); past its kept matches the page query and the count.
 */
async function listQueries(
  { table, idField, column, filter }: (typeof SEARCHED)[number],
  folded: string,
  offset = 0,
) {
  const queries = await recordQueries(server.deps.db, (db) =>
    tableRepository(db, { table, idField }).list(
      { ...filter, search: { column, folded } },
      { offset, limit: 10 },
    ),
  );
  return queries.filter((q) => q.parameters.some((p) => String(p).includes(folded)));
}

/**
 * PostgreSQL plans by statistics: on an empty table any index looks as good as another. Fill the
 * table with rows the list's filters all pass (one locale's live rows; every other column that needs
 * a value gets a plain one) and analyze it, inside the caller's transaction, which rolls it all back.
 */
async function fillForPlanning(trx: Transaction<Database>, { table, column, filter }: Searched) {
  const { rows: required } = await sql<{ name: string; type: string }>`
    select column_name as name, data_type as type from information_schema.columns
    where table_name = ${table} and is_nullable = 'NO' and column_default is null`.execute(trx);
  const names = [column, ...Object.keys(filter), ...required.map((c) => c.name)];
  const values = [
    sql`'row ' || g || ' of many'`,
    ...Object.values(filter).map((value) => sql`${value}`),
    ...required.map((c) => (c.type === 'integer' ? sql`0` : sql`'10'`)),
  ];
  await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
    select ${sql.join(values)} from generate_series(1, 5000) as g`.execute(trx);
  // NOTE: rows written after a GIN index was built wait in its pending list until a vacuum, and the
  // planner rightly prices a long pending list as a scan; flush it as autovacuum would.
  const index = `"${table}_${column}_trgm"`;
  await sql`select gin_clean_pending_list(${index}::regclass)`.execute(trx);
  await sql`analyze ${sql.table(table)}`.execute(trx);
}

/** The query plan as text, over a table filled for the PostgreSQL planner. */
const planOf = (query: CompiledQuery, searched: Searched) =>
  queryPlanOf(server.deps, query, (trx) => fillForPlanning(trx, searched));

const usesIndex = (table: string, column: string) =>
  server.deps.dialect === 'sqlite'
    ? new RegExp(`SCAN ${table}_search VIRTUAL TABLE INDEX`)
    : new RegExp(`Bitmap Index Scan on "?${table}_${column}_trgm"?`);

describe('list searches use the trigram index', () => {
  it.each(SEARCHED)("$table $column: the search's matches", async (searched) => {
    for (const query of await listQueries(searched, 'tuyen dung'))
      expect(await planOf(query, searched), query.sql).toMatch(usesIndex(searched.table, searched.column));
  });

  it('past the kept matches (500): the count', async () => {
    const news = SEARCHED[1]!;
    await server.deps.db
      .insertInto('news')
      .values(
        Array.from({ length: 510 }, (_, i) => ({
          localeCd: 'VI',
          delYn: 'N',
          useYn: 'Y',
          typeCd: '10',
          title: `Tuyển dụng ${i}`,
          titleSearch: `tuyen dung ${i}`,
          contents: '',
          contentsSearch: '',
          thumbnailUrl: '',
          createId: 'test',
          createDt: '2026-01-01T00:00:00.000Z',
        })),
      )
      .execute();
    // The matches (more than kept), the page anchors, the page from its anchor, and the count. The
    // anchors walk every match in order anyway, and the page at most an anchor step from its
    // anchor: the planner may rightly walk the page order for those. The count must not.
    const queries = await listQueries(news, 'tuyen dung', 600);
    expect(queries).toHaveLength(4);
    const count = queries.find((q) => /count\(/i.test(q.sql))!;
    for (const query of [queries[0]!, count])
      expect(await planOf(query, news), query.sql).toMatch(usesIndex('news', 'titleSearch'));
  });

  // PostgreSQL's planner decides that by itself; contains-search.api.test.ts checks the results.
  it.runIf(isSqlite)('SQLite scans for a term too short for a trigram', async () => {
    const queries = await listQueries(SEARCHED[1]!, 'tu');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries)
      expect(await planOf(query, SEARCHED[1]!)).not.toMatch(usesIndex('news', 'titleSearch'));
  });
});

/** Visible Vietnamese news items with these titles (already folded), through the repository; their ids. */
async function addNewsTitled(titles: string[]): Promise<number[]> {
  const news = tableRepository(server.deps.db, { table: 'news', idField: 'newsNo' });
  const ids: number[] = [];
  for (const title of titles)
    ids.push(
      await news.insert({
        typeCd: '10',
        title,
        contents: '',
        thumbnailUrl: '',
        titleSearch: title,
        contentsSearch: '',
        localeCd: 'VI',
        useYn: 'Y',
        delYn: 'N',
        createDt: '2026-02-01T00:00:00.000Z',
      }),
    );
  return ids;
}

describe.runIf(isSqlite)('SQLite asks FTS5 for the rarest trigrams of a term', () => {
  it('and the LIKE after it keeps the answer exact', async () => {
    const news = tableRepository(server.deps.db, { table: 'news', idField: 'newsNo' });
    await addNewsTitled(Array.from({ length: 40 }, (_, i) => `tin so ${i}`));
    // Holds the rare trigrams but not the term: only the LIKE can refuse it.
    await addNewsTitled(['tin so 711, 47']);
    const [wanted] = await addNewsTitled(['tin so 4711']);
    const searched = { column: 'titleSearch' as const, folded: 'tin so 4711' };
    const queries = await recordQueries(server.deps.db, (db) =>
      tableRepository(db, { table: 'news', idField: 'newsNo' }).list(
        { ...BOARD, search: searched },
        { offset: 0, limit: 10 },
      ),
    );
    // Every third trigram and the last: "tin", " so", " 47", "711"; the first two are in every row.
    expect(queries.flatMap((q) => q.parameters)).toContain('" 47" AND "711"');
    const found = await news.list({ ...BOARD, search: searched }, { offset: 0, limit: 10 });
    expect(found.list.map((row) => row.newsNo)).toEqual([wanted]);
  });
});

describe.runIf(!isSqlite)(
  'PostgreSQL asks the index for the rarest trigrams of a term once they are counted',
  () => {
    const newsTitles = SEARCHED[1]!;
    /**
     * A search of the news titles: its rows and its queries; the kept matches are forgotten after
     * it, as after any write to the table (here one of no row).
     */
    const search = async (folded: string) => {
      let list: Array<{ newsNo: number; title: string }> = [];
      const queries = await recordQueries(server.deps.db, async (db) => {
        ({ list } = await tableRepository<ListedTable, { newsNo: number; title: string }>(
          db,
          newsTitles,
        ).list({ ...BOARD, search: { column: 'titleSearch', folded } }, { offset: 0, limit: 10 }));
      });
      await server.deps.db.deleteFrom('news').where('newsNo', '<', 0).execute();
      return { list, queries };
    };

    it('and the LIKE the index cannot serve keeps the answer exact', async () => {
      await addNewsTitled(Array.from({ length: 40 }, (_, i) => `tin so ${i}`));
      // Holds both rare trigrams but not the term: only the whole LIKE can refuse it.
      await addNewsTitled(['tin so 711 4710']);
      const [wanted] = await addNewsTitled(['tin so 4711']);

      // The first search finds its trigrams uncounted: the whole term, and counting starts.
      const first = await search('tin so 4711');
      expect(first.list.map((row) => row.newsNo)).toEqual([wanted]);
      expect(first.queries.flatMap((q) => q.parameters)).not.toContain('%471%');
      await trigramCountsSettled(server.deps.db);

      // 'tin' is in every row, '711' in two, '471' in two: the index is asked for '471' and '711'.
      const next = await search('tin so 4711');
      expect(next.list.map((row) => row.newsNo)).toEqual([wanted]);
      const query = next.queries.find((q) => q.parameters.includes('%471%'))!;
      expect(query.parameters).toContain('%711%');
      expect(query.parameters).not.toContain('%tin%');
      const plan = await planOf(query, newsTitles);
      expect(plan).toMatch(usesIndex('news', 'titleSearch'));
      expect(plan).not.toMatch(/Index Cond:[^\n]*tin so 4711/);
    });

    it('and with every counted trigram common, for the ones not counted yet', async () => {
      // 'lic', 'ich' and 'hoc' in a thousand rows: common.
      await addNewsTitled(Array.from({ length: 1000 }, (_, i) => `lich hoc ${i}`));
      // Holds '582' but not the term: only the whole LIKE can refuse it.
      await addNewsTitled(['lich 582 hoc']);
      await search('lich hoc');
      await trigramCountsSettled(server.deps.db);

      const { list, queries } = await search('lich hoc 582');
      expect(queries.flatMap((q) => q.parameters)).toContain('%582%');
      const query = queries.find((q) => q.parameters.includes('%582%'))!;
      expect(query.parameters).not.toContain('%hoc%');
      const plan = await planOf(query, newsTitles);
      expect(plan).toMatch(usesIndex('news', 'titleSearch'));
      expect(plan).not.toMatch(/Index Cond:[^\n]*lich hoc 582/);
      expect(list.map((row) => row.title)).toEqual(['lich hoc 582']);

      // Such a search is one statement whatever its values: the connection keeps it prepared, and
      // running it again prepares nothing new. A pooled connection may also hold statements of other
      // shapes from earlier searches, so the test compares before and after on one connection, once
      // the counts its first run asked for have settled (they decide the statement's shape).
      await trigramCountsSettled(server.deps.db);
      const { before, after } = await server.deps.db.connection().execute(async (connection) => {
        const prepared = async () =>
          (
            await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection)
          ).rows
            .map((row) => row.statement)
            .filter((statement) => statement.includes(`|| '') like`))
            .sort();
        const list = () =>
          tableRepository(connection, newsTitles).list(
            { ...BOARD, search: { column: 'titleSearch', folded: 'lich hoc 582' } },
            { offset: 0, limit: 10 },
          );
        await list();
        await trigramCountsSettled(server.deps.db);
        await list();
        const before = await prepared();
        await list();
        return { before, after: await prepared() };
      });
      expect(before.length).toBeGreaterThan(0);
      expect(after).toEqual(before);
    });
  },
);
