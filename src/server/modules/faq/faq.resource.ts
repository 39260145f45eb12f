import { CATEGORIES, type CategoryCd, LIMITS } from '../../../common/codes.ts';
import { faqSchema } from '../../../common/schemas/content.ts';
import { richTextColumns } from '../content/derive.ts';
import type { ContentResource } from '../content/resource.ts';

export const faqResource: ContentResource = {
  name: 'faq',
  table: 'faq',
  idField: 'faqNo',
  page: 'BoardFAQ',
  hasTypeCd: true,
  schema: faqSchema,
  search: { title: 'titleSearch', contents: 'contentsSearch' },
  publicPageSize: LIMITS.publicFaqPageSize,
  derive: richTextColumns,
  labels: (row, locale) => ({ typeCdNm: CATEGORIES.label(row.typeCd as CategoryCd, locale) }),
};
