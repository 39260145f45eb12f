import net from 'node:net';
import type { Readable } from 'node:stream';

/*
 * A client of clamd's INSTREAM command over TCP (decision 049): the file is sent in chunks, each
 * prefixed by its length as a 4-byte big-endian number, then a zero length; clamd answers
 * `stream: OK`, `stream: <signature> FOUND` or `… ERROR` (its StreamMaxLength passed, for one).
 * The protocol is four lines of framing, so no package is taken for it.
 */

export interface ClamdAddress {
  host: string;
  port: number;
}

/** What clamd said of a file: clean, or the name of the signature it matched. */
export type ScanVerdict = { isClean: true } | { isClean: false; signature: string };

/** clamd could not be asked, or gave no verdict: the caller refuses the file (fail closed). */
export class ScannerUnavailable extends Error {}

const CHUNK = 64 * 1024;

/** `host:port` (CLAMAV_HOST) as an address; `[::1]:3310` for IPv6. */
export function clamdAddressOf(text: string): ClamdAddress | null {
  const match = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(text.trim());
  const port = Number(match?.[3]);
  if (!match || !port || port > 65535) return null;
  return { host: (match[1] ?? match[2])!, port };
}

/** Sends `data` to clamd and reads its verdict, within `timeoutMs` for the whole exchange. */
export function scanStream(address: ClamdAddress, data: Readable, timeoutMs = 30_000): Promise<ScanVerdict> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(address);
    let answer = '';
    let isSettled = false;
    const settle = (error: Error | null, verdict?: ScanVerdict) => {
      if (isSettled) return;
      isSettled = true;
      socket.destroy();
      data.destroy();
      if (error) reject(error);
      else resolve(verdict!);
    };
    socket.setTimeout(timeoutMs, () => settle(new ScannerUnavailable('clamd did not answer in time')));
    socket.on('error', (error) => settle(new ScannerUnavailable(`clamd is out of reach: ${error.message}`)));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('close', () => {
      const text = answer.replace(/\0/g, '').trim();
      if (/^stream: OK$/.test(text)) return settle(null, { isClean: true });
      const found = /^stream: (.+) FOUND$/.exec(text);
      if (found) return settle(null, { isClean: false, signature: found[1]! });
      settle(new ScannerUnavailable(`clamd gave no verdict: ${text || 'no answer'}`));
    });
    socket.once('connect', async () => {
      try {
        socket.write('zINSTREAM\0');
        for await (const chunk of data) {
          const bytes = chunk as Buffer;
          for (let at = 0; at < bytes.length; at += CHUNK) {
            const part = bytes.subarray(at, at + CHUNK);
            const length = Buffer.alloc(4);
            length.writeUInt32BE(part.length);
            // clamd may answer (and close) before the end, e.g. past its StreamMaxLength.
            if (isSettled || socket.destroyed) return;
            if (!socket.write(Buffer.concat([length, part])))
              await new Promise((done) => socket.once('drain', done));
          }
        }
        socket.write(Buffer.alloc(4));
      } catch (error) {
        settle(new ScannerUnavailable(`the file could not be sent to clamd: ${(error as Error).message}`));
      }
    });
  });
}
