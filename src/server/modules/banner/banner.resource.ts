import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { MSG } from '../../../common/messages.ts';
import { bannerSchema } from '../../../common/schemas/content.ts';
import { foldForSearch } from '../../../common/text.ts';
import { BANNER_IMAGE_KINDS } from '../../storage/file-types.ts';
import type { ContentResource } from '../content/resource.ts';

export const bannerResource: ContentResource = {
  ...CONTENT_TYPES.banner,
  table: 'banner',
  schema: bannerSchema,
  publicPageSize: null,
  search: { title: 'titleSearch' },
  sort: { title: 'titleSearch', useYn: 'useYn', createDt: 'createDt' },
  derive: (input) => ({ titleSearch: foldForSearch(String(input.title)) }),
  upload: {
    field: CONTENT_TYPES.banner.uploadField,
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
