import { z } from 'zod';
import { CATEGORIES, DATE_MODES, LOCALES, YN } from '../codes.ts';
import { isIsoDate } from '../dates.ts';

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

/** Date window of jobs and videos: dated mode needs a start no later than its end. */
export function withDateWindow<
  T extends z.ZodObject<{ dateCd: z.ZodType; startDt: z.ZodType; endDt: z.ZodType }>,
>(schema: T) {
  return schema.superRefine((value, ctx) => {
    const v = value as { dateCd: string; startDt?: string; endDt?: string };
    if (v.dateCd !== '10') return;
    if (!v.startDt) ctx.addIssue({ code: 'custom', path: ['startDt'], message: 'startDt is required' });
    else if (!v.endDt) ctx.addIssue({ code: 'custom', path: ['endDt'], message: 'endDt is required' });
    else if (v.startDt > v.endDt)
      ctx.addIssue({ code: 'custom', path: ['endDt'], message: 'endDt must not be before startDt' });
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
