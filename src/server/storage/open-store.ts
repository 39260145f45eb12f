import path from 'node:path';
import type { Db } from '../db/index.ts';
import type { Config } from '../env.ts';
import { databaseFileStore } from './database-store.ts';
import { type FileStore, localFileStore } from './file-store.ts';
import { s3FileStore } from './s3-store.ts';

type StoreSettings = Pick<Config, 'fileStore' | 'dataDir' | 's3'>;

/**
 * The configured upload store: DATA_DIR/uploads, the database or an S3 bucket (FILE_STORE, see
 * docs/configuration.md). `kind` names another one (files:migrate's --to and --from).
 */
export function openFileStore(config: StoreSettings, db: Db | null, kind = config.fileStore): FileStore {
  if (kind === 'database') {
    if (!db) throw new Error('The database store needs the site database');
    return databaseFileStore(db);
  }
  if (kind === 's3') {
    if (!config.s3) throw new Error('S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set');
    return s3FileStore(config.s3);
  }
  return localFileStore(path.join(config.dataDir, 'uploads'));
}

/**
 * Fails at start, naming the bucket, when the S3 store cannot be listed (no such bucket, wrong keys,
 * endpoint down), rather than on the first upload or download. The other stores need no check.
 */
export async function checkFileStore(config: StoreSettings, store: FileStore): Promise<void> {
  if (config.fileStore !== 's3') return;
  try {
    for await (const _ of store.list()) break;
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(
      `The S3 bucket ${config.s3?.bucket} could not be listed (${reason}): check the S3_* settings`,
    );
  }
}

/** Where browsers read public images from the bucket (S3_PUBLIC_URL with FILE_STORE=s3), or undefined. */
export function publicImagesOf(config: StoreSettings): string | undefined {
  return config.fileStore === 's3' ? config.s3?.publicUrl : undefined;
}

/** The origin the Content-Security-Policy must allow images from, besides the site's own. */
export function publicImageOrigin(config: StoreSettings): string | undefined {
  const url = publicImagesOf(config);
  return url && new URL(url).origin;
}
