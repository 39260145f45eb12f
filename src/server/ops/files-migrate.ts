import fs from 'node:fs';
import path from 'node:path';
import { type Db, openDatabase } from '../db/index.ts';
import type { Config } from '../env.ts';
import type { FileStore } from '../storage/file-store.ts';
import { openFileStore } from '../storage/open-store.ts';

export type StoreKind = Config['fileStore'];
export const STORE_KINDS: readonly StoreKind[] = ['disk', 'database', 's3'];

export interface MigrationReport {
  /** Files the source holds. */
  total: number;
  copied: number;
  /** Already in the target with the same size (an earlier run). */
  skipped: number;
}

/**
 * `npm run files:migrate -- --to s3|disk|database [--from …]`: copies every stored file from one
 * store to another, streamed, leaving what the target already holds at the same size, so it may
 * be run again after a failure (or once more just before switching FILE_STORE, for the files
 * uploaded meanwhile). Nothing is deleted from the source. Throws when, afterwards, a file is
 * missing from the target or differs in size.
 */
export async function migrateFiles(
  config: Readonly<Config>,
  { from = config.fileStore, to }: { from?: StoreKind; to: StoreKind },
): Promise<MigrationReport> {
  if (from === to) throw new Error(`The files are already in the ${to} store: name another with --to`);
  let db: Db | null = null;
  if (from === 'database' || to === 'database') {
    // The database store needs the site's database, never a new empty one.
    if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'site.db')))
      throw new Error(
        `No database at ${path.join(config.dataDir, 'site.db')}: set DATA_DIR (or DATABASE_URL) as the site runs with.`,
      );
    db = openDatabase(config).db;
  }
  try {
    const source = openFileStore(config, db, from);
    const target = openFileStore(config, db, to);
    const report = await copyAll(source, target);
    await verify(source, target);
    return report;
  } finally {
    await db?.destroy();
  }
}

async function copyAll(source: FileStore, target: FileStore): Promise<MigrationReport> {
  const present = await sizes(target);
  const report: MigrationReport = { total: 0, copied: 0, skipped: 0 };
  for await (const { key, size } of source.list()) {
    report.total += 1;
    if (present.get(key) === size) {
      report.skipped += 1;
      continue;
    }
    const file = await source.open(key);
    if (!file) continue; // erased (the purge) while the copy ran
    await target.putStream(key, file.stream, file.size);
    report.copied += 1;
  }
  return report;
}

async function verify(source: FileStore, target: FileStore): Promise<void> {
  const copied = await sizes(target);
  const wrong: string[] = [];
  for await (const { key, size } of source.list()) if (copied.get(key) !== size) wrong.push(key);
  if (wrong.length)
    throw new Error(
      `${wrong.length} files are missing or differ in the target (${wrong.slice(0, 3).join(', ')}…): run the command again`,
    );
}

async function sizes(store: FileStore): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const { key, size } of store.list()) found.set(key, size);
  return found;
}
