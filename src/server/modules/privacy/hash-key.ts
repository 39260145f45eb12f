import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../env.ts';

/** The key's file in the data directory, when PRIVACY_HASH_KEY is not set. */
export const HASH_KEY_FILE = 'privacy-hash.key';

/**
 * The secret the request log's subject hashes are keyed with (decision 050): PRIVACY_HASH_KEY, else
 * a key generated on first start into the data directory (readable by the server's user only) and
 * read from there after. Instances that share a PostgreSQL database but not a data directory must
 * be given the same PRIVACY_HASH_KEY, or their hashes of one person differ.
 */
export function privacyHashKey(config: Pick<Config, 'privacyHashKey' | 'dataDir'>): string {
  if (config.privacyHashKey) return config.privacyHashKey;
  const file = path.join(config.dataDir, HASH_KEY_FILE);
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // 'wx': of two instances starting on one data directory, the second reads the first one's key.
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new Error(`${file} must hold a key of at least 32 characters`);
  return key;
}
