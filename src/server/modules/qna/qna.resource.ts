import { INQUIRY_STATUSES } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../content/resource.ts';

/** Partnership inquiries: sent by visitors, read and closed by staff holding QnA rights. */
export const qnaResource = resourceOf(CONTENT_TYPES.qna, {
  dateRangeColumn: 'createDt',
  filters: { statusCd: INQUIRY_STATUSES.codes },
});
