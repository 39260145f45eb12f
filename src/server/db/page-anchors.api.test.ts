import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordQueries } from '../test/query-plan.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { type ListFilter, tableRepository } from './table-repository.ts';

/**
 * Deep pages start from the page anchors (decision 018): every page must hold exactly the rows a
 * plain OFFSET gives, whatever the filter, the offset and the writes since the anchors were taken.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // 450 news items: the locales interleaved, every seventh switched off, every eleventh deleted.
  const rows = Array.from({ length: 450 }, (_, i) => ({
    localeCd: i % 3 === 0 ? 'VI' : 'EN',
    useYn: i % 7 === 0 ? 'N' : 'Y',
    delYn: i % 11 === 0 ? 'Y' : 'N',
    typeCd: '10',
    title: `Item ${i}`,
    titleSearch: `item ${i}`,
    contents: '',
    contentsSearch: '',
    thumbnailUrl: '',
    createId: 'test',
    createDt: '2026-01-01T00:00:00.000Z',
  }));
  await server.deps.db.insertInto('news').values(rows).execute();
});
afterAll(() => server?.close());

/** The news table as its resource lists it (newest first). */
const NEWS = { table: 'news', idField: 'newsNo' } as const;
const repo = () => tableRepository(server.deps.db, NEWS);

/** The ids of a page as a plain OFFSET walk gives them. */
async function plainPage(filter: ListFilter, offset: number, limit: number): Promise<number[]> {
  let q = server.deps.db
    .selectFrom('news')
    .select('newsNo')
    .where('delYn', '=', filter.delYn ?? 'N');
  if (filter.localeCd) q = q.where('localeCd', '=', filter.localeCd);
  if (filter.useYn) q = q.where('useYn', '=', filter.useYn);
  if (filter.search) q = q.where(sql.ref(filter.search.column), 'like', `%${filter.search.folded}%`);
  const rows = await q.orderBy('newsNo', 'desc').limit(limit).offset(offset).execute();
  return rows.map((r) => r.newsNo);
}

const VISITOR: ListFilter = { localeCd: 'EN', useYn: 'Y', delYn: 'N' };
const FILTERS: Array<[string, ListFilter]> = [
  ['a visitor', VISITOR],
  ['an administrator', { localeCd: 'EN', delYn: 'N' }],
  ['the trash', { localeCd: 'EN', delYn: 'Y' }],
  ['a search', { ...VISITOR, search: { column: 'titleSearch', folded: 'item 1' } }],
];
const OFFSETS = [0, 1, 99, 100, 101, 199, 200, 217, 250, 260, 263, 299, 300, 1000];

describe('pages past the first anchor', () => {
  it.each(FILTERS)('hold the rows of a plain OFFSET walk for %s', async (_, filter) => {
    for (const offset of OFFSETS) {
      const { list } = await repo().list(filter, { offset, limit: 7 });
      expect(
        list.map((r) => r.newsNo),
        `offset ${offset}`,
      ).toEqual(await plainPage(filter, offset, 7));
    }
  });

  it('stay exact after deletes, restores and inserts through this process', async () => {
    const target = await plainPage(VISITOR, 150, 30);
    await repo().list(VISITOR, { offset: 250, limit: 10 });
    await repo().softDelete(target.slice(0, 12), 'test');
    for (const offset of OFFSETS)
      expect((await repo().list(VISITOR, { offset, limit: 10 })).list.map((r) => r.newsNo)).toEqual(
        await plainPage(VISITOR, offset, 10),
      );
    await repo().restore(target.slice(0, 12), 'test');
    for (let i = 0; i < 5; i++)
      await repo().insert({
        localeCd: 'EN',
        useYn: 'Y',
        delYn: 'N',
        typeCd: '10',
        title: `New ${i}`,
        titleSearch: `new ${i}`,
        thumbnailUrl: '',
        createId: 'test',
        createDt: '2026-02-01T00:00:00.000Z',
      });
    for (const offset of OFFSETS)
      expect((await repo().list(VISITOR, { offset, limit: 10 })).list.map((r) => r.newsNo)).toEqual(
        await plainPage(VISITOR, offset, 10),
      );
  });

  it('walk at most one anchor step to reach their offset', async () => {
    const [page] = await recordQueries(server.deps.db, (db) =>
      tableRepository(db, NEWS).list(VISITOR, { offset: 263, limit: 10 }),
    ).then((queries) => queries.filter((q) => /select \*/.test(q.sql)));
    expect(page!.sql).toMatch(/"newsNo" <= /);
    expect(page!.sql).toMatch(/ limit 10 offset 63\b/);
  });

  it('are compiled once and run again while their filter, page and anchor are the same', async () => {
    const executor = server.deps.db.getExecutor();
    const compile = vi.spyOn(executor, 'compileQuery');
    /** Statements compiled for a page's rows (a count or the anchors select no whole rows). */
    const pagesCompiled = () =>
      compile.mock.results.filter((r) => r.type === 'return' && /select \*/.test(r.value.sql)).length;
    try {
      const filter: ListFilter = { localeCd: 'VI', useYn: 'Y', delYn: 'N' };
      for (const offset of [0, 120]) {
        const first = await repo().list(filter, { offset, limit: 5 });
        compile.mockClear();
        const again = await repo().list(filter, { offset, limit: 5 });
        expect(compile.mock.calls, `offset ${offset}`).toEqual([]);
        expect(again).toEqual(first);
      }
      // Another page, another statement; and the kept one still reads the rows as they are now.
      await repo().list(filter, { offset: 5, limit: 5 });
      expect(pagesCompiled()).toBe(1);
      const [newest] = await plainPage(filter, 0, 1);
      await repo().softDelete([newest!], 'test');
      compile.mockClear();
      const { list } = await repo().list(filter, { offset: 0, limit: 5 });
      expect(pagesCompiled()).toBe(0);
      expect(list.map((r) => r.newsNo)).toEqual(await plainPage(filter, 0, 5));
      await repo().restore([newest!], 'test');
    } finally {
      compile.mockRestore();
    }
  });
});

describe("a search's kept matches", () => {
  const SEARCH: ListFilter = { ...VISITOR, search: { column: 'titleSearch', folded: 'item 2' } };

  it('answer its page and total with one pass of the search, and no count', async () => {
    const queries = await recordQueries(server.deps.db, (db) =>
      tableRepository(db, NEWS).list(SEARCH, { offset: 0, limit: 10 }),
    );
    expect(
      queries.filter((q) => q.parameters.includes('"item 2"') || q.parameters.includes('%item 2%')),
    ).toHaveLength(1);
    expect(queries.some((q) => /count\(/i.test(q.sql))).toBe(false);
    const { list, total } = await repo().list(SEARCH, { offset: 0, limit: 10 });
    expect(list.map((r) => r.newsNo)).toEqual(await plainPage(SEARCH, 0, 10));
    expect(total).toBe((await plainPage(SEARCH, 0, 1000)).length);
  });

  // Terms no other test searched: each call finds its matches and reads its page from them.
  it.each([
    [0, 'item 4'],
    [1, 'item 5'],
    [9, 'item 6'],
    [105, 'item'],
    [1000, 'item 7'],
  ])(
    'found afresh for a page at offset %i, give its rows and total as a plain OFFSET walk, with a list row’s columns',
    async (offset, folded) => {
      const fresh: ListFilter = { ...VISITOR, search: { column: 'titleSearch', folded } };
      const { list, total } = await repo().list(fresh, { offset, limit: 7 });
      expect(list.map((r) => r.newsNo)).toEqual(await plainPage(fresh, offset, 7));
      expect(total).toBe((await plainPage(fresh, 0, 1000)).length);
      const plain = await server.deps.db.selectFrom('news').selectAll().limit(1).executeTakeFirstOrThrow();
      for (const row of list) expect(Object.keys(row).sort()).toEqual(Object.keys(plain).sort());
    },
  );

  it('never show a row hidden since they were found, even by another instance', async () => {
    const [first] = await plainPage(SEARCH, 0, 1);
    await repo().list(SEARCH, { offset: 0, limit: 10 });
    // Straight into the database, as another instance would: this process's kept matches still hold it.
    await server.deps.db.updateTable('news').set({ useYn: 'N' }).where('newsNo', '=', first!).execute();
    const { list } = await repo().list(SEARCH, { offset: 0, limit: 10 });
    expect(list.map((r) => r.newsNo)).not.toContain(first);
  });
});
