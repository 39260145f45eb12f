import { type LoaderContext, privacyVersionOf } from '../page-data.ts';

/**
 * The privacy notice states the retention the server is configured with, not a number in the text.
 * The form carries the notice version it shows (`privacyVersion`), which the inquiry records.
 * A form posted without scripts comes back here: sent (`?sent=1`), or refused with what was typed.
 */
export async function load({ read, settings, query, posted }: LoaderContext) {
  return {
    data: {
      retentionDays: settings.inquiryRetentionDays,
      isSent: query.sent === '1',
      posted: posted ?? null,
      privacyVersion: await privacyVersionOf(read),
    },
  };
}
