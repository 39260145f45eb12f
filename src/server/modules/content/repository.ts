import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import {
  tableRepository,
  type VisibleAt,
  type whereOpenAt,
  whereVisibleAt,
} from '../../db/table-repository.ts';
import type { ContentResource, ContentTable, Row } from './resource.ts';

/** Which members of translation groups a caller sees: staff the live ones, visitors the public ones. */
export interface MemberFilter {
  delYn?: 'N';
  useYn?: 'Y';
  visibleAt?: VisibleAt | undefined;
}

/**
 * A board type's rows: the shared table query over the resource's table and key, and the members
 * of translation groups (issue 26).
 */
export function contentRepository(db: Db, resource: ContentResource) {
  // Every translatable table has the same columns for this; Kysely cannot follow a table chosen
  // at run time, so the query is typed as one of them.
  const table = resource.table as 'job';
  return {
    ...tableRepository<ContentTable, Row>(db, resource),

    /** The id, language and group of every member of `groups` the filter lets through. */
    groupMembers(groups: readonly number[], filter: MemberFilter) {
      let query = db
        .selectFrom(table)
        .select([sql<number>`${sql.ref(resource.idField)}`.as('id'), 'localeCd', 'translationGroup'])
        .where('translationGroup', 'in', groups);
      if (filter.delYn) query = query.where('delYn', '=', filter.delYn);
      if (filter.useYn) query = query.where('useYn', '=', filter.useYn);
      // Typed as the job table's like the query (above), whichever schedule the table has.
      if (filter.visibleAt)
        query = query.where(whereVisibleAt(filter.visibleAt) as ReturnType<typeof whereOpenAt>);
      return query.execute();
    },

    /**
     * Deletes for good the items in the Trash since before `before` (their deletion stamped
     * modifyDt), unlinking their pairs; answers their ids.
     */
    async purgeDeletedBefore(before: string): Promise<number[]> {
      const rows = await db
        .selectFrom(table)
        .select([sql<number>`${sql.ref(resource.idField)}`.as('id'), 'translationGroup'])
        .where('delYn', '=', 'Y')
        .where('modifyDt', '<', before)
        .execute();
      if (!rows.length) return [];
      const ids = rows.map((row) => Number(row.id));
      for (const group of new Set(rows.map((row) => row.translationGroup)))
        if (group != null)
          await db
            .updateTable(table)
            .set({ translationGroup: null })
            .where('translationGroup', '=', group)
            .execute();
      await db.deleteFrom(table).where(sql.ref(resource.idField), 'in', ids).execute();
      return ids;
    },

    /** Takes every member of `group` out of it (a pair is unlinked as a whole). */
    ungroup: (group: number) =>
      db.updateTable(table).set({ translationGroup: null }).where('translationGroup', '=', group).execute(),
  };
}

/**
 * What the content service needs: the shared table query, and the translation queries for the
 * board types (inquiries and applications, whose modules build their own repositories, have none).
 */
export type ContentRepository = ReturnType<typeof tableRepository<ContentTable, Row>> &
  Partial<Pick<ReturnType<typeof contentRepository>, 'groupMembers' | 'ungroup' | 'purgeDeletedBefore'>>;
