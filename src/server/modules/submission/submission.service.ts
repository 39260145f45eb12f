import type { LocaleCd } from '../../../common/codes.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import type { Auth } from '../../auth.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { assertVersion } from '../../db/row-version.ts';
import { notFound, parseOrThrow } from '../../errors.ts';
import type { MailMessage } from '../../notify/mail-message.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import { type FileStore, isValidKey } from '../../storage/file-store.ts';
import type { FileType } from '../../storage/file-types.ts';
import { storeAttachment, type UploadedFile } from '../../storage/uploads.ts';
import type { ContentResource, Row } from '../content/resource.ts';
import { contentService } from '../content/service.ts';
import type { PrivacyNoticeService } from '../privacy-notice/privacy-notice.service.ts';
import {
  type AddressColumns,
  type RowOwner,
  type SubmissionTable,
  submissionRepository,
} from './submission.repository.ts';

export type { RowOwner } from './submission.repository.ts';

/** Rows per round of an erasure: keeps each delete's id list well under the databases' parameter limits. */
const BATCH_SIZE = 200;

/** What an erasure removed: rows, and the files they pointed to. */
export interface Erased {
  rows: number;
  files: number;
}

/** What one kind of submission is: its table, how it keeps the sender's address, its export. */
export interface SubmissionKind {
  resource: ContentResource;
  table: SubmissionTable;
  address: AddressColumns;
  csv: { of: (rows: readonly Row[], locale: LocaleCd) => string; fileName: () => string };
  /** What the type writes with a new row, in its transaction (an application's arrival event). */
  onInsert?: (tx: Db, row: { no: number; createDt: string }) => Promise<void>;
  /** What goes with erased rows, in the same transaction (an application's events and messages). */
  onErase?: (tx: Db, ids: number[]) => Promise<void>;
}

/** The file a submission carries: a new upload (its type checked), or one stored already (a held CV). */
export type Attachment = { file: UploadedFile; type: FileType } | { fileUrl: string; fileName: string };

/**
 * What people send and staff handle (inquiries, applications): the submission itself (its file
 * stored first, the consent to the privacy notice recorded, the row and the e-mails about it
 * written in one transaction), the staff list, detail, status change, CSV export and Trash, and the
 * erasure of rows with their files (retention, or a person's request). `outbox` is null when no
 * e-mail is set up: then nothing is queued.
 */
export function submissionService({
  db,
  store,
  outbox,
  notices,
  kind,
}: {
  db: Db;
  store: FileStore;
  outbox: MailOutboxService | null;
  /** The privacy notice: the version the sender agreed to is stored with the row. */
  notices: PrivacyNoticeService;
  kind: SubmissionKind;
}) {
  const { resource } = kind;
  const repoOf = (on: Db) => submissionRepository(on, kind);
  const repo = repoOf(db);
  const records = contentService(resource, { repo, store });
  const idField = kind.table.idField;
  const deleteBody = deleteBodySchema(resource.idField);
  const restoreBody = deleteBodySchema(resource.idField, 'restore');

  /** Files first, then rows: a stop half-way leaves rows whose file is gone (the next run finishes them), never a lost file. */
  async function erase(rows: ReadonlyArray<{ id: number; fileUrl: unknown }>): Promise<Erased> {
    const erased: Erased = { rows: 0, files: 0 };
    for (const { fileUrl } of rows) {
      if (typeof fileUrl !== 'string' || !isValidKey(fileUrl)) continue;
      await store.remove(fileUrl);
      erased.files += 1;
    }
    if (!rows.length) return erased;
    const ids = rows.map((row) => row.id);
    erased.rows = await inTransaction(db, async (tx) => {
      await kind.onErase?.(tx, ids);
      return Number((await repoOf(tx).removeForGood(ids)).numDeletedRows);
    });
    return erased;
  }

  /** A row of the person without its folded search copies, which say nothing the others do not. */
  const folded = new Set(resource.foldedColumns);
  const withoutFolds = (row: Row): Row =>
    Object.fromEntries(Object.entries(row).filter(([column]) => !folded.has(column)));

  return {
    resource,
    list: records.list,
    get: records.get,
    remove: (body: unknown, auth: Auth) => records.remove(parseOrThrow(deleteBody, body), auth),
    restore: (body: unknown, auth: Auth) => records.restore(parseOrThrow(restoreBody, body), auth),

    /** Every row the list query selects (same filters as the list, unpaged) as a CSV file. */
    async exportCsv(query: unknown, auth: Auth) {
      const locale = parseOrThrow(listQuerySchema, query).localeCd ?? 'EN';
      const rows = await records.listAll(query, auth);
      return { csv: kind.csv.of(rows, locale), count: rows.length, fileName: kind.csv.fileName() };
    },

    /**
     * Stores a submission: the attachment before the transaction (on SQLite the transaction holds
     * the one connection, which a database file store needs), then the row (status Wait, the
     * sender's address and the notice version they agreed to) and the e-mails `mails` writes about
     * it in one transaction: both are kept or neither.
     */
    async submit({
      row,
      attachment,
      consentVersion,
      ip,
      mails,
      withdrawal,
    }: {
      /** The type's own columns: the validated input, its folds and what it adds. */
      row: Row;
      attachment?: Attachment | undefined;
      consentVersion: unknown;
      ip: string;
      mails: (sent: { no: number; fileName: string; createDt: string }) => MailMessage[];
      /** Where the withdrawal link of the sender's own e-mails leads (decision 051). */
      withdrawal?: { origin: string; localeCd: string };
    }) {
      const stored = !attachment
        ? { fileUrl: '', fileName: '' }
        : 'file' in attachment
          ? {
              fileUrl: await storeAttachment(store, attachment.file, attachment.type),
              fileName: attachment.file.fileName,
            }
          : attachment;
      const createDt = new Date().toISOString();
      const consent = await notices.consentOf(consentVersion, new Date(createDt));
      const no = await inTransaction(db, async (tx) => {
        const no = await repoOf(tx).insert({
          ...row,
          statusCd: '10',
          ...stored,
          ipaddress: ip,
          ...consent,
          useYn: 'Y',
          delYn: 'N',
          createDt,
        });
        await kind.onInsert?.(tx, { no, createDt });
        for (const message of mails({ no, fileName: stored.fileName, createDt }))
          await outbox?.add(
            tx,
            idField === 'qnaNo'
              ? { message, qnaNo: no, withdrawal }
              : { message, applicationNo: no, withdrawal },
          );
        return no;
      });
      outbox?.wake();
      return { no, fileName: stored.fileName, createDt };
    },

    /**
     * Staff move a live submission on (its status, and what else the type lets them change); with
     * `expected`, only from that version of it (decision 057).
     */
    async setStatus(id: number, changes: Row, auth: Auth, expected?: number): Promise<'OK'> {
      const existing = await repo.findById(id, { delYn: 'N' });
      if (!existing) throw notFound();
      assertVersion(existing, expected);
      const stamp = { modifyId: auth.user.username, modifyDt: new Date().toISOString() };
      await repo.update(id, { ...changes, ...stamp }, expected);
      return 'OK';
    },

    /** Every row of one person (decision 040), the Trash included, oldest first, without its folds. */
    rowsOf: async (owner: RowOwner) => (await repo.listOwnedBy(owner)).map(withoutFolds),

    /** Erases every row of one person, the Trash included, with their files. */
    async eraseOwnedBy(owner: RowOwner): Promise<Erased> {
      const rows = await repo.listOwnedBy(owner);
      return erase(rows.map((row) => ({ id: Number(row[idField]), fileUrl: row.fileUrl })));
    },

    /** Erases the rows received before `before` (their retention is over), deleted or not, with their files. */
    async eraseReceivedBefore(before: Date): Promise<Erased> {
      const erased: Erased = { rows: 0, files: 0 };
      for (;;) {
        const batch = await repo.listReceivedBefore(before.toISOString(), BATCH_SIZE);
        if (!batch.length) return erased;
        const done = await erase(batch.map((row) => ({ id: Number(row.id), fileUrl: row.fileUrl })));
        erased.rows += done.rows;
        erased.files += done.files;
        // A short batch was the last one. Nothing removed (another run got there first): stop rather
        // than risk going round on rows that do not go.
        if (batch.length < BATCH_SIZE || done.rows === 0) return erased;
      }
    },
  };
}

export type SubmissionService = ReturnType<typeof submissionService>;
