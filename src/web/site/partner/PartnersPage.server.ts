import type { LoaderContext } from '../page-data.ts';

/** Every public partner: the page groups them by type. */
export async function load({ read }: LoaderContext) {
  return { data: await read.list('partner') };
}
