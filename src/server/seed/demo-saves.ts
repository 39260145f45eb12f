import { type Auth, systemAuth } from '../auth.ts';
import type { Db } from '../db/index.ts';
import type { ContentTable } from '../modules/content/resource.ts';
import type { FormInput } from '../storage/uploads.ts';

/** Who the demo is saved by: a system identity holding every right, named in each item's history. */
export const SYSTEM_AUTH: Auth = systemAuth('system', 'System');

export const fieldsOnly = (fields: Record<string, unknown>): FormInput => ({ fields, files: {} });

/** The instant `daysAgo` days before now; the i-th row a minute earlier still, so no two share one. */
export const at = (daysAgo: number, i: number) =>
  new Date(Date.now() - daysAgo * 86_400_000 - i * 60_000).toISOString();

/** The indices of rows, oldest first, so that ids grow with time as they do for real content. */
export const oldestFirst = (rows: ReadonlyArray<{ daysAgo: number }>) =>
  rows.map((_, i) => i).sort((a, b) => rows[b]!.daysAgo - rows[a]!.daysAgo);

/**
 * Gives a saved row the age of its demo text, the one thing a save cannot be told: a save is
 * stamped with its own time. Only the stamps change (and those of the versions the save kept);
 * every other column is the save's.
 */
export async function backdate(
  db: Db,
  { table, idField, id }: { table: ContentTable; idField: string; id: number },
  stamps: { createDt: string; modifyDt?: string },
): Promise<void> {
  await db.updateTable(table).set(stamps).where(db.dynamic.ref(idField), '=', id).execute();
  await db
    .updateTable('content_revision')
    .set({ createDt: stamps.modifyDt ?? stamps.createDt })
    .where('contentType', '=', table)
    .where('itemNo', '=', id)
    .execute();
}
