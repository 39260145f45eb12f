import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { LOCALES, type LocaleCd } from '../../../common/codes.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { isLoopback } from '../../../common/ip.ts';
import { formatDate } from '../../lib/format.ts';
import type { Translate } from '../../lib/i18n.tsx';
import { Link } from '../lib/router.tsx';
import type { Row } from './types.ts';

/** Small cell renderers shared by the section definitions. */
export const str = (row: Row, field: string) => String(row[field] ?? '');

/** The site's dd/mm/yyyy formatting for any cell value (non-text shows nothing). */
export const dmy = (value: unknown): string => (typeof value === 'string' ? formatDate(value) : '');

/** dd/mm/yyyy hh:mm:ss in Asia/Ho_Chi_Minh, for the access history. */
export function dmyTime(value: unknown): string {
  if (typeof value !== 'string' || !value) return '';
  const at = new Date(value);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Ho_Chi_Minh',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${dmy(value)} ${time}`;
}

/** Memo in the IP list: cut to 30 characters plus an ellipsis when 50 or longer (spec 9). */
export function shortMemo(memo: string): string {
  return memo.length >= 50 ? `${memo.slice(0, 30)}...` : memo;
}

/** History shows 'Local Host' for a loopback or missing address: the server saw the request from its own machine. */
export function historyAddress(ip: string): string {
  return !ip || isLoopback(ip) ? 'Local Host' : ip;
}

/**
 * The languages of a row's `translations` ({"EN": 3, "VI": 8}) in a fixed order, "EN · VI"; its
 * own `localeCd` when the answer has none.
 */
export function languagesOf(row: Row): string {
  const translations = (row.translations ?? {}) as Partial<Record<LocaleCd, number>>;
  const found = LOCALES.filter((code) => translations[code] !== undefined);
  return (found.length ? found : [str(row, 'localeCd')].filter(Boolean)).join(' · ');
}

export function Thumbnail({ src }: { src: string }) {
  return src ? <img className="admin-thumb" src={src} alt="" loading="lazy" /> : null;
}

/**
 * The version an access history entry's save made, linked to its item's History where the diff
 * shows (decision 040); nothing for other calls or a version no longer kept.
 */
export function RevisionCell({ row, t }: { row: Row; t: Translate }) {
  const revision = row.revision as { revisionNo: number; contentType: string; itemNo: number } | null;
  const type = revision && Object.values(CONTENT_TYPES).find((c) => c.name === revision.contentType);
  if (!revision || !type) return null;
  const { revisionNo, itemNo } = revision;
  return (
    <Link to={ADMIN_PATHS.revision(type.adminSection, itemNo, revisionNo)}>
      {t('history.versionLink', { revisionNo, itemNo, type: t(`page.${type.adminSection}`) })}
    </Link>
  );
}
