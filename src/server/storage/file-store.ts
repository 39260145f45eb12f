import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded bytes live. Keys are generated here and only ever match KEY_PATTERN, so no
 * client-supplied text becomes a path. 'img/' keys are public images; 'file/' keys are attachments
 * served only through /file/download.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export const KEY_PATTERN = /^(img|file)\/[a-f0-9]{32}(-w\d{1,4})?\.[a-z0-9]{2,5}$/;

export function newKey(kind: 'img' | 'file', ext: string, suffix = ''): string {
  return `${kind}/${randomBytes(16).toString('hex')}${suffix}.${ext}`;
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The embedded default: files under DATA_DIR/uploads. */
export function localFileStore(root: string): FileStore {
  const fullPath = (key: string) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fullPath(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data, { flag: 'wx' });
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      return fs.readFile(fullPath(key)).catch(() => null);
    },
    async remove(key) {
      if (isValidKey(key)) await fs.rm(fullPath(key), { force: true });
    },
  };
}
