import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';

/** The first page of open jobs; 'View more' and search fetch the rest from the API. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('job', { pageCnt: LIMITS.publicJobPageSize }) };
}
