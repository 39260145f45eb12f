import { firstImage } from '../../../text/rich-text.ts';
import type { SpecialHooks } from '../resource.ts';

/** News lists show each article's first image. */
export const newsHooks: SpecialHooks = {
  derive: (columns) => ({ thumbnailUrl: firstImage(String(columns.contents)) }),
};
