import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { localFileStore, newKey } from './file-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-store-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const store = localFileStore(root);

async function text(stream: Readable): Promise<string> {
  let all = '';
  for await (const chunk of stream) all += chunk;
  return all;
}

describe('the disk store', () => {
  it('opens a file as a stream with its size, and null for one it does not hold', async () => {
    const key = newKey('file', 'pdf');
    await store.put(key, Buffer.from('%PDF-1.4 hello'));
    const opened = await store.open(key);
    expect(opened?.size).toBe(14);
    expect(await text(opened!.stream)).toBe('%PDF-1.4 hello');
    expect(await store.open(newKey('file', 'pdf'))).toBeNull();
    expect(await store.open('../site.db')).toBeNull();
  });

  it('stores a stream under a key, replacing what it held, and refuses one of the wrong length', async () => {
    const key = newKey('img', 'png');
    await store.putStream(key, Readable.from([Buffer.from('ab'), Buffer.from('cd')]), 4);
    await store.putStream(key, Readable.from([Buffer.from('abcdef')]), 6);
    expect((await store.get(key))?.toString()).toBe('abcdef');
    const cut = newKey('file', 'pdf');
    await expect(store.putStream(cut, Readable.from([Buffer.from('abc')]), 10)).rejects.toThrow(
      'expected 10 bytes, stored 3',
    );
    expect(await store.get(cut)).toBeNull();
    expect(fs.readdirSync(path.join(root, 'file')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('lists every stored file with its size, and nothing else in the folder', async () => {
    fs.writeFileSync(path.join(root, 'img', 'notes.txt'), 'not an upload');
    const listed = new Map<string, number>();
    for await (const { key, size } of store.list()) listed.set(key, size);
    expect([...listed.keys()].every((key) => /^(img|file)\/[a-f0-9]{32}/.test(key))).toBe(true);
    expect([...listed.values()].sort()).toEqual([14, 6].sort());
  });
});
