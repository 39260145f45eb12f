import { type RawBuilder, sql } from 'kysely';
import { vietnamLocal, vietnamLocalToUtc } from '../../../common/schedule-times.ts';
import { type Db, dialectOf } from '../../db/index.ts';
import { reusedFact } from '../../db/list-totals.ts';
import {
  tableRepository,
  type VisibleAt,
  type whereOpenAt,
  whereVisibleAt,
} from '../../db/table-repository.ts';
import type { ContentResource, ContentTable, Row } from './resource.ts';

/** Which rows a caller sees of a board table: staff the live ones, visitors the public ones. */
export interface MemberFilter {
  delYn?: 'N';
  useYn?: 'Y';
  visibleAt?: VisibleAt | undefined;
}

/**
 * A board type's rows: the shared table query over the resource's table and key, the members of
 * translation groups, the ids visitors see (a subquery for other modules' queries), the Trash's
 * purge and the next scheduled change.
 */
export function contentRepository(db: Db, resource: ContentResource) {
  // Every translatable table has the same columns for this; Kysely cannot follow a table chosen
  // at run time, so the query is typed as one of them.
  const table = resource.table as 'job';
  const idColumn = sql<number>`${sql.ref(resource.idField)}`;
  /** The rows the filter lets through: staff the live ones, visitors the public ones. */
  const rowsWhere = (filter: MemberFilter) => {
    let query = db.selectFrom(table);
    if (filter.delYn) query = query.where('delYn', '=', filter.delYn);
    if (filter.useYn) query = query.where('useYn', '=', filter.useYn);
    // Typed as the job table's like the query (above), whichever schedule the table has.
    if (filter.visibleAt)
      query = query.where(whereVisibleAt(filter.visibleAt, dialectOf(db)) as ReturnType<typeof whereOpenAt>);
    return query;
  };
  /** The first minute after `minute` at which the schedule changes what visitors see (below). */
  async function nextChangeAfter(minute: string): Promise<string | null> {
    const live = db.selectFrom(table).where('delYn', '=', 'N').where('useYn', '=', 'Y');
    if (resource.schedule === 'publishWindow') {
      // Only rows with an instant still ahead, found by the partial indexes of migration 031.
      const row = await live
        .where((eb) =>
          eb.or([
            eb(sql.ref<string>('publishAt'), '>', minute),
            eb(sql.ref<string>('takeDownAt'), '>', minute),
          ]),
        )
        .select([
          sql<
            string | null
          >`min(case when ${sql.ref('publishAt')} > ${minute} then ${sql.ref('publishAt')} end)`.as(
            'publish',
          ),
          sql<
            string | null
          >`min(case when ${sql.ref('takeDownAt')} > ${minute} then ${sql.ref('takeDownAt')} end)`.as(
            'takeDown',
          ),
        ])
        .executeTakeFirst();
      return earliest([row?.publish, row?.takeDown]);
    }
    if (resource.schedule !== 'dateWindow') return null;
    // Windows are Vietnamese days and times ('YYYY-MM-DD', 'HH:MM'): compared as local text.
    const local = vietnamLocal(minute);
    const today = local.slice(0, 10);
    const start = sql<string>`${sql.ref('startDt')} || 'T' || coalesce(${sql.ref('startTime')}, '00:00')`;
    const end = sql<string>`${sql.ref('endDt')} || 'T' || ${sql.ref('endTime')}`;
    // The code as written, not a parameter: so the partial index of migration 031 (dated windows
    // only) can answer it, on both databases.
    const row = await live
      .where('dateCd', '=', sql.lit('10'))
      .where('endDt', '>=', today)
      .select([
        sql<string | null>`min(case when ${start} > ${local} then ${start} end)`.as('start'),
        sql<
          string | null
        >`min(case when ${sql.ref('endTime')} is not null and ${end} > ${local} then ${end} end)`.as('end'),
        // A window without an end time lasts through its last day: it ends at the next midnight.
        sql<string | null>`min(case when ${sql.ref('endTime')} is null then ${sql.ref('endDt')} end)`.as(
          'lastDay',
        ),
      ])
      .executeTakeFirst();
    const lastDayEnd = row?.lastDay && `${nextDay(row.lastDay)}T00:00`;
    return earliest([row?.start, row?.end, lastDayEnd].map((at) => (at ? vietnamLocalToUtc(at) : null)));
  }

  return {
    ...tableRepository<ContentTable, Row>(db, resource),

    /** The id, language and group of every member of `groups` the filter lets through. */
    groupMembers: (groups: readonly number[], filter: MemberFilter) =>
      rowsWhere(filter)
        .select([idColumn.as('id'), 'localeCd', 'translationGroup'])
        .where('translationGroup', 'in', groups)
        .execute(),

    /** The ids of the rows the filter lets through, as a subquery for other queries to use. */
    idsWhere: (filter: MemberFilter) => rowsWhere(filter).select(idColumn.as('id')),

    /**
     * Deletes for good the items in the Trash since before `before` (their deletion stamped
     * modifyDt), unlinking their pairs; answers their ids.
     */
    async purgeDeletedBefore(before: string): Promise<number[]> {
      const rows = await db
        .selectFrom(table)
        .select([idColumn.as('id'), 'translationGroup'])
        // Written into the statement, so that PostgreSQL's plan uses the Trash's partial index.
        .where('delYn', '=', sql.lit('Y'))
        .where('modifyDt', '<', before)
        .execute();
      if (!rows.length) return [];
      const ids = rows.map((row) => Number(row.id));
      for (const group of new Set(rows.map((row) => row.translationGroup)))
        if (group != null)
          await db
            .updateTable(table)
            .set({ translationGroup: null, outOfDate: 'N' })
            .where('translationGroup', '=', group)
            .execute();
      await db.deleteFrom(table).where(sql.ref(resource.idField), 'in', ids).execute();
      return ids;
    },

    /**
     * The first minute after `minute` (UTC ISO) at which a row in use starts or stops being public
     * by its schedule (decision 035): a publishAt or takeDownAt, a date window's start or end; null
     * when none is ahead. Shared caches keep an answer no longer than that (decision 041). Kept as
     * the lists' totals are (list-totals.ts: until a write to the table), so that it is as current
     * as the totals it stands beside (`VisibleAt.sameUntil`, decision 067). Async: a closed database
     * throws from the fact's check, and callers expect a rejection, not a throw.
     */
    nextScheduledChange: async (minute: string): Promise<string | null> =>
      reusedFact(db, { table, key: `next change ${minute}` }, () => nextChangeAfter(minute)),

    /**
     * The ids of the rows in use whose schedule starts or stops showing them in the minutes after
     * `from` up to `to` (UTC ISO minutes; `from` excluded): what a purge of shared caches names
     * when those minutes have passed (decision 060).
     */
    async scheduleChangesBetween(from: string, to: string): Promise<number[]> {
      const live = db
        .selectFrom(table)
        .select(idColumn.as('id'))
        .where('delYn', '=', 'N')
        .where('useYn', '=', 'Y');
      const within = (at: RawBuilder<string>, after: string, upTo: string) =>
        sql<boolean>`(${at} > ${after} and ${at} <= ${upTo})`;
      if (resource.schedule === 'publishWindow') {
        const rows = await live
          .where((eb) =>
            eb.or([
              within(sql`${sql.ref('publishAt')}`, from, to),
              within(sql`${sql.ref('takeDownAt')}`, from, to),
            ]),
          )
          .execute();
        return rows.map((row) => Number(row.id));
      }
      if (resource.schedule !== 'dateWindow') return [];
      const [after, upTo] = [vietnamLocal(from), vietnamLocal(to)];
      const start = sql<string>`${sql.ref('startDt')} || 'T' || coalesce(${sql.ref('startTime')}, '00:00')`;
      // A window without an end time ends at midnight after its last day: '24:00' of that day,
      // which sorts as text after its 23:59 and before the next day's 00:00.
      const end = sql<string>`${sql.ref('endDt')} || 'T' || coalesce(${sql.ref('endTime')}, '24:00')`;
      const rows = await live
        .where('dateCd', '=', '10')
        .where('endDt', '>=', after.slice(0, 10))
        .where((eb) => eb.or([within(start, after, upTo), within(end, after, upTo)]))
        .execute();
      return rows.map((row) => Number(row.id));
    },

    /**
     * Whether the row, in `localeCd`, is on and live but its date window ended at or before
     * `minute` (UTC ISO): a job past its deadline, whose page answers 410 (decision 060).
     */
    async hasEnded(id: number, { localeCd, minute }: { localeCd: string; minute: string }): Promise<boolean> {
      if (resource.schedule !== 'dateWindow') return false;
      const [today, time] = vietnamLocal(minute).split('T') as [string, string];
      const row = await db
        .selectFrom(table)
        .select(idColumn.as('id'))
        .where(sql.ref(resource.idField), '=', id)
        .where('localeCd', '=', localeCd)
        .where('delYn', '=', 'N')
        .where('useYn', '=', 'Y')
        .where('dateCd', '=', '10')
        .where((eb) =>
          eb.or([
            eb('endDt', '<', today),
            eb.and([eb('endDt', '=', today), eb('endTime', 'is not', null), eb('endTime', '<=', time)]),
          ]),
        )
        .executeTakeFirst();
      return !!row;
    },

    /** Takes every member of `group` out of it (a pair is unlinked as a whole), in step again. */
    /** Item `id` starts translation group `group` (its own number): a link, not a save, so its version stays. */
    startGroup: (id: number, group: number) =>
      db
        .updateTable(table)
        .set({ translationGroup: group })
        .where(sql.ref(resource.idField), '=', id)
        .execute(),

    ungroup: (group: number) =>
      db
        .updateTable(table)
        .set({ translationGroup: null, outOfDate: 'N' })
        .where('translationGroup', '=', group)
        .execute(),

    /** Marks the members of `group` but `id` out of date (decision 059). */
    markGroupOutOfDate: (group: number, id: number) =>
      db
        .updateTable(table)
        .set({ outOfDate: 'Y' })
        .where('translationGroup', '=', group)
        .where(sql.ref(resource.idField), '<>', id)
        .execute(),

    /**
     * "Mark as still correct" (decision 059): the mark alone, not a save, so the item keeps its version
     * (decision 057) and an editor who has it open saves without a conflict.
     */
    markInStep: (id: number) =>
      db.updateTable(table).set({ outOfDate: 'N' }).where(sql.ref(resource.idField), '=', id).execute(),
  };
}

/** The earliest of some ISO instants, null when there are none. */
const earliest = (instants: ReadonlyArray<string | null | undefined>): string | null =>
  instants.filter((at): at is string => !!at).sort()[0] ?? null;

/** The day after a 'YYYY-MM-DD'. */
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The shared table query over a content table: what every content type's service reads and writes by. */
export type TableRows = ReturnType<typeof tableRepository<ContentTable, Row>>;

/** A board type's rows: the shared table query plus the translation, Trash and schedule queries. */
export type BoardRepository = ReturnType<typeof contentRepository>;
