import { z } from 'zod';
import { optionalText } from './fields.ts';

/** Longest description kept: a sentence or two, as screen readers read it in one go (the editor's limit too). */
export const MEDIA_ALT_MAX = 300;

/** The widest rendition the rich-text editor inserts: articles show pictures at most this wide. */
export const MEDIA_EDITOR_WIDTH = 1280;

/** A focal point coordinate: percent from the left or the top, as a number or a form field's text. */
const percent = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number from 0 to 100` })
      .int({ error: `${label} must be a whole number from 0 to 100` })
      .min(0, { error: `${label} must be a whole number from 0 to 100` })
      .max(100, { error: `${label} must be a whole number from 0 to 100` }),
  );

/**
 * What staff write about a media item (decision 036): its description in each language (the
 * `alt` text of that language's pages) and the focal point crops keep in view. Every field may be
 * left out: an upload starts with empty descriptions and the centre, an edit keeps what it omits.
 */
export const mediaSchema = z.object({
  altEN: optionalText('altEN', MEDIA_ALT_MAX),
  altVI: optionalText('altVI', MEDIA_ALT_MAX),
  focalX: percent('focalX').optional().default(50),
  focalY: percent('focalY').optional().default(50),
});

export type MediaInput = z.infer<typeof mediaSchema>;
