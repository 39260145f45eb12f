import { DATE_MODES, type DateCd } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { videoSchema } from '../../../common/schemas/content.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { ContentResource } from '../content/resource.ts';

export const videoResource: ContentResource = {
  ...CONTENT_TYPES.video,
  table: 'video',
  hasTypeCd: true,
  schema: videoSchema,
  search: { title: 'titleSearch' },
  sort: { title: 'titleSearch', endDt: 'endDt', createDt: 'createDt' },
  hasDateWindow: true,
  // Unpaged for visitors (DECISIONS 6): the videos page shows every visible video.
  publicPageSize: null,
  // The featured video ('00') first, then newest first.
  orderBy: [
    ['typeCd', 'asc'],
    ['videoNo', 'desc'],
  ],
  derive: (input) => ({ titleSearch: foldForSearch(String(input.title)) }),
  labels: (row, locale) => ({ dateCdNm: DATE_MODES.label(row.dateCd as DateCd, locale) }),
};
