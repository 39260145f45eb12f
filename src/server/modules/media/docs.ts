import { z } from 'zod';
import { usesMedia } from '../../../common/content-declaration.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import { EDITED_PAGES } from '../../../common/permissions.ts';
import { deleteBodySchema, listQuerySchema } from '../../../common/schemas/list.ts';
import { mediaSchema } from '../../../common/schemas/media.ts';
import { ANSWERS, listOf, VERSION_FIELD } from '../openapi/answers.ts';
import { named, type RouteDoc } from '../openapi/route-doc.ts';

const text = z.string();
const whole = z.number().int();

const mediaRow = z.object({
  mediaNo: whole.positive(),
  url: text.meta({ description: 'The original, as stored (metadata stripped)' }),
  fileName: text,
  variants: z.array(z.object({ w: whole, url: text })).meta({ description: 'WebP renditions by width' }),
  width: whole.nullable().meta({ description: 'Pixels; null for a picture stored before the library' }),
  height: whole.nullable(),
  altEN: text.meta({ description: 'Description on English pages (their alt text)' }),
  altVI: text.meta({ description: 'Description on Vietnamese pages' }),
  focalX: whole.min(0).max(100).meta({ description: 'Focal point, percent from the left' }),
  focalY: whole.min(0).max(100).meta({ description: 'Focal point, percent from the top' }),
  createId: text.nullable(),
  createDt: text,
  modifyId: text.nullable(),
  modifyDt: text.nullable(),
  version: VERSION_FIELD,
});

const use = z.object({
  type: z.enum(BOARD_TYPES.filter(usesMedia).map((type) => type.name) as [string, ...string[]]),
  no: whole.positive().meta({ description: 'The id of the item in its own list' }),
  title: text.meta({ description: 'Its title (a partner: its name)' }),
  localeCd: text,
  isDeleted: z.boolean().meta({ description: 'In the trash' }),
});

const row = named('MediaRow', mediaRow);
const detail = named(
  'MediaDetail',
  mediaRow.extend({
    usedBy: z.array(use).meta({ description: 'Every item showing the picture, the trash included' }),
  }),
);
const input = named('MediaInput', mediaSchema);

/** What canUseMedia accepts: an add or edit right on a page staff write (decision 036). */
const USE_RIGHTS = EDITED_PAGES.flatMap((page) => [`a${page}`, `e${page}`]);
const tag = 'Media library';

export const MEDIA_DOCS = {
  list: {
    tag,
    summary: 'List media items, newest first; searchText matches file names and descriptions',
    access: 'admin',
    right: USE_RIGHTS,
    query: named('ListQuery', listQuerySchema),
    data: listOf(row),
  },
  one: {
    tag,
    summary: 'One media item with where it is used',
    access: 'admin',
    right: USE_RIGHTS,
    data: detail,
  },
  upload: {
    tag,
    summary: 'Upload a picture (jpg, png, gif, webp) into the library with its descriptions and focal point',
    access: 'admin',
    right: USE_RIGHTS,
    body: { ...input, type: 'multipart', files: ['file'] },
    data: ANSWERS.id,
    errors: [413, 415],
  },
  update: {
    versioned: true,
    tag,
    summary: 'Change the descriptions or focal point of a media item (fields left out keep their values)',
    access: 'admin',
    right: USE_RIGHTS,
    body: input,
    data: ANSWERS.ok,
  },
  remove: {
    tag,
    summary: 'Delete media items and their files; refused (409) while any is used, naming where',
    access: 'admin',
    right: EDITED_PAGES.map((page) => `d${page}`),
    body: named('MediaIds', deleteBodySchema('mediaNo')),
    data: ANSWERS.ids,
    errors: [409],
  },
} satisfies Record<string, RouteDoc>;
