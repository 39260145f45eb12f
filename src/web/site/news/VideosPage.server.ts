import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';

/** Every public video the API lets one call return: the page has no 'View more'. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('video', { pageCnt: LIMITS.maxPageSize }) };
}
