import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_KEY_FILE, privacyHashKey } from './hash-key.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kv-hash-key-'));

describe('privacyHashKey', () => {
  it('generates a key into the data directory on first start, readable by its owner only, and reuses it', () => {
    const dataDir = tempDir();
    const key = privacyHashKey({ dataDir, privacyHashKey: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, HASH_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(privacyHashKey({ dataDir, privacyHashKey: undefined })).toBe(key);
  });

  it('takes PRIVACY_HASH_KEY when set, and writes nothing', () => {
    const dataDir = tempDir();
    const key = 'k'.repeat(40);
    expect(privacyHashKey({ dataDir, privacyHashKey: key })).toBe(key);
    expect(fs.existsSync(path.join(dataDir, HASH_KEY_FILE))).toBe(false);
  });
});
