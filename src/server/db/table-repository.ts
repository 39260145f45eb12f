import {
  type CompiledQuery,
  type ExpressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
  sql,
} from 'kysely';
import type { BoardTypesWith } from '../../common/content-types.ts';
import { CODE_PATTERN } from '../../common/patterns.ts';
import { vietnamLocal } from '../../common/schedule-times.ts';
import { containsSearch } from './contains-search.ts';
import { keepRecent } from '../keep-recent.ts';
import { type Db, type DialectName, dialectOf } from './index.ts';
import { stateOf } from './database-state.ts';
import { cachedTotal, reusedFact } from './list-totals.ts';
import { nextVersion, updateVersioned, type VersionedTable } from './row-version.ts';
import type { BoardTables, Database } from './schema.ts';

/** A row of any table, keyed by column name (columns are named as the API fields). */
export type Row = Record<string, unknown>;

/**
 * The one generic table query: paged, filtered, searchable lists plus find, insert, update and soft
 * delete. Content types, inquiries, administrators, IPs and the history build their repositories on
 * it. The table is chosen at run time, so the queries are typed over every listed table at once:
 * a column is one some listed table has, and the rows are those of the table the caller names.
 */

/** The tables the shared query lists, each by a numeric id. */
export type ListedTable =
  | keyof BoardTables
  | 'qna'
  | 'application'
  | 'admin_user'
  | 'permitted_ip'
  | 'access_history';

/** A column of table `T`; of any listed table when `T` is a union of them. */
export type ColumnOf<T extends ListedTable = ListedTable> = T extends ListedTable
  ? keyof Database[T] & string
  : never;

/** Columns and directions of ORDER BY, first key first. Columns come from server-side whitelists only. */
export type SortOrder<T extends ListedTable = ListedTable> = Array<[ColumnOf<T>, 'asc' | 'desc']>;

/** The table facts a paged list needs. */
export interface TableSpec<T extends ListedTable = ListedTable> {
  table: T;
  idField: ColumnOf<T>;
  orderBy?: SortOrder<T>;
}

/** Filters of a list call after the service has applied the visibility rules. */
export interface ListFilter {
  localeCd?: string | undefined;
  useYn?: string | undefined;
  delYn?: string | undefined;
  typeCd?: string | undefined;
  search?: { column: ColumnOf; folded: string } | undefined;
  /** Public callers: only rows their schedule shows at this minute (decision 035). */
  visibleAt?: VisibleAt | undefined;
  /** Other equality filters, e.g. statusCd. */
  equals?: Partial<Record<ColumnOf, string | number | undefined>> | undefined;
  /** Ranges of instant columns (ISO): from inclusive, before exclusive (a creation day, an event's end). */
  ranges?: Array<{ column: ColumnOf; from?: string | undefined; before?: string | undefined }> | undefined;
}

/** A query over the listed table chosen at run time, selecting `O`. */
type ListQuery<O> = SelectQueryBuilder<Database, ListedTable, O>;

type Page = { offset: number; limit: number };

/** A page in the default id order: `offset` rows past the row `atOrBelow` (an anchor), or past the first. */
type PageStart = { atOrBelow?: number; offset: number };

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
 * A code (locale, flags, type, date kind) written into the statement rather than sent as a value.
 * PostgreSQL: the locale and the deleted flag lead every page index, and a plan made without them
 * counts on half the table for each (two values), so it may walk the primary key and skip the
 * refused rows; it knows the real share of a value (a Trash of a few rows, a locale of a tenth).
 * SQLite: a value bound to a column that its page index holds after the order column (useYn, the
 * type, dateCd) makes SQLite plan the statement again at every run, as the value might change the
 * plan (`sqlite3VdbeReprepareOnBind`): 29 µs a first page of news against 11 µs (decision 070).
 * Codes have few values each, so few statements.
 */
function code(value: string) {
  if (!CODE_PATTERN.test(value)) throw new Error(`Not a code: ${value}`);
  return sql.lit(value);
}

/**
 * A day, time or instant of the view's minute. On SQLite written into the statement, for the reason
 * `code` gives: a job list with its day and time bound took 47 µs against 12 µs (decision 070); a
 * statement a minute per list, and a list's kept statement is per minute already (`compiledOnce`).
 * On PostgreSQL bound: each statement text is prepared once per connection (postgres/dialect.ts, at
 * most 200 of them), which a new text every minute would use up within hours, and its plan does
 * not depend on the value (the generic plan, list-plan.api.test.ts).
 */
function moment(value: string, dialect: DialectName) {
  if (!/^[0-9][0-9:.TZ-]{4,29}$/.test(value)) throw new Error(`Not a moment: ${value}`);
  return dialect === 'sqlite' ? sql.lit(value) : value;
}

/** Compiled list statements kept per database; past this many, the least recently used goes. */
const COMPILED_KEPT = 200;

/**
 * The statement `compile` makes for `key` (everything the statement is built from), compiled once
 * and run again while kept. Building and compiling a page's statement with Kysely took about as
 * much of the server's CPU as SQLite took to run it (decision 069); the same page (a list's first,
 * above all) is asked for again and again. The statement holds no result, only SQL text and its
 * values, so it never goes stale. A database given plugins of its own (`withPlugin`: a test's
 * recorder) compiles every time, so that their `transformQuery` sees each statement.
 */
function compiledOnce(db: Db, key: string, compile: () => CompiledQuery): CompiledQuery {
  if (db.getExecutor().plugins.length > 1) return compile();
  const state = stateOf(db);
  state.compiled ??= new Map();
  return keepRecent(state.compiled, key, state.compiled.get(key) ?? compile(), COMPILED_KEPT);
}

/**
 * How a table's rows are scheduled for visitors (decision 035): a date window (jobs, videos:
 * dateCd with startDt/endDt, Vietnamese days, and optional startTime/endTime) or a publication
 * window (news, banners: the instants publishAt and takeDownAt).
 */
export type Schedule = 'dateWindow' | 'publishWindow';

/** The minute a public caller sees the rows at (an ISO instant, seconds dropped), and how they are scheduled. */
export interface VisibleAt {
  schedule: Schedule;
  minute: string;
  /**
   * When the view at `minute` next changes by its schedule (ms since the epoch; null: nothing
   * ahead), where the caller knows it: the view is the same at every minute until then, so the
   * facts kept about it (totals, anchors, matches) last until then, not the minute (decision 067).
   */
  sameUntil?: number | null;
}

/**
 * What a fact kept about a filter's rows depends on: the filter, where a view known to stay the
 * same until its next scheduled change (`sameUntil`) stands for the minute it was judged at.
 */
const factKeyOf = ({ visibleAt, ...filter }: ListFilter) =>
  JSON.stringify(
    visibleAt?.sameUntil === undefined
      ? { ...filter, visibleAt }
      : { ...filter, view: [visibleAt.schedule, visibleAt.sameUntil] },
  );

/**
 * Jobs and videos open at `minute`: always (dateCd 20), or dated (10) from startDt at startTime
 * (or from the day's start) until endDt at endTime (or through that day), in Vietnam. Written as
 * comparisons of the plain columns, so that the page index (migration 012) answers them.
 */
export function whereOpenAt(minute: string, dialect: DialectName) {
  const [dayText, timeText] = vietnamLocal(minute).split('T') as [string, string];
  const [today, time] = [moment(dayText, dialect), moment(timeText, dialect)];
  return (eb: ExpressionBuilder<Database, BoardTypesWith<'dateWindow'>>) =>
    eb.or([
      eb('dateCd', '=', code('20')),
      eb.and([
        eb('dateCd', '=', code('10')),
        eb.or([
          eb('startDt', '<', today),
          eb.and([
            eb('startDt', '=', today),
            eb.or([eb('startTime', 'is', null), eb('startTime', '<=', time)]),
          ]),
        ]),
        eb.or([
          eb('endDt', '>', today),
          eb.and([eb('endDt', '=', today), eb.or([eb('endTime', 'is', null), eb('endTime', '>', time)])]),
        ]),
      ]),
    ]);
}

/** News and banners published at `minute`: from publishAt (if any) on, until takeDownAt (if any). */
export function wherePublishedAt(minuteText: string, dialect: DialectName) {
  const minute = moment(minuteText, dialect);
  return (eb: ExpressionBuilder<Database, BoardTypesWith<'schedule'>>) =>
    eb.and([
      eb.or([eb('publishAt', 'is', null), eb('publishAt', '<=', minute)]),
      eb.or([eb('takeDownAt', 'is', null), eb('takeDownAt', '>', minute)]),
    ]);
}

/** The rows of a scheduled table that visitors see at the minute. */
export const whereVisibleAt = ({ schedule, minute }: VisibleAt, dialect: DialectName) =>
  schedule === 'dateWindow' ? whereOpenAt(minute, dialect) : wherePublishedAt(minute, dialect);

/**
 * The repository of `resource.table`, its rows typed as that table's (or as `R` where a caller
 * names a narrower shape).
 */
export function tableRepository<T extends ListedTable, R extends object = Selectable<Database[T]>>(
  db: Db,
  resource: TableSpec<T>,
) {
  const table: ListedTable = resource.table;
  const idField: ColumnOf = resource.idField;
  const idOf = (row: object) => Number((row as Record<string, unknown>)[idField]);

  const filtered = <O>(query: ListQuery<O>, f: ListFilter): ListQuery<O> => {
    let q = query;
    if (f.localeCd) q = q.where('localeCd', '=', code(f.localeCd));
    if (f.useYn) q = q.where('useYn', '=', code(f.useYn));
    if (f.delYn) q = q.where('delYn', '=', code(f.delYn));
    if (f.typeCd) q = q.where('typeCd', '=', code(f.typeCd));
    if (f.visibleAt) q = q.where(whereVisibleAt(f.visibleAt, dialectOf(db)));
    for (const column of Object.keys(f.equals ?? {}) as ColumnOf[]) {
      const value = f.equals?.[column];
      if (value !== undefined) q = q.where(column, '=', value);
    }
    for (const range of f.ranges ?? []) {
      if (range.from) q = q.where(range.column, '>=', range.from);
      if (range.before) q = q.where(range.column, '<', range.before);
    }
    if (f.search?.folded) q = q.where(containsSearch(db, { table, idField, ...f.search }));
    return q;
  };

  /**
   * Flips delYn of the rows among ids that hold the other value, stamping who and when, and their
   * version one more: an editor whose form was opened before the delete or restore saves over it
   * only by saying so (decision 057).
   */
  const setDeleted = (ids: number[], modifyId: string, delYn: 'Y' | 'N'): Promise<number[]> =>
    db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom(table)
        .select(idField)
        .where(idField, 'in', ids)
        .where('delYn', '=', delYn === 'Y' ? 'N' : 'Y')
        .execute();
      const found = rows.map(idOf);
      if (found.length)
        await trx
          .updateTable(table)
          .set({ delYn, modifyId, modifyDt: new Date().toISOString(), version: nextVersion })
          .where(idField, 'in', found)
          .execute();
      return found;
    });

  /** The number of rows the filter selects: counted, or reused as list-totals.ts allows. */
  const totalOf = (filter: ListFilter): Promise<number> =>
    cachedTotal(db, { table, key: factKeyOf(filter) }, async () => {
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
    reusedFact(db, { table, key: `anchors ${factKeyOf(filter)}` }, async () => {
      const newest = (offset: number) =>
        filtered(db.selectFrom(table).select(idField), filter)
          .orderBy(idField, 'desc')
          .limit(rowCount(1))
          .offset(rowCount(offset));
      const next = newest(ANCHOR_STEP - 1).where(idField, '<', sql.ref<number>('anchors.id'));
      const { rows } = await sql<{ id: number }>`with recursive anchors(id) as (
          select (${newest(0)}) union all select (${next}) from anchors where anchors.id is not null)
        select id from anchors where id is not null`.execute(db);
      return rows.map((row) => Number(row.id));
    });

  /**
   * Where a page in the default id order starts: at the nearest anchor at or before its offset
   * (`atOrBelow`, the anchor's id), so the database walks fewer than ANCHOR_STEP rows to reach it.
   */
  const pageStart = async (filter: ListFilter, { offset }: Page): Promise<PageStart> => {
    if (offset < ANCHOR_STEP) return { offset };
    const anchors = await anchorsOf(filter);
    const at = Math.min(Math.floor(offset / ANCHOR_STEP), anchors.length - 1);
    if (at < 0) return { offset };
    return { atOrBelow: anchors[at]!, offset: offset - at * ANCHOR_STEP };
  };

  const idPage = <O>(ids: ListQuery<O>, start: PageStart, limit: number): ListQuery<O> => {
    const page = ids.orderBy(idField, 'desc').limit(rowCount(limit));
    return (start.atOrBelow === undefined ? page : page.where(idField, '<=', start.atOrBelow)).offset(
      rowCount(start.offset),
    );
  };

  /**
   * `order` (a requested sort) replaces the table's default order (newest first unless the
   * resource says otherwise); its empty values (null) come first ascending and last descending
   * on both databases, as SQLite orders them by default.
   */
  const sortedBy = <O>(query: ListQuery<O>, order: SortOrder | undefined): ListQuery<O> => {
    let q = query;
    if (order)
      for (const [column, direction] of order)
        q = q.orderBy(column, (ob) => (direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()));
    else
      for (const [column, direction] of resource.orderBy ?? [[idField, 'desc']])
        q = q.orderBy(column, direction);
    return q;
  };

  const listed = (list: unknown[]) => ({ list: list as R[], total: list.length });

  /**
   * A search's first SEARCH_MATCHES matching ids in list order, one more when there are more, found
   * once (one pass of the search index) and reused as list-totals.ts allows (decision 018).
   */
  const matchesOf = (filter: ListFilter, order: SortOrder | undefined): Promise<number[]> =>
    reusedFact(db, { table, key: `matches ${factKeyOf(filter)} ${JSON.stringify(order)}` }, async () => {
      const ids = sortedBy(filtered(db.selectFrom(table).select(idField), filter), order);
      const rows = await ids.limit(rowCount(SEARCH_MATCHES + 1)).execute();
      return rows.map(idOf);
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
      rows ? (sortedBy(rows, order).execute() as Promise<R[]>) : [],
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
      const isIdOrder = !order && !resource.orderBy;
      const start = isIdOrder ? await pageStart(filter, page) : undefined;
      const paged = <O>(columns: ListQuery<O>) => {
        const base = filtered(columns, filter);
        return start
          ? idPage(base, start, page.limit)
          : sortedBy(base, order).limit(rowCount(page.limit)).offset(rowCount(page.offset));
      };
      const statement = compiledOnce(db, `${table} ${JSON.stringify([filter, order, page, start])}`, () =>
        dialectOf(db) === 'postgres'
          ? sortedBy(
              db
                .selectFrom(table)
                .selectAll()
                .where(idField, 'in', paged(db.selectFrom(table).select(idField))),
              order,
            ).compile()
          : paged(db.selectFrom(table).selectAll()).compile(),
      );
      const [{ rows }, total] = await Promise.all([db.executeQuery(statement), totalOf(filter)]);
      return { list: rows as R[], total };
    },

    async findById(id: number, filter: ListFilter = {}): Promise<R | undefined> {
      return filtered(
        db.selectFrom(table).selectAll().where(idField, '=', id),
        filter,
      ).executeTakeFirst() as Promise<R | undefined>;
    },

    async insert(values: Row): Promise<number> {
      const row = await db.insertInto(table).values(values).returning(idField).executeTakeFirstOrThrow();
      return idOf(row);
    },

    /** A save: with `expected`, only over that version of the row (db/row-version.ts, decision 057). */
    update: (id: number, values: Row, expected?: number): Promise<void> =>
      updateVersioned(db, { table: table as VersionedTable, key: { [idField]: id }, values, expected }),

    /** Soft-deletes the live rows among ids in one transaction; returns the ids it deleted. */
    softDelete: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'Y'),

    /** Brings the deleted rows among ids back in one transaction; returns the ids it restored. */
    restore: (ids: number[], modifyId: string) => setDeleted(ids, modifyId, 'N'),
  };
}

export type TableRepository = ReturnType<typeof tableRepository>;
