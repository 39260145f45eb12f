import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { networkOf } from '../../../common/ip.ts';
import { type InquiryInput, inquiryStatusSchema } from '../../../common/schemas/inquiry.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { Auth } from '../../auth.ts';
import { parseOrThrow } from '../../errors.ts';
import { inquiryMail } from '../../notify/inquiry-mail.ts';
import type { FormInput } from '../../storage/uploads.ts';
import { documentType } from '../../uploads/document-type.ts';
import type { Limit, RateLimitService } from '../rate-limit/rate-limit.service.ts';
import type { SubmissionService } from '../submission/submission.service.ts';
import { qnaResource } from './qna.resource.ts';

const INQUIRY_LIMIT: Limit = { bucket: 'qna', max: 10, windowMs: 3_600_000 };

/**
 * Partnership inquiries: visitors send them (at most ten an hour from one network), staff read,
 * close and delete them. Staff never edit what a visitor wrote: only the status changes. The rest
 * is the submission engine's (`inquiries`, built on INQUIRIES).
 */
export function qnaService({
  inquiries,
  rateLimit,
}: {
  inquiries: SubmissionService;
  rateLimit: RateLimitService;
}) {
  const { list, get, remove, restore, exportCsv } = inquiries;
  return {
    list,
    get,
    remove,
    restore,
    exportCsv,

    /** Every attempt counts towards the hourly limit of its network (`networkOf`), valid or not. */
    assertUnderLimit: (ip: string): Promise<void> =>
      rateLimit.countAttempt(
        INQUIRY_LIMIT,
        networkOf(ip),
        'Too many inquiries from your address. Please try again in an hour.',
      ),

    /**
     * Stores the inquiry and, in the same transaction, the staff e-mail about it: both are kept or
     * neither. `publicOrigin` starts the admin link in that e-mail.
     */
    async create(form: FormInput, { ip, publicOrigin }: { ip: string; publicOrigin: string }) {
      const input = parseOrThrow(qnaResource.schema, form.fields) as InquiryInput;
      const upload = qnaResource.upload;
      const file = upload ? form.files[upload.field] : undefined;
      // Checked by its structure too: a PDF must parse, a ZIP must be readable (decision 049).
      const type = upload && file ? await documentType(file, upload.accepts, upload.typeMessage) : undefined;
      const sent = await inquiries.submit({
        row: {
          ...input,
          titleSearch: foldForSearch(`${input.title} ${input.name}`),
          contentsSearch: foldForSearch(String(input.contents)),
        },
        attachment: file && type ? { file, type } : undefined,
        consentVersion: form.fields.consentVersion,
        ip,
        mails: ({ no, fileName, createDt }) => [
          inquiryMail(
            { ...input, qnaNo: no, fileName, createDt },
            `${publicOrigin}${ADMIN_PATHS.detail('qna/qna', no)}`,
          ),
        ],
      });
      return { ...input, qnaNo: sent.no, fileName: sent.fileName, createDt: sent.createDt };
    },

    setStatus: (id: number, body: unknown, auth: Auth, expected?: number): Promise<'OK'> =>
      inquiries.setStatus(id, parseOrThrow(inquiryStatusSchema, body), auth, expected),
  };
}

export type QnaService = ReturnType<typeof qnaService>;
