import type { Db } from '../../db/index.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import { type ErasedTable, erasureRepository, type RowOwner } from './erasure.repository.ts';

export { APPLICATION_TABLE, INQUIRY_TABLE } from './erasure.repository.ts';
export type { RowOwner };

/** Rows per round: keeps each delete's id list well under the databases' parameter limits. */
const BATCH_SIZE = 200;

/** A type, not an interface, so that it passes as the purge's counts (a record of numbers). */
export type Erased = Record<string, number>;

/**
 * Erases the rows of one table (inquiries, applications) for good once their retention is over, or
 * all of one person's at their request (issue 27),
 * soft-deleted ones too: the row (name, e-mail, phone, message, address) and its file, counted
 * under `names` (e.g. inquiries and attachments). The files go first, so a run that stops
 * half-way leaves rows whose file is already gone (the next run finishes them), never a file that
 * no row points at any more.
 */
export function erasureService({
  db,
  store,
  table,
  names: [rowsName, filesName],
}: {
  db: Db;
  store: FileStore;
  table: ErasedTable;
  names: [rows: string, files: string];
}) {
  const repo = erasureRepository(db, table);
  /** Files first, then rows: a stop half-way leaves rows without their file, never a lost file. */
  async function erase(rows: Array<{ id: number; fileUrl: unknown }>): Promise<Erased> {
    const erased: Erased = { [rowsName]: 0, [filesName]: 0 };
    for (const { fileUrl } of rows) {
      if (typeof fileUrl !== 'string' || !isValidKey(fileUrl)) continue;
      await store.remove(fileUrl);
      erased[filesName]! += 1;
    }
    if (rows.length) erased[rowsName] = Number((await repo.remove(rows.map((row) => row.id))).numDeletedRows);
    return erased;
  }

  return {
    /** Every row of one person (issue 27), the trash included, oldest first, every column. */
    rowsOf: (owner: RowOwner) => repo.listOwnedBy(owner),

    /** Erases every row of one person, the trash included, with their files. */
    async eraseOwnedBy(owner: RowOwner): Promise<Erased> {
      const rows = await repo.listOwnedBy(owner);
      return erase(rows.map((row) => ({ id: Number(row[table.idField]), fileUrl: row.fileUrl })));
    },

    async eraseReceivedBefore(before: Date): Promise<Erased> {
      const erased: Erased = { [rowsName]: 0, [filesName]: 0 };
      for (;;) {
        const batch = await repo.listReceivedBefore(before.toISOString(), BATCH_SIZE);
        if (!batch.length) return erased;
        const done = await erase(batch.map((row) => ({ id: Number(row.id), fileUrl: row.fileUrl })));
        const removed = done[rowsName]!;
        erased[rowsName]! += removed;
        erased[filesName]! += done[filesName]!;
        // A short batch was the last one. Nothing removed (another run got there first): stop rather
        // than risk going round on rows that do not go.
        if (batch.length < BATCH_SIZE || removed === 0) return erased;
      }
    },
  };
}
