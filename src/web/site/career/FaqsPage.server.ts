import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';

/** The first page of questions; 'View more' fetches the rest from the API. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('faq', { pageCnt: LIMITS.publicFaqPageSize }) };
}
