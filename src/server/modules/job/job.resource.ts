import { DATE_MODES, type DateCd, LIMITS } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { jobSchema } from '../../../common/schemas/content.ts';
import { ATTACHMENT_KINDS } from '../../storage/file-types.ts';
import { richTextColumns } from '../content/derive.ts';
import type { ContentResource } from '../content/resource.ts';

export const jobResource: ContentResource = {
  ...CONTENT_TYPES.job,
  table: 'job',
  schema: jobSchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  hasDateWindow: true,
  publicPageSize: LIMITS.publicJobPageSize,
  upload: {
    field: CONTENT_TYPES.job.uploadField,
    kind: 'attachment',
    isRequired: false,
    accepts: ATTACHMENT_KINDS,
    typeMessage: 'Attach a jpg, gif, png, zip, MS Office, hwp or pdf file',
    urlColumn: 'fileUrl',
    nameColumn: 'fileName',
  },
  derive: richTextColumns,
  labels: (row, locale) => ({ dateCdNm: DATE_MODES.label(row.dateCd as DateCd, locale) }),
};
