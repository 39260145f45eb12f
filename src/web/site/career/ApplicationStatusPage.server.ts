import { MISSING, type LoaderContext } from '../page-data.ts';

/**
 * An applicant's status page (`/career/applications/{token}`, decision 053): their application as
 * the token opens it, or 404; and what came of a button (`withdrawn`, `confirm`: the box was not
 * ticked). `/career/applications/erased`, where "Delete my data" leads, has no token and reads nothing.
 */
export async function load({ params, query, read }: LoaderContext) {
  if (!params.token) return { data: { isErased: true as const } };
  const view = (await read.applicationStatus?.(params.token)) ?? null;
  if (!view) return MISSING;
  return {
    data: {
      isErased: false as const,
      view,
      isWithdrawn: query.withdrawn === '1',
      unconfirmed: query.confirm === 'withdraw' || query.confirm === 'erase' ? query.confirm : null,
    },
  };
}
