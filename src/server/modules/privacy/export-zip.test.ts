import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './export-zip.ts';

const CHUNK = 64 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('reads a streamed entry only as fast as the client takes the ZIP, and writes it whole', async () => {
    let pulled = 0;
    const attachment = Readable.from(
      (function* () {
        for (let i = 0; i < 8; i++) {
          pulled += 1;
          yield Buffer.alloc(CHUNK, i);
        }
      })(),
    );
    async function* entries() {
      yield { path: 'personal-data.json', data: Buffer.from('{"a":1}') };
      yield { path: 'attachments/cv.pdf', data: attachment };
    }
    const zip = zipStream(entries(), (error) => {
      throw error;
    });
    await sleep(50);
    // Nobody reads yet: at most a chunk or two is held, not the whole attachment.
    expect(pulled).toBeLessThanOrEqual(2);
    const files = unzipSync(await bytesOf(zip));
    expect(pulled).toBe(8);
    expect(Buffer.from(files['personal-data.json']!).toString()).toBe('{"a":1}');
    const cv = Buffer.from(files['attachments/cv.pdf']!);
    expect(cv.length).toBe(8 * CHUNK);
    expect(cv[7 * CHUNK]).toBe(7);
  });
});
