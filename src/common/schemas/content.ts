import { z } from 'zod';
import { PARTNER_TYPES, VIDEO_TYPES } from '../codes.ts';
import {
  categoryCd,
  dateCd,
  linkUrl,
  localeCd,
  oneOf,
  optionalDate,
  optionalText,
  richText,
  text,
  useYn,
  withDateWindow,
} from './fields.ts';

/**
 * The editable fields of each board content type. The admin forms and the API share these; the
 * server validates an update by merging it into the stored row and parsing the whole (partial
 * updates keep what is left out).
 */

const common = { localeCd, useYn: useYn.default('Y') };

export const bannerSchema = z.object({
  ...common,
  title: text('title', 200, { required: true }),
  contents: optionalText('contents', 500),
  linkUrl: linkUrl('linkUrl').optional().default(''),
});

const post = z.object({
  ...common,
  typeCd: categoryCd.default('10'),
  title: text('title', 200, { required: true }),
  contents: richText('contents').optional().default(''),
});
export const faqSchema = post;
export const newsSchema = post;

const dateWindow = {
  dateCd: dateCd.default('10'),
  startDt: optionalDate('startDt'),
  endDt: optionalDate('endDt'),
};

export const jobSchema = withDateWindow(
  z.object({
    ...common,
    ...dateWindow,
    title: text('title', 200, { required: true }),
    contents: richText('contents').optional().default(''),
  }),
);

export const videoSchema = withDateWindow(
  z.object({
    ...common,
    ...dateWindow,
    typeCd: oneOf('typeCd', VIDEO_TYPES.codes).default('10'),
    title: text('title', 200, { required: true }),
    youtubeId: text('youtubeId', 11, { required: true }).regex(/^[A-Za-z0-9_-]{11}$/, {
      error: 'youtubeId must be the 11-character id of a YouTube video',
    }),
  }),
);

export const partnerSchema = z.object({
  ...common,
  name: text('name', 120, { required: true }),
  typeCd: oneOf('typeCd', PARTNER_TYPES.codes),
  linkUrl: linkUrl('linkUrl', { allowRelative: false }).optional().default(''),
});

export type BannerInput = z.infer<typeof bannerSchema>;
export type PostInput = z.infer<typeof post>;
export type JobInput = z.infer<typeof jobSchema>;
export type VideoInput = z.infer<typeof videoSchema>;
export type PartnerInput = z.infer<typeof partnerSchema>;
