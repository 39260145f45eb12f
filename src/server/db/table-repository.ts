import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { containsSearch } from './contains-search.ts';
import { type Db, dialectOf } from './index.ts';
import { cachedTotal, reusedFact } from './list-totals.ts';

/** A row of any table, keyed by column name (columns are named as the API fields). */
export type Row = Record<string, unknown>;

/**
 * The one generic table query: paged, filtered, searchable lists plus find, insert, update and soft
 * delete. Content types, inquiries, administrators, IPs and the history build their repositories on
 * it. Tables are typed loosely here because the table is chosen at run time; this file is the only
 * place outside the dialect files where that is allowed, and the repositories give their callers
 * typed rows.
 */

/** Columns and directions of ORDER BY, first key first. Columns come from server-side whitelists only. */
export type SortOrder = Array<[string, 'asc' | 'desc']>;

/** The table facts a paged list needs. */
export interface TableSpec {
  table: string;
  idField: string;
  orderBy?: SortOrder;
}

/** Filters of a list call after the service has applied the visibility rules. */
export interface ListFilter {
  localeCd?: string | undefined;
  useYn?: string | undefined;
  delYn?: string | undefined;
  typeCd?: string | undefined;
  search?: { column: string; folded: string } | undefined;
  /** Public callers: only rows inside their date window on this Vietnamese date. */
  openOn?: string | undefined;
  /** Other equality filters, e.g. statusCd. */
  equals?: Row | undefined;
  /** createdAt range as ISO instants: from inclusive, before exclusive. */
  createdAt?: { column: string; from?: string | undefined; before?: string | undefined } | undefined;
}

// biome-ignore lint/suspicious/noExplicitAny: table names are chosen at run time from the resource
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type AnyQuery = SelectQueryBuilder<any, any, any>;

type Page = { offset: number; limit: number };

/**
 * Every ANCHOR_STEP-th id of a list in its default order is kept with the list's total (decision
 * 018), so a deep page starts from the nearest anchor instead of walking the whole offset.
 */
const ANCHOR_STEP = 100;

/** A search's matching ids kept per term (decision 018): enough for the pages people read. */
const SEARCH_MATCHES = 500;

/**
 * A row count written into the statement rather than sent as a value, so that PostgreSQL plans a
 * prepared statement's `limit` for what it is (decision 015): a plan made for a `limit $n` counts
 * on a tenth of the table. Page sizes and offsets are few (whole pages, within an anchor's step).
 */
function rowCount(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.lit(n);
}

/**
 * The locale and the deleted flag, written into the statement for the same reason: they lead every
 * page index, and a plan made without them counts on half the table for each (two values), so it
 * may walk the primary key and skip the refused rows; PostgreSQL knows the real share of a value
 * (a Trash of a few rows, a locale of a tenth). Two values each: few statements.
 */
function leadingCode(value: string) {
  if (!/^[A-Z]{1,2}$/.test(value)) throw new Error(`Not a code: ${value}`);
  return sql.lit(value);
}

export function whereOpenOn(today: string) {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  return (eb: ExpressionBuilder<any, any>) =>
    eb.or([
      eb('dateCd', '=', '20'),
      eb.and([eb('dateCd', '=', '10'), eb('startDt', '<=', today), eb('endDt', '>=', today)]),
    ]);
}

export function tableRepository<T extends object = Row>(database: Db, resource: TableSpec) {
  const db = database as unknown as AnyDb;
  const { table, idField } = resource;

  const filtered = (query: AnyQuery, f: ListFilter): AnyQuery => {
    let q = query;
    if (f.localeCd) q = q.where('localeCd', '=', leadingCode(f.localeCd));
    if (f.useYn) q = q.where('useYn', '=', f.useYn);
    if (f.delYn) q = q.where('delYn', '=', leadingCode(f.delYn));
    if (f.typeCd) q = q.where('typeCd', '=', f.typeCd);
    if (f.openOn) q = q.where(whereOpenOn(f.openOn));
    for (const [column, value] of Object.entries(f.equals ?? {}))
      if (value !== undefined) q = q.where(column, '=', value);
    if (f.createdAt?.from) q = q.where(f.createdAt.column, '>=', f.createdAt.from);
    if (f.createdAt?.before) q = q.where(f.createdAt.column, '<', f.createdAt.before);
    if (f.search?.folded) q = q.where(containsSearch(db, { table, idField, ...f.search }));
    return q;
  };

  /** Flips delYn of the rows among ids that hold the other value, stamping who and when. */
  const setDeleted = (ids: number[], modifyId: string, delYn: 'Y' | 'N'): Promise<number[]> =>
    db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom(table)
        .select(idField)
        .where(idField, 'in', ids)
        .where('delYn', '=', delYn === 'Y' ? 'N' : 'Y')
        .execute();
      const found = rows.map((r) => Number(r[idField]));
      if (found.length)
        await trx
          .updateTable(table)
          .set({ delYn, modifyId, modifyDt: new Date().toISOString() })
          .where(idField, 'in', found)
          .execute();
      return found;
    });

  /** The number of rows the filter selects: counted, or reused as list-totals.ts allows. */
  const totalOf = (filter: ListFilter): Promise<number> =>
    cachedTotal(db, { table, key: JSON.stringify(filter) }, async () => {
      const count = await filtered(
        db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')),
        filter,
      ).executeTakeFirstOrThrow();
      return Number(count.n);
    });

  /**
   * The ids at positions 0, ANCHOR_STEP, 2 × ANCHOR_STEP… of the filter's rows, newest first, reused
   * as list-totals.ts allows. One statement hops from anchor to anchor down the page index, each hop
   * a walk of ANCHOR_STEP entries (a recursive query both databases run alike).
   */
  const anchorsOf = (filter: ListFilter): Promise<number[]> =>
    reusedFact(db, { table, key: `anchors ${JSON.stringify(filter)}` }, async () => {
      const newest = (offset: number) =>
        filtered(db.selectFrom(table).select(idField), filter)
          .orderBy(idField, 'desc')
          .limit(rowCount(1))
          .offset(rowCount(offset));
      const next = newest(ANCHOR_STEP - 1).where(idField, '<', sql.ref('anchors.id'));
      const { rows } = await sql<{ id: number }>`with recursive anchors(id) as (
          select (${newest(0)}) union all select (${next}) from anchors where anchors.id is not null)
        select id from anchors where id is not null`.execute(db);
      return rows.map((row) => Number(row.id));
    });

  /**
   * The ids of a page in the default id order. A deep page starts at the nearest anchor at or
   * before its offset, so the database walks fewer than ANCHOR_STEP rows to reach it.
   */
  const idPage = async (ids: AnyQuery, filter: ListFilter, { offset, limit }: Page): Promise<AnyQuery> => {
    const page = ids.orderBy(idField, 'desc').limit(rowCount(limit));
    if (offset < ANCHOR_STEP) return page.offset(rowCount(offset));
    const anchors = await anchorsOf(filter);
    const at = Math.min(Math.floor(offset / ANCHOR_STEP), anchors.length - 1);
    if (at < 0) return page.offset(rowCount(offset));
    return page.where(idField, '<=', anchors[at]!).offset(rowCount(offset - at * ANCHOR_STEP));
  };

  /**
   * `order` (a requested sort) replaces the table's default order (newest first unless the
   * resource says otherwise); its empty values (null) come first ascending and last descending
   * on both databases, as SQLite orders them by default.
   */
  const sortedBy = (query: AnyQuery, order: SortOrder | undefined): AnyQuery => {
    let q = query;
    if (order)
      for (const [column, direction] of order)
        q = q.orderBy(column, (ob) => (direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()));
    else
      for (const [column, direction] of resource.orderBy ?? [[idField, 'desc']])
        q = q.orderBy(column, direction);
    return q;
  };

  const listed = (list: unknown[]) => ({ list: list as T[], total: list.length });

  /**
   * A search's first SEARCH_MATCHES matching ids in list order, one more when there are more, found
   * once (one pass of the search index) and reused as list-totals.ts allows (decision 018).
   */
  const matchesOf = (filter: ListFilter, order: SortOrder | undefined): Promise<number[]> =>
    reusedFact(db, { table, key: `matches ${JSON.stringify([filter, order])}` }, async () => {
      const ids = sortedBy(filtered(db.selectFrom(table).select(idField), filter), order);
      const rows = await ids.limit(rowCount(SEARCH_MATCHES + 1)).execute();
      return rows.map((row) => Number(row[idField]));
    });

  /**
   * A search's page from its matches: its rows by id, the total from the matches when they are all
   * there. Null when the page lies past them. The rows are checked against the filter again, but
   * for the search itself, so that a row another instance hid since cannot show.
   */
  const searchPage = async (filter: ListFilter, page: Page, order: SortOrder | undefined) => {
    const matches = await matchesOf(filter, order);
    const isWhole = matches.length <= SEARCH_MATCHES;
    if (!isWhole && page.offset + page.limit > SEARCH_MATCHES) return null;
    const pageIds = matches.slice(page.offset, page.offset + page.limit);
    const rows = pageIds.length
      ? filtered(db.selectFrom(table).selectAll(), { ...filter, search: undefined }).where(
          idField,
          'in',
          pageIds,
        )
      : null;
    const [list, total] = await Promise.all([
      rows ? (sortedBy(rows, order).execute() as Promise<T[]>) : [],
      isWhole ? matches.length : totalOf(filter),
    ]);
    return { list, total };
  };

  return {
    /**
     * On PostgreSQL a page reads its ids first (from the page index alone when the filter's
     * columns are in it) and then only those rows, in one statement, so that the planner cannot
     * prefer walking the primary key and skipping the rows the filter refuses. A deep page in the
     * default order starts from its anchor. A search's page and total come from its kept matches
     * while the page lies among them.
     */
    async list(filter: ListFilter, page: Page | null, order?: SortOrder) {
      if (!page)
        return listed(await sortedBy(filtered(db.selectFrom(table).selectAll(), filter), order).execute());
      if (filter.search) {
        const found = await searchPage(filter, page, order);
        if (found) return found;
      }
      // PostgreSQL reads the page's ids first (see above); SQLite's planner walks the page index
      // for the whole rows by itself, and one statement compiles faster than two.
      const isIdsFirst = dialectOf(db) === 'postgres';
      const columns = isIdsFirst ? db.selectFrom(table).select(idField) : db.selectFrom(table).selectAll();
      const base = filtered(columns, filter);
      const paged =
        order || resource.orderBy
          ? sortedBy(base, order).limit(rowCount(page.limit)).offset(rowCount(page.offset))
          : await idPage(base, filter, page);
      const rows = isIdsFirst
        ? sortedBy(db.selectFrom(table).selectAll().where(idField, 'in', paged), order)
        : paged;
      const [list, total] = await Promise.all([rows.execute() as Promise<T[]>, totalOf(filter)]);
      return { list, total };
    },

    async findById(id: number, filter: ListFilter = {}): Promise<T | undefined> {
      return filtered(
        db.selectFrom(table).selectAll().where(idField, '=', id),
        filter,
      ).executeTakeFirst() as Promise<T | undefined>;
    },

    async insert(values: Row): Promise<number> {
      const row = await db.insertInto(table).values(values).returning(idField).executeTakeFirstOrThrow();
      return Number(row[idField]);
    },

    async update(id: number, values: Row): Promise<void> {
      await db.updateTable(table).set(values).where(idField, '=', id).execute();
    },

    /** Soft-deletes the live rows among ids in one transaction; returns the ids it deleted. */
    softDelete: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'Y'),

    /** Brings the deleted rows among ids back in one transaction; returns the ids it restored. */
    restore: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'N'),
  };
}

export type TableRepository = ReturnType<typeof tableRepository>;
