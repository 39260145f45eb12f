import { DATE_MODES, type DateCd, LIMITS } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { jobSchema } from '../../../common/schemas/content.ts';
import { richTextColumns } from '../content/derive.ts';
import { attachmentUpload, type ContentResource } from '../content/resource.ts';

export const jobResource: ContentResource = {
  ...CONTENT_TYPES.job,
  table: 'job',
  schema: jobSchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  hasDateWindow: true,
  sort: { title: 'titleSearch', endDt: 'endDt', createDt: 'createDt' },
  publicPageSize: LIMITS.publicJobPageSize,
  upload: attachmentUpload(CONTENT_TYPES.job.uploadField),
  derive: richTextColumns,
  labels: (row, locale) => ({ dateCdNm: DATE_MODES.label(row.dateCd as DateCd, locale) }),
};
