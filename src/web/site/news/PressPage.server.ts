import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';

/** The first page of press releases; 'View more' fetches the next ones from the API. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('news', { pageCnt: LIMITS.publicPressPageSize }) };
}
