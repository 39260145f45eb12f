import { MSG } from '../../../common/messages.ts';
import { bannerSchema } from '../../../common/schemas/content.ts';
import { BANNER_IMAGE_KINDS } from '../../storage/file-types.ts';
import type { ContentResource } from '../content/resource.ts';

export const bannerResource: ContentResource = {
  name: 'banner',
  table: 'banner',
  idField: 'bannerNo',
  page: 'MainBanner',
  schema: bannerSchema,
  publicPageSize: null,
  upload: {
    field: 'bannerImg',
    kind: 'image',
    isRequired: true,
    accepts: BANNER_IMAGE_KINDS,
    typeMessage: MSG.bannerImageType,
    urlColumn: 'imageUrl',
    nameColumn: 'imageName',
    widths: [640, 1280, 1920],
    variantsColumn: 'imageVariants',
  },
};
