import type { Db } from '../db/index.ts';
import { type FileStore, isValidKey } from './file-store.ts';

/**
 * Uploads kept in the database itself (FILE_STORE=database): every instance behind a proxy reads
 * what any of them stored, and a database backup holds the files too. Keys follow the same pattern
 * as on disk, and a key is never overwritten.
 */
export function databaseFileStore(db: Db): FileStore {
  return {
    async put(key, data) {
      if (!isValidKey(key)) throw new Error('invalid storage key');
      await db
        .insertInto('stored_file')
        .values({ key, data, size: data.length, createdAt: new Date().toISOString() })
        .execute();
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const row = await db.selectFrom('stored_file').select('data').where('key', '=', key).executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    async remove(key) {
      if (isValidKey(key)) await db.deleteFrom('stored_file').where('key', '=', key).execute();
    },
  };
}
