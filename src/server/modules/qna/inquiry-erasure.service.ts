import type { Db } from '../../db/index.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import { inquiryErasureRepository } from './inquiry-erasure.repository.ts';

/** Rows per round: keeps each delete's id list well under the databases' parameter limits. */
const BATCH_SIZE = 200;

/** A type, not an interface, so that it passes as the purge's counts (a record of numbers). */
export type ErasedInquiries = { inquiries: number; attachments: number };

/**
 * Erases inquiries for good once their retention is over, soft-deleted ones too: the row (name,
 * e-mail, phone, message, address) and the attached file. The files go first, so a run that stops
 * half-way leaves rows whose file is already gone (the next run finishes them), never a file that
 * no row points at any more.
 */
export function inquiryErasureService({ db, store }: { db: Db; store: FileStore }) {
  const repo = inquiryErasureRepository(db);
  return {
    async eraseReceivedBefore(before: Date): Promise<ErasedInquiries> {
      const erased: ErasedInquiries = { inquiries: 0, attachments: 0 };
      for (;;) {
        const batch = await repo.listReceivedBefore(before.toISOString(), BATCH_SIZE);
        if (!batch.length) return erased;
        for (const { fileUrl } of batch.filter((row) => isValidKey(row.fileUrl))) {
          await store.remove(fileUrl);
          erased.attachments += 1;
        }
        const removed = Number((await repo.remove(batch.map((row) => row.qnaNo))).numDeletedRows);
        erased.inquiries += removed;
        // A short batch was the last one. Nothing removed (another run got there first): stop rather
        // than risk going round on rows that do not go.
        if (batch.length < BATCH_SIZE || removed === 0) return erased;
      }
    },
  };
}

export type InquiryErasureService = ReturnType<typeof inquiryErasureService>;
