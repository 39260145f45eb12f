import { fillPlaceholders } from '../../../common/privacy-notice.ts';
import { type LoaderContext, MISSING } from '../page-data.ts';

/**
 * The privacy notice in force, or the version `?version=N` names, in the page's language, with the
 * retention the server is configured with put in for its placeholders, and every version's date.
 */
export async function load({ read, query, settings }: LoaderContext) {
  const asked = query.version && /^[1-9]\d{0,8}$/.test(query.version) ? Number(query.version) : undefined;
  if (query.version && asked === undefined) return MISSING;
  const notice = await read.privacyNotice(asked);
  if (!notice) return MISSING;
  const contents = fillPlaceholders(notice.contents, {
    inquiryRetentionDays: settings.inquiryRetentionDays,
    applicationRetentionDays: settings.applicationRetentionDays,
    historyRetentionDays: settings.historyRetentionDays,
  });
  const latest = notice.versions[0]?.versionNo ?? notice.versionNo;
  return { data: { ...notice, contents, isLatest: notice.versionNo === latest } };
}
