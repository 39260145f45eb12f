import type { ImageVariant, PublicRowOf } from './content-declaration.ts';
import type { BoardTypeName, CONTENT_TYPES } from './content-types.ts';

export type { ImageVariant, MediaLook } from './content-declaration.ts';

/**
 * The public row of each board type, by the name the API and the services use: derived from its
 * declaration (`PublicRowOf`), never written again here.
 */
export type PublicRows = { [K in BoardTypeName]: PublicRowOf<(typeof CONTENT_TYPES)[K]> };

export type PublicContentType = BoardTypeName;

export type BannerRow = PublicRows['banner'];
export type NewsRow = PublicRows['news'];
export type FaqRow = PublicRows['faq'];
export type JobRow = PublicRows['job'];
export type VideoRow = PublicRows['video'];
export type PartnerRow = PublicRows['partner'];

/** A media library item as the API answers it (GET /api/media). */
export interface MediaRow {
  mediaNo: number;
  url: string;
  fileName: string;
  variants: ImageVariant[];
  width: number | null;
  height: number | null;
  altEN: string;
  altVI: string;
  focalX: number;
  focalY: number;
  createId: string | null;
  createDt: string;
  modifyId: string | null;
  modifyDt: string | null;
  /** One more at each save (decision 057). */
  version: number;
}

/** Where a media item is used: an item of a board type whose rows can show a library picture. */
export interface MediaUse {
  type: BoardTypeName;
  no: number;
  title: string;
  localeCd: string;
  /** In the trash: restoring it would bring the picture back. */
  isDeleted: boolean;
}
