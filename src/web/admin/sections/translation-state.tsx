import type { LocaleCd } from '../../../common/codes.ts';
import { type ContentType, hasDateWindow, hasSchedule } from '../../../common/content-declaration.ts';
import type { Translate } from '../../lib/i18n.tsx';
import type { ListFilterDef, Values } from './types.ts';

/**
 * What the board lists add for translations in step and the start screen (decision 059): the
 * filters `outOfDate=Y` and `soon=live|closing` (the start screen's links use them), and the badge
 * of an item whose translation changed since it was last saved.
 */

/**
 * The filters' choices in both languages, as the code tables' are: a list's filters are labelled in
 * the content's language before the admin's catalogue of that language may have loaded.
 */
const CHOICES = {
  EN: {
    filter: 'Out of date',
    soonLive: 'Going live in the next 7 days',
    soonClosing: 'Closing in the next 7 days',
  },
  VI: {
    filter: 'Cần cập nhật',
    soonLive: 'Sắp đăng trong 7 ngày tới',
    soonClosing: 'Sắp đóng trong 7 ngày tới',
  },
} as const satisfies Record<LocaleCd, unknown>;
const textsOf = (localeCd: LocaleCd) => CHOICES[localeCd];

const outOfDateFilter: ListFilterDef = {
  name: 'outOfDate',
  label: 'translationState',
  options: (localeCd) => [{ value: 'Y', label: textsOf(localeCd).filter }],
};

const soonFilter: ListFilterDef = {
  name: 'soon',
  label: 'soon',
  options: (localeCd) => [
    { value: 'live', label: textsOf(localeCd).soonLive },
    { value: 'closing', label: textsOf(localeCd).soonClosing },
  ],
};

/** The filters of a translatable type's list: out of date, and going live or closing soon when scheduled. */
export const boardFiltersOf = (type: ContentType): ListFilterDef[] => [
  outOfDateFilter,
  ...(hasSchedule(type) || hasDateWindow(type) ? [soonFilter] : []),
];

/** The list's badge beside an item out of date. */
export function OutOfDateBadge({ row, t }: { row: Values; t: Translate }) {
  if (row.outOfDate !== true) return null;
  return (
    <span className="admin-badge admin-badge--out-of-date" title={t('translationState.badgeHint')}>
      {t('translationState.badge')}
    </span>
  );
}
