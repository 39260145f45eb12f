import { LIMITS } from '../../../common/codes.ts';
import type { LoaderContext } from '../page-data.ts';
import { pageOf, readPages } from '../paged-list.ts';

/** The questions up to the URL's page (`?page=2`); 'View more' fetches the next ones from the API. */
export async function load({ read, query }: LoaderContext) {
  const data = await readPages((q) => read.list('faq', q), LIMITS.publicFaqPageSize, pageOf(query));
  return { data };
}
