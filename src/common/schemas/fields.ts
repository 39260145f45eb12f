import { z } from 'zod';
import { CATEGORIES, DATE_MODES, LOCALES, YN } from '../codes.ts';
import { isIsoDate } from '../dates.ts';
import { TIME_OF_DAY, vietnamLocalToUtc } from '../schedule-times.ts';

/**
 * Field builders whose messages name the field. Every schema accepts strings, so the same schema
 * validates JSON bodies, multipart fields and query strings.
 */

const typeError = (label: string, kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required` : `${label} must be ${kind}`;

export function text(label: string, max: number, { required = false, message = '' } = {}) {
  const base = z
    .string({ error: typeError(label, 'text') })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
  return required ? base.min(1, { error: message || `${label} is required` }) : base;
}

export function optionalText(label: string, max: number) {
  return text(label, max).optional().default('');
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z.enum(values, { error: `${label} must be one of ${values.join(', ')}` });
}

export const localeCd = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  oneOf('localeCd', LOCALES),
);

export const useYn = oneOf('useYn', YN);
export const categoryCd = oneOf('typeCd', CATEGORIES.codes);
export const dateCd = oneOf('dateCd', DATE_MODES.codes);

export const isoDate = (label: string) =>
  z
    .string({ error: typeError(label, 'a date YYYY-MM-DD') })
    .refine(isIsoDate, { error: `${label} must be a date YYYY-MM-DD` });

/**
 * Absolute http(s) URL or a site-relative path. No backslash anywhere: browsers read '\\' as '/', so
 * '/\\evil.example' would leave the site.
 */
export const linkUrl = (label: string, { allowRelative = true } = {}) =>
  text(label, 500).refine(
    (v) =>
      v === '' ||
      (!v.includes('\\') &&
        ((allowRelative && /^\/(?!\/)\S*$/.test(v)) || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v))),
    { error: `${label} must be a web address starting with http:// or https://` },
  );

/** Rich text: sanitized by the server on save, so only the size is checked here. */
export const richText = (label: string) => text(label, 200_000);

/**
 * Date window of jobs and videos: dated mode needs a start no later than its end. Its optional
 * times (decision 035) start the first day at startTime instead of midnight and end the last day at
 * endTime instead of its end, so a one-day window needs its end after its start.
 */
export function withDateWindow<
  T extends z.ZodObject<{ dateCd: z.ZodType; startDt: z.ZodType; endDt: z.ZodType }>,
>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as {
      dateCd: string;
      startDt?: string;
      endDt?: string;
      startTime?: string | null;
      endTime?: string | null;
    };
    if (v.dateCd !== '10') return;
    if (!v.startDt) ctx.addIssue({ code: 'custom', path: ['startDt'], message: 'startDt is required' });
    else if (!v.endDt) ctx.addIssue({ code: 'custom', path: ['endDt'], message: 'endDt is required' });
    else if (v.startDt > v.endDt)
      ctx.addIssue({ code: 'custom', path: ['endDt'], message: 'endDt must not be before startDt' });
    else if (v.startDt === v.endDt && (v.endTime ?? '24:00') <= (v.startTime ?? '00:00'))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime must be after startTime' });
  });
}

/** A time of day 'HH:MM' in Vietnam, or null when left out or empty (the whole day). */
export const optionalTime = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      if (typeof v === 'string' && TIME_OF_DAY.test(v.trim())) return v.trim();
      ctx.addIssue({ code: 'custom', message: `${label} must be a time as HH:MM` });
      return z.NEVER;
    })
    .meta({ type: 'string', description: 'Vietnam time HH:MM; empty for the whole day' });

/** An instant as the database keeps it: UTC, to the minute (what the API answers is Vietnam time). */
const STORED_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;

/**
 * A moment of a schedule (decision 035): 'YYYY-MM-DDTHH:MM' in Vietnam time, kept as its UTC
 * instant; null when left out or empty (no limit). The stored UTC form passes as it is, because an
 * update is validated merged into the stored row.
 */
export const optionalInstant = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const sent = typeof v === 'string' ? v.trim() : '';
      const utc = STORED_MINUTE.test(sent) ? sent : vietnamLocalToUtc(sent);
      if (utc) return utc;
      ctx.addIssue({ code: 'custom', message: `${label} must be a date and time as YYYY-MM-DDTHH:MM` });
      return z.NEVER;
    })
    .meta({ type: 'string', description: 'Vietnam time YYYY-MM-DDTHH:MM; empty for no limit' });

/** News and banners: publishAt and takeDownAt, each optional, the take-down after the publication. */
export function withSchedule<T extends z.ZodObject<{ publishAt: z.ZodType; takeDownAt: z.ZodType }>>(
  schema: T,
) {
  return schema.superRefine((value, ctx) => {
    const v = value as { publishAt: string | null; takeDownAt: string | null };
    if (v.publishAt && v.takeDownAt && v.takeDownAt <= v.publishAt)
      ctx.addIssue({ code: 'custom', path: ['takeDownAt'], message: 'takeDownAt must be after publishAt' });
  });
}

export const optionalDate = (label: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), isoDate(label).optional());

/** Text that may be missing or of any type: becomes '' then, so the spec's own message can name it. */
export const looseText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v.trim() : ''))
  // What the API reference shows: the field is text, though anything is accepted and checked later.
  .meta({ type: 'string' });

/** A code that may be left empty ('' or missing: none chosen). */
export const optionalCode = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.union([z.literal(''), oneOf(label, values)], { error: `${label} must be one of ${values.join(', ')}` }),
  );

/**
 * The largest amount a whole-number field keeps: PostgreSQL's integer holds 2,147,483,647, and two
 * billion đồng a month is past any pay this site posts.
 */
export const MAX_AMOUNT = 2_000_000_000;

/** Decimal digits as sent in multipart and query strings: read as a number, anything else left to fail. */
function amountOf(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  // Not Number() alone: it reads '0x10', '1e3' and ' ' as numbers.
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** A whole number from 0, or null when left empty; multipart and query strings send it as text. */
export const optionalAmount = (label: string) =>
  z.preprocess(
    amountOf,
    z
      .number({ error: `${label} must be a whole number` })
      .int({ error: `${label} must be a whole number` })
      .min(0, { error: `${label} must not be negative` })
      .max(MAX_AMOUNT, { error: `${label} must be at most ${MAX_AMOUNT}` })
      .nullable(),
  );
