import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppDeps } from '../../src/server/deps.ts';

/**
 * What a request may change only when it succeeds: record counts, soft deletes and the latest edit of
 * every table that holds content, accounts or the allow-list; sessions; stored files. Access history
 * and rate-limit hits grow with every call by design and are left out.
 */
const WATCHED = [
  'banner',
  'news',
  'faq',
  'job',
  'video',
  'partner',
  'qna',
  'application',
  'admin_user',
  'permitted_ip',
] as const;

export type Fingerprint = Record<string, string | number>;

const QUERY = sql.raw(
  `select ${[
    ...WATCHED.map(
      (table) =>
        `(select count(*) || '/' || coalesce(sum(case when "delYn" = 'Y' then 1 else 0 end), 0) || '/' || coalesce(max("modifyDt"), '') from "${table}") as "${table}"`,
    ),
    `(select count(*) from "session") as "session"`,
    `(select count(*) from "stored_file") as "stored_file"`,
  ].join(', ')}`,
);

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

export async function fingerprint(deps: AppDeps): Promise<Fingerprint> {
  const { rows } = await QUERY.execute(deps.db);
  return {
    ...(rows[0] as Fingerprint),
    uploads: countFiles(path.join(deps.config.dataDir, 'uploads')),
  };
}

/** The entries that differ: {table: [before, after]}. */
export function changes(before: Fingerprint, after: Fingerprint): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) if (before[key] !== after[key]) out[key] = [before[key], after[key]];
  return out;
}
