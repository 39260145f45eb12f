import type { LoaderContext } from '../page-data.ts';
import { FIRST_YEAR, YEARS } from './history-years.ts';

/** The year the URL asks for (`?year=2015`), shown beside the latest; the first year otherwise. */
export async function load({ query }: LoaderContext) {
  const asked = Number(query.year);
  return { data: { year: YEARS.includes(asked) ? asked : FIRST_YEAR } };
}
