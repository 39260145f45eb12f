import type { FastifyBaseLogger } from 'fastify';
import { readUpload, type UploadedFile } from '../storage/uploads.ts';
import { type ClamdAddress, clamdAddressOf, ScannerUnavailable, scanStream } from './clamav.ts';
import { refusals } from './refusals.ts';

/** Checks an upload before anything may store it: resolves when it is clean, else throws (415, 503). */
export type UploadScan = (file: UploadedFile, log: FastifyBaseLogger) => Promise<void>;

/**
 * Every upload scanned by clamd (CLAMAV_HOST; decision 049): a file it finds malware in is
 * refused with 415; when clamd cannot be asked, every upload is refused with 503 (fail closed)
 * and the cause logged.
 */
export function clamavScan(address: ClamdAddress): UploadScan {
  return async (file, log) => {
    let verdict: Awaited<ReturnType<typeof scanStream>>;
    try {
      verdict = await scanStream(address, readUpload(file));
    } catch (error) {
      if (!(error instanceof ScannerUnavailable)) throw error;
      log.error(
        { err: error, clamd: `${address.host}:${address.port}` },
        'upload refused: virus scanner out of reach',
      );
      throw refusals.scannerDown();
    }
    if (verdict.isClean) return;
    log.warn({ signature: verdict.signature, size: file.size }, 'upload refused: malware found');
    throw refusals.infected(verdict.signature);
  };
}

/** The scan CLAMAV_HOST (`host:port`) asks for, or null when it is unset. */
export function uploadScanOf(clamavHost: string | undefined): UploadScan | null {
  if (!clamavHost) return null;
  const address = clamdAddressOf(clamavHost);
  if (!address) throw new Error(`CLAMAV_HOST must be host:port, not ${clamavHost}`);
  return clamavScan(address);
}
