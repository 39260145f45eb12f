import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import { containsSearch } from './contains-search.ts';
import type { Db } from './index.ts';
import { cachedTotal, tableWritten } from './list-totals.ts';

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
    if (f.localeCd) q = q.where('localeCd', '=', f.localeCd);
    if (f.useYn) q = q.where('useYn', '=', f.useYn);
    if (f.delYn) q = q.where('delYn', '=', f.delYn);
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
  const setDeleted = async (ids: number[], modifyId: string, delYn: 'Y' | 'N'): Promise<number[]> => {
    const changed = await db.transaction().execute(async (trx) => {
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
    tableWritten(db, table);
    return changed;
  };

  /** The number of rows the filter selects: counted, or reused as list-totals.ts allows. */
  const totalOf = (filter: ListFilter): Promise<number> =>
    cachedTotal(db, { table, key: JSON.stringify(filter) }, async () => {
      const count = await filtered(
        db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')),
        filter,
      ).executeTakeFirstOrThrow();
      return Number(count.n);
    });

  return {
    /**
     * `order` (a requested sort) replaces the table's default order (newest first unless the
     * resource says otherwise); its empty values (null) come first ascending and last descending
     * on both databases, as SQLite orders them by default.
     */
    async list(filter: ListFilter, page: { offset: number; limit: number } | null, order?: SortOrder) {
      let rows = filtered(db.selectFrom(table).selectAll(), filter);
      if (order)
        for (const [column, direction] of order)
          rows = rows.orderBy(column, (ob) =>
            direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
          );
      else
        for (const [column, direction] of resource.orderBy ?? [[idField, 'desc']])
          rows = rows.orderBy(column, direction);
      if (page) rows = rows.limit(page.limit).offset(page.offset);
      const [list, total] = await Promise.all([
        rows.execute() as Promise<T[]>,
        page ? totalOf(filter) : null,
      ]);
      return { list, total: total ?? list.length };
    },

    async findById(id: number, filter: ListFilter = {}): Promise<T | undefined> {
      return filtered(
        db.selectFrom(table).selectAll().where(idField, '=', id),
        filter,
      ).executeTakeFirst() as Promise<T | undefined>;
    },

    async insert(values: Row): Promise<number> {
      const row = await db.insertInto(table).values(values).returning(idField).executeTakeFirstOrThrow();
      tableWritten(db, table);
      return Number(row[idField]);
    },

    async update(id: number, values: Row): Promise<void> {
      await db.updateTable(table).set(values).where(idField, '=', id).execute();
      tableWritten(db, table);
    },

    /** Soft-deletes the live rows among ids in one transaction; returns the ids it deleted. */
    softDelete: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'Y'),

    /** Brings the deleted rows among ids back in one transaction; returns the ids it restored. */
    restore: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'N'),
  };
}

export type TableRepository = ReturnType<typeof tableRepository>;
