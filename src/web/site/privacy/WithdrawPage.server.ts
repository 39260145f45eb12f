import type { LoaderContext } from '../page-data.ts';

/**
 * The page every e-mail to an applicant or alert subscriber links to (`/privacy/withdraw?token=…`,
 * decision 051): the token its button posts back, and what came of a press (`withdrawn`,
 * `expired`). Nothing is read from the database: the button's POST checks the token.
 */
export async function load({ query }: LoaderContext) {
  return {
    data: {
      token: query.token ?? '',
      isWithdrawn: query.withdrawn === '1',
      isExpired: query.expired === '1',
    },
  };
}
