import { z } from 'zod';
import { LIMITS } from '../codes.ts';
import { CODE_PATTERN } from '../patterns.ts';
import { isoDate, localeCd, oneOf, useYn } from './fields.ts';

const positiveInt = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} must be at least 1` })
    .max(max, { error: `${label} must be at most ${max}` });

/**
 * Query of every list call. pageCnt and pageCount are synonyms (the home page sends pageCount);
 * LoginName is accepted and ignored: the server knows who is asking.
 */
export const listQuerySchema = z
  .object({
    localeCd: localeCd.optional(),
    useYn: useYn.optional(),
    delYn: useYn.optional(),
    /** A type code (10, 20…); written into the list statement (db/table-repository.ts, `code`). */
    typeCd: z
      .string()
      .refine((value) => value === '' || CODE_PATTERN.test(value), {
        error: 'typeCd must be a type code such as 10',
      })
      .optional(),
    /** Inquiries ('10' waiting, '20' done) and applications; other lists ignore it. */
    statusCd: z.string().max(2).optional(),
    /** Applications: those for one job; other lists ignore it. */
    jobNo: z.string().max(12).optional(),
    pageNo: positiveInt('pageNo', 1_000_000).optional().default(1),
    pageCnt: positiveInt('pageCnt', LIMITS.maxPageSize).optional(),
    pageCount: positiveInt('pageCount', LIMITS.maxPageSize).optional(),
    searchType: z.string().max(20).optional(),
    // A NUL cannot be stored in PostgreSQL text nor quoted in an FTS5 query: no row can contain one.
    searchText: z
      .string()
      .max(200, { error: 'searchText must be at most 200 characters' })
      .refine((text) => !text.includes('\0'), { error: 'searchText must not contain a NUL character' })
      .optional(),
    /** Jobs: one of the employment types; other lists ignore it. */
    employmentType: z.string().max(20).optional(),
    /** Jobs: the whole location or department, matched folded (case and diacritics ignored). */
    location: z.string().max(100, { error: 'location must be at most 100 characters' }).optional(),
    department: z.string().max(100, { error: 'department must be at most 100 characters' }).optional(),
    /** Types on a calendar (events): those not yet over, soonest first, or those over, latest first. */
    when: z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' }).optional(),
    /** Staff lists of translatable types: Y, the items whose translation changed since (decision 059). */
    outOfDate: z.string().max(20).optional(),
    /** Staff lists of scheduled types: live or closing, the items going live or closing in the next 7 days. */
    soon: z.string().max(20).optional(),
    searchStartDt: isoDate('searchStartDt').optional(),
    searchEndDt: isoDate('searchEndDt').optional(),
    /** A sort key from the list's own whitelist (see list-query.ts); unknown keys are a 400. */
    sort: z.string().max(30).optional(),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
    LoginName: z.unknown().optional(),
  })
  // A type's own declared filters (an event's kind) ride along; each list reads only its own.
  .loose();

export type ListQuery = z.infer<typeof listQuerySchema>;

export const searchTypeOf = <const T extends readonly [string, ...string[]]>(types: T) =>
  oneOf('searchType', types);

/** Ids are 32-bit on PostgreSQL; anything larger cannot exist. */
export const MAX_ID = 2_147_483_647;

/**
 * Delete (and restore) body: {"<idField>": [ids…], "LoginName": "…"} or a bare array of ids: the
 * spec's app sends the first, scripts the second.
 */
export function deleteBodySchema(idField: string, action: 'delete' | 'restore' = 'delete') {
  const ids = z
    .array(
      z.preprocess(
        (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
        z.number().int().positive().max(MAX_ID),
      ),
      { error: `${idField} must be a list of ids` },
    )
    .min(1, { error: `Choose at least one row to ${action}` })
    .max(1000, { error: `At most 1000 rows can be ${action}d at once` });
  return z.union([ids, z.object({ [idField]: ids }).transform((v) => v[idField] as number[])], {
    error: `Send {"${idField}": [ids]} with at least one id`,
  });
}
