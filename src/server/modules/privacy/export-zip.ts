import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes: each entry is read only when the one before it is in the stream, so a
 * person's attachments never sit in memory together. Entries are stored as they are (PDFs and
 * pictures do not shrink).
 */
export function zipStream(
  entries: AsyncIterable<{ path: string; data: Uint8Array }>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  (async () => {
    for await (const { path, data } of entries) {
      const entry = new ZipPassThrough(path);
      zip.add(entry);
      entry.push(data, true);
    }
    zip.end();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error as Error);
  });
  return out;
}
