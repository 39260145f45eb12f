import { PassThrough, Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as it goes: each entry is read only when the one before it is in the stream, and a
 * streamed entry (an attachment from the store) a chunk at a time, waiting while the client has not
 * taken what was written, so a person's attachments never sit in memory, together or one whole.
 * Entries are stored as they are (PDFs and pictures do not shrink).
 */
export function zipStream(
  entries: AsyncIterable<{ path: string; data: Uint8Array | Readable }>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  let isFull = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) return out.destroy(error);
    if (!out.write(chunk)) isFull = true;
    if (final) out.end();
  });
  const drained = async () => {
    if (!isFull) return;
    isFull = false;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done).off('close', done);
        resolve();
      };
      out.once('drain', done).once('close', done);
    });
    if (out.destroyed) throw new Error('the client went away');
  };
  (async () => {
    for await (const { path, data } of entries) {
      const entry = new ZipPassThrough(path);
      zip.add(entry);
      if (data instanceof Readable) {
        for await (const chunk of data) {
          entry.push(chunk as Uint8Array);
          await drained();
        }
        entry.push(new Uint8Array(0), true);
      } else entry.push(data, true);
      await drained();
    }
    zip.end();
  })().catch((error: unknown) => {
    if (out.destroyed) return; // the download was cancelled: nothing to report
    onError(error);
    out.destroy(error as Error);
  });
  return out;
}
