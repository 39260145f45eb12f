import { sql } from 'kysely';
import { StaleVersion } from '../errors.ts';
import type { Db } from './index.ts';
import type { Database } from './schema.ts';

/** The tables whose rows carry a version that each save bumps (migration 025). */
export type VersionedTable = {
  [T in keyof Database]: Database[T] extends { version: unknown } ? T : never;
}[keyof Database];

type Stored = Record<string, unknown>;

/** The version of a stored row: null (never saved since migration 025, or new) is 1. */
export const versionOf = (row: { version?: unknown } | undefined): number =>
  row?.version == null ? 1 : Number(row.version);

/** `version` as SQL, null read as 1. */
const storedVersion = sql<number>`coalesce(${sql.ref('version')}, 1)`;

/** The row's version one more, as SQL: what every change staff make to a row sets. */
export const nextVersion = sql<number>`${storedVersion} + 1`;

/** Who saved a stored row last and when, whatever its table calls the columns. */
const lastSaveOf = (row: Stored | undefined) => ({
  savedBy: (row?.modifyId ?? row?.createId ?? null) as string | null,
  savedAt: (row?.modifyDt ?? row?.createDt ?? row?.createdAt ?? null) as string | null,
});

/** Refuses a save that started from a version `row` no longer has (decision 057); none expected: any. */
export function assertVersion(row: Stored, expected: number | undefined): void {
  if (expected !== undefined && versionOf(row) !== expected) throw new StaleVersion(lastSaveOf(row));
}

/**
 * The one write of a staff save (decision 057): `values` over the row `key` names, its version one
 * more. With `expected` (the version the editor started from), an atomic compare-and-set: written
 * only while the row still has that version, else nothing is written and StaleVersion is thrown.
 * Without it, the save works as before (and still bumps the version). `db` may be a transaction.
 */
export async function updateVersioned(
  db: Db,
  {
    table,
    key,
    values,
    expected,
  }: {
    table: VersionedTable;
    /** The row's key column(s) and value(s). */
    key: Record<string, string | number>;
    values: Stored;
    expected?: number | undefined;
  },
): Promise<void> {
  // The table is chosen at run time; Kysely cannot follow it, so the query is typed as one of them.
  const named = table as 'media';
  let query = db.updateTable(named).set({ ...values, version: nextVersion });
  let current = db.selectFrom(named).selectAll();
  for (const [column, value] of Object.entries(key)) {
    query = query.where(sql.ref(column), '=', value);
    current = current.where(sql.ref(column), '=', value);
  }
  if (expected === undefined) {
    await query.execute();
    return;
  }
  const result = await query.where(storedVersion, '=', expected).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0)
    throw new StaleVersion(lastSaveOf((await current.executeTakeFirst()) as Stored | undefined));
}
