import type { Selectable } from 'kysely';
import { describe, expectTypeOf, it } from 'vitest';
import type { EmploymentType } from '../../common/codes.ts';
import type { JobRow, NewsRow, PartnerRow } from '../../common/rows.ts';
import type { Database } from './schema.ts';

/**
 * The board tables and public rows are derived from the declarations (decision 044); these are
 * checked by the type checker (`npm run typecheck`), so a derivation that loses a column or its type
 * fails CI there.
 */
describe('types derived from the declarations', () => {
  it('give each board table its fields, folds, file columns, derived columns and bookkeeping', () => {
    type Job = Selectable<Database['job']>;
    expectTypeOf<Job['jobNo']>().toEqualTypeOf<number>();
    expectTypeOf<Job['salaryMin']>().toEqualTypeOf<number | null>();
    expectTypeOf<Job['employmentType']>().toEqualTypeOf<string>();
    expectTypeOf<Job['startDt']>().toEqualTypeOf<string | null>();
    expectTypeOf<Job['locationSearch']>().toEqualTypeOf<string>();
    expectTypeOf<Job['fileUrl']>().toEqualTypeOf<string>();
    expectTypeOf<Job['metaDescription']>().toEqualTypeOf<string | null>();
    expectTypeOf<Job['translationGroup']>().toEqualTypeOf<number | null>();
    type News = Selectable<Database['news']>;
    expectTypeOf<News['thumbnailUrl']>().toEqualTypeOf<string>();
    expectTypeOf<News['publishAt']>().toEqualTypeOf<string | null>();
    type Banner = Selectable<Database['banner']>;
    expectTypeOf<Banner['mediaNo']>().toEqualTypeOf<number | null>();
    expectTypeOf<Banner['titleSearch']>().toEqualTypeOf<string>();
  });

  it('give visitors rows without folds or authors, with code labels and pictures', () => {
    expectTypeOf<JobRow['employmentType']>().toEqualTypeOf<EmploymentType | ''>();
    expectTypeOf<JobRow['employmentTypeNm']>().toEqualTypeOf<string>();
    expectTypeOf<JobRow['dateCdNm']>().toEqualTypeOf<string>();
    expectTypeOf<'locationSearch' extends keyof JobRow ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<'createId' extends keyof JobRow ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<'translationGroup' extends keyof JobRow ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<NewsRow['typeCdNm']>().toEqualTypeOf<string>();
    expectTypeOf<PartnerRow['imageVariants']>().toEqualTypeOf<Array<{ w: number; url: string }>>();
    expectTypeOf<'imageAlt' extends keyof PartnerRow ? true : false>().toEqualTypeOf<true>();
    expectTypeOf<'imageAlt' extends keyof NewsRow ? true : false>().toEqualTypeOf<false>();
  });
});
