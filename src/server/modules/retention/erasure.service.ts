import type { Db } from '../../db/index.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import { type ErasedTable, erasureRepository } from './erasure.repository.ts';

/** Rows per round: keeps each delete's id list well under the databases' parameter limits. */
const BATCH_SIZE = 200;

/** A type, not an interface, so that it passes as the purge's counts (a record of numbers). */
export type Erased = Record<string, number>;

/**
 * Erases the rows of one table (inquiries, applications) for good once their retention is over,
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
  return {
    async eraseReceivedBefore(before: Date): Promise<Erased> {
      const erased: Erased = { [rowsName]: 0, [filesName]: 0 };
      for (;;) {
        const batch = await repo.listReceivedBefore(before.toISOString(), BATCH_SIZE);
        if (!batch.length) return erased;
        for (const { fileUrl } of batch.filter((row) => isValidKey(row.fileUrl))) {
          await store.remove(fileUrl);
          erased[filesName]! += 1;
        }
        const removed = Number((await repo.remove(batch.map((row) => Number(row.id)))).numDeletedRows);
        erased[rowsName]! += removed;
        // A short batch was the last one. Nothing removed (another run got there first): stop rather
        // than risk going round on rows that do not go.
        if (batch.length < BATCH_SIZE || removed === 0) return erased;
      }
    },
  };
}
