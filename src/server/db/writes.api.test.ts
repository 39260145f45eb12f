import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldForSearch } from '../../common/text.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { type Db, inTransaction, onCommittedWrite } from './index.ts';
import { reusedFact } from './list-totals.ts';
import { type ListFilter, tableRepository } from './table-repository.ts';
import { EVERY_TABLE, type WrittenTables } from './writes.ts';

/**
 * Writes forget the list facts of their table by themselves (decision 026): whatever code writes,
 * through the database the server opened, the next list total, deep page and search is exact at
 * once, with no word from the writer. Each write below is a plain Kysely query, which no
 * repository knows of.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.deps.db
    .insertInto('news')
    .values(Array.from({ length: 260 }, (_, i) => newsRow(`Bài ${i}`)))
    .execute();
});
afterAll(() => server?.close());

const isPostgres = process.env.TEST_DB === 'postgres';

function newsRow(title: string) {
  return {
    localeCd: 'EN',
    useYn: 'Y',
    delYn: 'N',
    typeCd: '10',
    title,
    titleSearch: foldForSearch(title),
    contents: '',
    contentsSearch: '',
    thumbnailUrl: '',
    createId: 'test',
    createDt: '2026-01-01T00:00:00.000Z',
  };
}

const VISITOR: ListFilter = { localeCd: 'EN', useYn: 'Y', delYn: 'N' };
const NEWS = { table: 'news', idField: 'newsNo' } as const;
const news = () => tableRepository(server.deps.db, NEWS);
/** A list's total and first ids, as the repository answers them (kept facts and all). */
const listed = async (filter: ListFilter, offset = 0) => {
  const { list, total } = await news().list(filter, { offset, limit: 5 });
  return { total, ids: list.map((row) => row.newsNo) };
};
/** The same, counted and walked plainly. */
const counted = async (filter: ListFilter, offset = 0) => {
  let q = server.deps.db
    .selectFrom('news')
    .where('localeCd', '=', 'EN')
    .where('useYn', '=', 'Y')
    .where('delYn', '=', 'N');
  if (filter.search) q = q.where('titleSearch', 'like', `%${filter.search.folded}%`);
  const { n } = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await q.select('newsNo').orderBy('newsNo', 'desc').limit(5).offset(offset).execute();
  return { total: Number(n), ids: rows.map((row) => row.newsNo) };
};

describe('a write through any code', () => {
  it('shows in the next total and deep page at once: insert, update, delete', async () => {
    for (const offset of [0, 230])
      expect(await listed(VISITOR, offset)).toEqual(await counted(VISITOR, offset));
    const before = await listed(VISITOR);

    const { newsNo } = await server.deps.db
      .insertInto('news')
      .values(newsRow('Tin viết thẳng'))
      .returning('newsNo')
      .executeTakeFirstOrThrow();
    expect((await listed(VISITOR)).total).toBe(before.total + 1);
    expect(await listed(VISITOR, 230)).toEqual(await counted(VISITOR, 230));

    await server.deps.db.updateTable('news').set({ useYn: 'N' }).where('newsNo', '=', newsNo).execute();
    expect((await listed(VISITOR)).total).toBe(before.total);

    await server.deps.db
      .deleteFrom('news')
      .where('newsNo', '<=', before.ids.at(-1)! - 200)
      .execute();
    for (const offset of [0, 30])
      expect(await listed(VISITOR, offset)).toEqual(await counted(VISITOR, offset));
  });

  it("shows in the next search's matches and total at once", async () => {
    const search: ListFilter = { ...VISITOR, search: { column: 'titleSearch', folded: 'moi tinh' } };
    expect(await listed(search)).toEqual({ total: 0, ids: [] });
    await server.deps.db.insertInto('news').values(newsRow('Tin Moi Tinh')).execute();
    expect((await listed(search)).total).toBe(1);
    await sql`delete from ${sql.table('news')} where ${sql.ref('title')} = ${'Tin Moi Tinh'}`.execute(
      server.deps.db,
    );
    expect(await listed(search)).toEqual({ total: 0, ids: [] });
  });

  it('in a transaction shows once it commits, and never once it rolls back', async () => {
    const { total } = await listed(VISITOR);
    await server.deps.db.transaction().execute(async (trx) => {
      await trx.insertInto('news').values(newsRow('Trong giao dịch')).execute();
      // Counted inside the transaction: its own write is in it.
      expect((await tableRepository(trx, NEWS).list(VISITOR, { offset: 0, limit: 5 })).total).toBe(total + 1);
    });
    expect((await listed(VISITOR)).total).toBe(total + 1);

    const rolledBack = new Error('rolled back');
    await server.deps.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('news').values(newsRow('Không bao giờ')).execute();
        expect((await tableRepository(trx, NEWS).list(VISITOR, { offset: 0, limit: 5 })).total).toBe(
          total + 2,
        );
        throw rolledBack;
      })
      .catch((error) => {
        if (error !== rolledBack) throw error;
      });
    expect((await listed(VISITOR)).total).toBe(total + 1);
  });

  it('in a transaction forget only the tables it wrote: a list’s facts outlive transactions elsewhere (decision 066)', async () => {
    let computed = 0;
    const fact = () =>
      reusedFact(server.deps.db, { table: 'news', key: 'decision 066' }, async () => {
        computed += 1;
        return computed;
      });
    expect(await fact()).toBe(1);
    // A background task's mark, in a transaction of its own, as the job alerts and leases write.
    await server.deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('task_lease')
        .values({ name: 'decision-066', holder: null, lockedUntil: null, lastRunAt: null })
        .execute();
    });
    await server.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('news').select('newsNo').limit(1).execute();
    });
    expect(await fact()).toBe(1);
    await server.deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('news').set({ modifyId: 'test' }).where('newsNo', '=', -1).execute();
    });
    expect(await fact()).toBe(2);
  });

  // SQLite has one connection: nothing else reads while a transaction holds it.
  it.runIf(isPostgres)(
    'in a transaction is not hidden by a total another request counted before the commit (PostgreSQL)',
    async () => {
      const { total } = await listed(VISITOR);
      const trx = await server.deps.db.startTransaction().execute();
      await trx.insertInto('news').values(newsRow('Chưa xác nhận')).execute();
      // Another request counts meanwhile, on another connection: the write is not visible yet.
      expect((await listed(VISITOR)).total).toBe(total);
      await trx.commit().execute();
      expect((await listed(VISITOR)).total).toBe(total + 1);
    },
  );
});

describe('committed writes', () => {
  it('are told to listeners: a write as it completes, a transaction’s when it commits, a rollback’s never', async () => {
    const { db } = server.deps;
    const told: WrittenTables[] = [];
    // Only these tables: a request still finishing may record its access history meanwhile.
    const isWatched = (tables: WrittenTables) =>
      tables === EVERY_TABLE || tables.some((table) => table === 'news' || table === 'rate_event');
    const stop = onCommittedWrite(db, (tables) => isWatched(tables) && told.push(tables));
    const touch = (on: Db) => on.updateTable('news').set({ useYn: 'Y' }).where('newsNo', '=', -1).execute();
    const taken = () => told.splice(0);

    await touch(db);
    expect(taken()).toEqual([['news']]);
    await db.selectFrom('news').select('newsNo').limit(1).execute();
    expect(taken()).toEqual([]);

    await inTransaction(db, async (tx) => {
      await touch(tx);
      await tx.deleteFrom('rate_event').where('key', '=', 'nobody').execute();
      expect(taken(), 'nothing is committed before the end').toEqual([]);
    });
    expect(taken()).toEqual([['news', 'rate_event']]);

    const rolledBack = new Error('rolled back');
    await expect(
      inTransaction(db, async (tx) => {
        await touch(tx);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(taken()).toEqual([]);

    await sql`delete from rate_event where ${sql.ref('key')} = ${'nobody'}`.execute(db);
    expect(taken(), 'a raw write may have written any table').toEqual([EVERY_TABLE]);

    stop();
    await touch(db);
    expect(taken()).toEqual([]);
  });
});
