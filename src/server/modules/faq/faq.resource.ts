import { CATEGORIES, type CategoryCd, LIMITS } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { faqSchema } from '../../../common/schemas/content.ts';
import { richTextColumns } from '../content/derive.ts';
import type { ContentResource } from '../content/resource.ts';

export const faqResource: ContentResource = {
  ...CONTENT_TYPES.faq,
  table: 'faq',
  hasTypeCd: true,
  schema: faqSchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  sort: { typeCd: 'typeCd', title: 'titleSearch', createDt: 'createDt' },
  publicPageSize: LIMITS.publicFaqPageSize,
  derive: richTextColumns,
  labels: (row, locale) => ({ typeCdNm: CATEGORIES.label(row.typeCd as CategoryCd, locale) }),
};
