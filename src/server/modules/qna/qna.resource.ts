import {
  INQUIRY_STATUSES,
  INQUIRY_TYPES,
  type InquiryStatusCd,
  type InquiryTypeCd,
} from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { inquirySchema } from '../../../common/schemas/inquiry.ts';
import { attachmentUpload, type ContentResource } from '../content/resource.ts';

/** Partnership inquiries: sent by visitors, read and closed by staff holding QnA rights. */
export const qnaResource: ContentResource = {
  ...CONTENT_TYPES.qna,
  table: 'qna',
  hasTypeCd: true,
  dateRangeColumn: 'createDt',
  schema: inquirySchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  sort: { typeCd: 'typeCd', title: 'titleSearch', name: 'name', createDt: 'createDt', statusCd: 'statusCd' },
  filters: { statusCd: INQUIRY_STATUSES.codes },
  publicPageSize: 10,
  upload: attachmentUpload(CONTENT_TYPES.qna.uploadField),
  labels: (row, locale) => ({
    typeCdNm: INQUIRY_TYPES.label(row.typeCd as InquiryTypeCd, locale),
    statusCdNm: INQUIRY_STATUSES.label(row.statusCd as InquiryStatusCd, locale),
  }),
};
