import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file opened for reading: its bytes as a stream, and how many there are. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded bytes live. Keys are generated here and only ever match KEY_PATTERN, so no
 * client-supplied text becomes a path. 'img/' keys are public images; 'file/' keys are attachments
 * served only through /file/download.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores `size` bytes read from a stream (files:migrate, restore), replacing what the key held. */
  putStream(key: string, stream: Readable, size: number): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (downloads, public images, files:migrate), or null. */
  open(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, in no promised order (files:migrate, backup). */
  list(): AsyncIterable<{ key: string; size: number }>;
}

export const KEY_PATTERN = /^(img|file)\/[a-f0-9]{32}(-w\d{1,4})?\.[a-z0-9]{2,5}$/;

export function newKey(kind: 'img' | 'file', ext: string, suffix = ''): string {
  return `${kind}/${randomBytes(16).toString('hex')}${suffix}.${ext}`;
}

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Throws unless a copy wrote exactly the bytes announced (a cut connection, a truncated file). */
export function checkSize(key: string, expected: number, actual: number): void {
  if (expected !== actual) throw new Error(`${key}: expected ${expected} bytes, stored ${actual}`);
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
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, data, { flag: 'wx' });
    },
    async putStream(key, stream, size) {
      const file = fullPath(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a cut copy never sits under the key.
      const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(stream, fs.createWriteStream(partial, { flags: 'wx' }));
        checkSize(key, size, (await fs.promises.stat(partial)).size);
        await fs.promises.rename(partial, file);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      return fs.promises.readFile(fullPath(key)).catch(() => null);
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const handle = await fs.promises.open(fullPath(key)).catch(() => null);
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async remove(key) {
      if (isValidKey(key)) await fs.promises.rm(fullPath(key), { force: true });
    },
    async *list() {
      for (const kind of ['img', 'file']) {
        const folder = path.join(root, kind);
        const names = await fs.promises.readdir(folder).catch(() => [] as string[]);
        for (const name of names) {
          const key = `${kind}/${name}`;
          if (isValidKey(key)) yield { key, size: (await fs.promises.stat(fullPath(key))).size };
        }
      }
    },
  };
}
