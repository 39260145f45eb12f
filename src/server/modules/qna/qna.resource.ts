import { INQUIRY_STATUSES } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../content/resource.ts';
import type { SubmissionKind } from '../submission/submission.service.ts';
import { inquiriesCsv, inquiriesFileName } from './inquiry-csv.ts';

/** Partnership inquiries: sent by visitors, read and closed by staff holding QnA rights. */
export const qnaResource = resourceOf(CONTENT_TYPES.qna, {
  dateRangeColumn: 'createDt',
  filters: { statusCd: INQUIRY_STATUSES.codes },
});

/** Inquiries as submissions: the sender's address kept as a local part and a domain. */
export const INQUIRIES: SubmissionKind = {
  resource: qnaResource,
  table: { table: 'qna', idField: 'qnaNo' },
  address: 'localAndDomain',
  csv: { of: inquiriesCsv, fileName: inquiriesFileName },
};
