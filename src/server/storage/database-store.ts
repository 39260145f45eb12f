import { Readable } from 'node:stream';
import type { Db } from '../db/index.ts';
import { checkSize, type FileStore, isValidKey } from './file-store.ts';

/**
 * Uploads kept in the database itself (FILE_STORE=database): every instance behind a proxy reads
 * what any of them stored, and a database backup holds the files too. Keys follow the same pattern
 * as on disk, and a key is never overwritten by an upload.
 * NOTE: a row's bytes are one value for both drivers, so streams are gathered or served from a
 * whole file here; uploads are within UPLOAD_LIMIT_MB anyway (decision 042).
 */
export function databaseFileStore(db: Db): FileStore {
  const insert = async (key: string, data: Buffer) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    await db
      .insertInto('stored_file')
      .values({ key, data, size: data.length, createdAt: new Date().toISOString() })
      .execute();
  };
  const get = async (key: string) => {
    if (!isValidKey(key)) return null;
    const row = await db.selectFrom('stored_file').select('data').where('key', '=', key).executeTakeFirst();
    return row ? Buffer.from(row.data) : null;
  };
  return {
    put: insert,
    async putStream(key, stream, size) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk));
      const data = Buffer.concat(chunks);
      checkSize(key, size, data.length);
      await db.deleteFrom('stored_file').where('key', '=', key).execute();
      await insert(key, data);
    },
    get,
    async open(key) {
      const data = await get(key);
      return data && { stream: Readable.from([data]), size: data.length };
    },
    async remove(key) {
      if (isValidKey(key)) await db.deleteFrom('stored_file').where('key', '=', key).execute();
    },
    async *list() {
      const rows = await db.selectFrom('stored_file').select(['key', 'size']).orderBy('key').execute();
      yield* rows;
    },
  };
}
