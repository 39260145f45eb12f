import type { LoaderContext } from '../page-data.ts';

/** The privacy notice states the retention the server is configured with, not a number in the text. */
export async function load({ settings }: LoaderContext) {
  return { data: { retentionDays: settings.inquiryRetentionDays } };
}
