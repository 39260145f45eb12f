import { PARTNER_TYPES, type PartnerTypeCd } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { partnerSchema } from '../../../common/schemas/content.ts';
import { foldForSearch } from '../../../common/text.ts';
import { IMAGE_KINDS } from '../../storage/file-types.ts';
import type { ContentResource } from '../content/resource.ts';

export const partnerResource: ContentResource = {
  ...CONTENT_TYPES.partner,
  table: 'partner',
  hasTypeCd: true,
  schema: partnerSchema,
  publicPageSize: null,
  search: { name: 'nameSearch' },
  sort: { name: 'nameSearch', typeCd: 'typeCd', useYn: 'useYn' },
  derive: (input) => ({ nameSearch: foldForSearch(String(input.name)) }),
  upload: {
    field: CONTENT_TYPES.partner.uploadField,
    kind: 'image',
    isRequired: true,
    accepts: IMAGE_KINDS,
    typeMessage: 'Only jpg, png, gif, webp files are available',
    urlColumn: 'logoImageUrl',
    nameColumn: 'logoImageName',
    widths: [160, 320],
    variantsColumn: 'imageVariants',
  },
  labels: (row, locale) => ({ typeCdNm: PARTNER_TYPES.label(row.typeCd as PartnerTypeCd, locale) }),
};
