import type { LocaleCd } from '../../../common/codes.ts';
import type { MediaRow } from '../../../common/rows.ts';
import { MEDIA_EDITOR_WIDTH } from '../../../common/schemas/media.ts';

/**
 * A picture chosen from the media library for an image field (decision 036): kept as the field's
 * value until the form is saved, when its number is sent as `mediaNo` instead of a file.
 */
export interface MediaPick {
  mediaNo: number;
  url: string;
  fileName: string;
}

export const isMediaPick = (value: unknown): value is MediaPick =>
  typeof value === 'object' && value !== null && typeof (value as MediaPick).mediaNo === 'number';

export const pickOf = (row: Pick<MediaRow, 'mediaNo' | 'url' | 'fileName'>): MediaPick => ({
  mediaNo: row.mediaNo,
  url: row.url,
  fileName: row.fileName,
});

/** A small rendition for thumbnails (the narrowest of at least 300 px), or the original. */
export function thumbnailOf(row: Pick<MediaRow, 'url' | 'variants'>): string {
  return (row.variants.find((v) => v.w >= 300) ?? row.variants.at(-1))?.url ?? row.url;
}

/** The item's description in a language, for an alt text. */
export const altOf = (row: Pick<MediaRow, 'altEN' | 'altVI'>, localeCd: LocaleCd) =>
  localeCd === 'VI' ? row.altVI : row.altEN;

/** What the rich-text editor inserts: the widest rendition articles show (as the server's upload answers). */
export const editorSrcOf = (row: Pick<MediaRow, 'url' | 'variants'>) =>
  row.variants.filter((v) => v.w <= MEDIA_EDITOR_WIDTH).at(-1)?.url ?? row.url;
