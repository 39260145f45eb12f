import { z } from 'zod';
import { EMPLOYMENT_TYPES, PARTNER_TYPES, SALARY_UNITS, VIDEO_TYPES, YN } from '../codes.ts';
import {
  categoryCd,
  dateCd,
  linkUrl,
  localeCd,
  oneOf,
  optionalAmount,
  optionalCode,
  optionalDate,
  optionalInstant,
  optionalText,
  optionalTime,
  richText,
  text,
  useYn,
  withDateWindow,
  withSchedule,
} from './fields.ts';
import { questionsField } from './questions.ts';

/**
 * The editable fields of each board content type. The admin forms and the API share these; the
 * server validates an update by merging it into the stored row and parsing the whole (partial
 * updates keep what is left out).
 */

const common = { localeCd, useYn: useYn.default('Y') };

/** News and banners go public at publishAt and come down at takeDownAt (decision 035). */
const schedule = {
  publishAt: optionalInstant('publishAt'),
  takeDownAt: optionalInstant('takeDownAt'),
};

export const bannerSchema = withSchedule(
  z.object({
    ...common,
    title: text('title', 200, { required: true }),
    contents: optionalText('contents', 500),
    linkUrl: linkUrl('linkUrl').optional().default(''),
    ...schedule,
  }),
);

/**
 * What a news item or job page tells search engines and link previews (decision 037): both
 * optional, the page's own derived ones (the start of the text, the first picture) otherwise. The
 * share image is a picture of the site's own uploads (the media library), never another host's.
 */
const seo = {
  // Stored null for items saved before the fields existed (migration 015): read as empty.
  metaDescription: z.preprocess((v) => v ?? '', optionalText('metaDescription', 300)),
  shareImage: z.preprocess(
    (v) => v ?? '',
    text('shareImage', 300).refine(
      (v) => v === '' || /^\/uploads\/[\w./-]+\.(?:webp|png|jpe?g|gif)$/i.test(v),
      { error: 'shareImage must be a picture of the media library (/uploads/…)' },
    ),
  ),
};

const post = z.object({
  ...common,
  typeCd: categoryCd.default('10'),
  title: text('title', 200, { required: true }),
  contents: richText('contents').optional().default(''),
});
export const faqSchema = post;
export const newsSchema = withSchedule(post.extend({ ...schedule, ...seo }));

const dateWindow = {
  dateCd: dateCd.default('10'),
  startDt: optionalDate('startDt'),
  endDt: optionalDate('endDt'),
  startTime: optionalTime('startTime'),
  endTime: optionalTime('endTime'),
};

/**
 * A job's structured fields (decision 031): all optional, so jobs saved before them and clients that
 * send only the spec's fields keep working; they feed the list's filters and the JobPosting data.
 */
const jobFields = {
  department: optionalText('department', 100),
  location: optionalText('location', 100),
  employmentType: optionalCode('employmentType', EMPLOYMENT_TYPES.codes),
  salaryMin: optionalAmount('salaryMin'),
  salaryMax: optionalAmount('salaryMax'),
  salaryCurrency: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'VND' : typeof v === 'string' ? v.trim() : v),
    z.string().regex(/^[A-Z]{3}$/, { error: 'salaryCurrency must be 3 capital letters, such as VND' }),
  ),
  salaryUnit: optionalCode('salaryUnit', SALARY_UNITS.codes),
  applyOnline: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 'Y' : v),
    oneOf('applyOnline', YN),
  ),
  /** Screening questions for its applicants (decision 054), in the job's language. */
  questions: questionsField,
};

export const jobSchema = withDateWindow(
  z.object({
    ...common,
    ...dateWindow,
    title: text('title', 200, { required: true }),
    contents: richText('contents').optional().default(''),
    ...jobFields,
    ...seo,
  }),
).superRefine((job, ctx) => {
  if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMax < job.salaryMin)
    ctx.addIssue({
      code: 'custom',
      path: ['salaryMax'],
      message: 'salaryMax must not be less than salaryMin',
    });
});

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
