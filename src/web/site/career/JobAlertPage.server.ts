import { MAIL_PATHS } from '../../../common/paths.ts';
import type { LoaderContext } from '../page-data.ts';

/**
 * The pages a job alert's e-mails link to (`/career/jobs/alerts/confirm?token=…`, `…/unsubscribe`):
 * the token the button posts back, and what came of a press (`confirmed`, `expired`,
 * `unsubscribed`). Nothing is read from the database: the button's POST checks the token. The
 * unsubscribe path comes from here, so that the browser's bundles never carry these paths.
 */
export async function load({ query }: LoaderContext) {
  return {
    data: {
      token: query.token ?? '',
      isConfirmed: query.confirmed === '1',
      isExpired: query.expired === '1',
      isUnsubscribed: query.unsubscribed === '1',
      unsubscribePath: MAIL_PATHS.jobAlertUnsubscribe,
    },
  };
}
