import { CATEGORIES, type CategoryCd } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { newsSchema } from '../../../common/schemas/content.ts';
import { firstImage } from '../../http/rich-text.ts';
import { richTextColumns } from '../content/derive.ts';
import type { ContentResource } from '../content/resource.ts';

export const newsResource: ContentResource = {
  ...CONTENT_TYPES.news,
  table: 'news',
  hasTypeCd: true,
  schema: newsSchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  sort: { typeCd: 'typeCd', title: 'titleSearch', createDt: 'createDt' },
  publicPageSize: 10,
  derive: (input) => {
    const columns = richTextColumns(input);
    return { ...columns, thumbnailUrl: firstImage(String(columns.contents)) };
  },
  labels: (row, locale) => ({ typeCdNm: CATEGORIES.label(row.typeCd as CategoryCd, locale) }),
};
