import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../db/index.ts';
import type { Config } from '../env.ts';
import type { PurgeReport } from '../modules/retention/retention.service.ts';
import { createServices } from '../services.ts';
import { openFileStore } from '../storage/open-store.ts';

/**
 * `npm run purge`: the retention purge now, on the configured database and file store, whatever
 * the hourly schedule has done (after a restore, or to check what the settings erase). Deleting
 * twice is harmless, so it does not wait for the schedule's lease.
 */
export async function purgeNow(config: Readonly<Config>, now = new Date()): Promise<PurgeReport> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'site.db')))
    throw new Error(
      `No database at ${path.join(config.dataDir, 'site.db')}: set DATA_DIR (or DATABASE_URL) as the site runs with.`,
    );
  const { db, dialect } = openDatabase(config);
  try {
    const store = openFileStore(config, db);
    return await createServices({ config, db, dialect, store }).retention.purge(now);
  } finally {
    await db.destroy();
  }
}

/** 'inquiries 2, attachments 1, accessHistory 0, …': counts only, like the server's log line. */
export const describeCounts = (report: PurgeReport) =>
  Object.entries(report.counts)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
