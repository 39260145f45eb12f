import path from 'node:path';
import type { Db } from '../db/index.ts';
import type { Config } from '../env.ts';
import { databaseFileStore } from './database-store.ts';
import { type FileStore, localFileStore } from './file-store.ts';

/** The configured upload store: DATA_DIR/uploads, or the database (FILE_STORE, see docs/configuration.md). */
export function openFileStore(config: Pick<Config, 'fileStore' | 'dataDir'>, db: Db): FileStore {
  return config.fileStore === 'database'
    ? databaseFileStore(db)
    : localFileStore(path.join(config.dataDir, 'uploads'));
}
