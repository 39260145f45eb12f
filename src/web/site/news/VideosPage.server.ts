import type { LoaderContext } from '../page-data.ts';

/** Every public video: the public video list is unpaged, and the page has no 'View more'. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('video') };
}
