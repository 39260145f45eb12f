import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { type InquiryInput, inquiryStatusSchema } from '../../../common/schemas/inquiry.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import { type Db, inTransaction } from '../../db/index.ts';
import { notFound, parseOrThrow } from '../../errors.ts';
import { inquiryMail } from '../../notify/inquiry-mail.ts';
import type { MailOutboxService } from '../../notify/mail-outbox.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { type FormInput, requireType, storeAttachment } from '../../storage/uploads.ts';
import { contentService } from '../content/service.ts';
import type { PrivacyNoticeService } from '../privacy-notice/privacy-notice.service.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import { inquiriesCsv, inquiriesFileName } from './inquiry-csv.ts';
import { qnaRepository } from './qna.repository.ts';
import { qnaResource } from './qna.resource.ts';

const INQUIRY_LIMIT: Limit = { bucket: 'qna', max: 10, windowMs: 3_600_000 };
const deleteBody = deleteBodySchema(qnaResource.idField);
const restoreBody = deleteBodySchema(qnaResource.idField, 'restore');

/**
 * Partnership inquiries: visitors send them (at most ten an hour from one address), staff read,
 * close and delete them. Staff never edit what a visitor wrote: only the status changes.
 * `outbox` is null when no e-mail is configured: then nothing is queued.
 */
export function qnaService({
  db,
  store,
  rateLimit,
  outbox,
  notices,
}: {
  db: Db;
  store: FileStore;
  rateLimit: RateLimitService;
  outbox: MailOutboxService | null;
  /** The privacy notice: the version the sender agreed to is stored with the inquiry. */
  notices: PrivacyNoticeService;
}) {
  const repo = qnaRepository(db);
  const board = contentService(qnaResource, repo, store);
  const upload = qnaResource.upload!;

  return {
    list: board.list,
    get: board.get,
    remove: (body: unknown, auth: Auth) => board.remove(parseOrThrow(deleteBody, body), auth),
    restore: (body: unknown, auth: Auth) => board.restore(parseOrThrow(restoreBody, body), auth),

    /** Every inquiry the list query selects (same filters as the list, unpaged) as a CSV file. */
    async exportCsv(query: unknown, auth: Auth) {
      const locale = parseOrThrow(listQuerySchema, query).localeCd ?? 'EN';
      const rows = await board.listAll(query, auth);
      return { csv: inquiriesCsv(rows, locale), count: rows.length, fileName: inquiriesFileName() };
    },

    /** Every attempt counts towards the hourly limit of its address, valid or not. */
    assertUnderLimit: (ip: string): Promise<void> =>
      rateLimit.countAttempt(
        INQUIRY_LIMIT,
        ip,
        'Too many inquiries from your address. Please try again in an hour.',
      ),

    /**
     * Stores the inquiry and, in the same transaction, the staff e-mail about it: both are kept or
     * neither. `publicOrigin` starts the admin link in that e-mail.
     */
    async create(form: FormInput, { ip, publicOrigin }: { ip: string; publicOrigin: string }) {
      const input = parseOrThrow(qnaResource.schema, form.fields) as InquiryInput;
      const file = form.files[upload.field];
      // Before the transaction: on SQLite it holds the one connection, which a database file store needs.
      const fileUrl = file
        ? await storeAttachment(store, file, requireType(file, upload.accepts, upload.typeMessage))
        : '';
      const fileName = file ? file.fileName : '';
      const createDt = new Date().toISOString();
      const consent = await notices.consentOf(form.fields.consentVersion, new Date(createDt));
      const qnaNo = await inTransaction(db, async (tx) => {
        const qnaNo = await qnaRepository(tx).insert({
          ...input,
          statusCd: '10',
          fileUrl,
          fileName,
          ipaddress: ip,
          titleSearch: foldForSearch(`${input.title} ${input.name}`),
          contentsSearch: foldForSearch(String(input.contents)),
          ...consent,
          useYn: 'Y',
          delYn: 'N',
          createDt,
        });
        const adminLink = `${publicOrigin}${ADMIN_PATHS.detail('qna/qna', qnaNo)}`;
        const message = inquiryMail({ ...input, qnaNo, fileName, createDt }, adminLink);
        await outbox?.add(tx, { message, qnaNo });
        return qnaNo;
      });
      outbox?.wake();
      return { ...input, qnaNo, fileName, createDt };
    },

    async setStatus(id: number, body: unknown, auth: Auth): Promise<'OK'> {
      const { statusCd } = parseOrThrow(inquiryStatusSchema, body);
      if (!(await repo.findById(id, { delYn: 'N' }))) throw notFound();
      await repo.update(id, { statusCd, modifyId: auth.user.username, modifyDt: new Date().toISOString() });
      return 'OK';
    },
  };
}

export type QnaService = ReturnType<typeof qnaService>;
