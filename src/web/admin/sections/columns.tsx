import { codeLabel, DATE_MODES } from '../../../common/codes.ts';
import type { ColumnDecl, ContentType } from '../../../common/content-declaration.ts';
import { vietnamLocal } from '../../../common/schedule-times.ts';
import { dmy, languagesOf, str, Thumbnail } from './cells.tsx';
import { OnOffSwitch, StatusSelect } from './inline.tsx';
import { OutOfDateBadge } from './translation-state.tsx';
import type { Column } from './types.ts';

/** A declared list column (`src/common/content-types.ts`) as the list renders it, by its kind. */
export function columnOf(type: ContentType, decl: ColumnDecl): Column {
  const { key } = decl;
  const sort = type.sort.includes(key) ? { sort: key } : {};
  const link = decl.isLink ? { isLink: true } : {};
  return { label: decl.label, value: cellOf(type, decl), ...link, ...sort };
}

/**
 * The languages a linked item exists in (decision 034), from the list row's `translations`: "EN ·
 * VI", and whether its translation is out of date (decision 059).
 */
export const languagesColumn: Column = {
  label: 'languages',
  value: (row, { t }) => (
    <>
      {languagesOf(row)} <OutOfDateBadge row={row} t={t} />
    </>
  ),
};

function cellOf(type: ContentType, { key, kind, codes, with: other }: ColumnDecl): Column['value'] {
  switch (kind) {
    case 'date':
      return (row) => dmy(row[key]);
    case 'yn':
      return (row) => (row[key] === 'Y' ? 'ON' : 'OFF');
    case 'image':
      return (row) => <Thumbnail src={str(row, key)} />;
    case 'code':
      return (row, { localeCd }) => codeLabel(codes!, str(row, key), localeCd);
    case 'period':
      return (row, { localeCd }) =>
        row.dateCd === '10'
          ? `${withTime(dmy(row.startDt), row.startTime)} ~ ${withTime(dmy(row.endDt), row.endTime)}`
          : codeLabel(DATE_MODES, str(row, 'dateCd'), localeCd);
    case 'author':
      return (row) => str(row, 'modifyId') || str(row, 'createId');
    case 'toggle': {
      // The switch is named after the row's link text (the partner's name).
      const nameKey = type.columns.find((column) => column.isLink)?.key ?? type.idField;
      return (row, { canEdit, reload }) => (
        <OnOffSwitch
          api={type.api}
          id={Number(row[type.idField])}
          name={str(row, nameKey)}
          useYn={str(row, key)}
          version={Number(row.version) || undefined}
          canEdit={canEdit}
          onSaved={reload}
        />
      );
    }
    case 'status':
      return (row, { canEdit, localeCd, reload }) => (
        <StatusSelect
          qnaNo={Number(row[type.idField])}
          statusCd={str(row, key)}
          localeCd={localeCd}
          version={Number(row.version) || undefined}
          canEdit={canEdit}
          onSaved={reload}
        />
      );
    case 'schedule':
      return scheduleState;
    default:
      return other
        ? (row) => (row[other] ? `${str(row, key)} (${str(row, other)})` : str(row, key))
        : (row) => str(row, key);
  }
}

/** A window's day with its time of day when it has one (decision 035). */
const withTime = (day: string, time: unknown) => (time ? `${day} ${String(time)}` : day);

/** 'YYYY-MM-DDTHH:MM' (Vietnam) as dd/mm/yyyy HH:MM. */
const localDateTime = (local: string) => `${dmy(local.slice(0, 10))} ${local.slice(11, 16)}`;

/**
 * Where a news item's or banner's schedule stands at this minute in Vietnam (decision 035): to be
 * published, public until its take-down, or taken down; nothing without a schedule. The rows carry
 * the times in Vietnam time, which compare as text.
 */
const scheduleState: Column['value'] = (row, { t }) => {
  const now = vietnamLocal(new Date());
  const publishAt = str(row, 'publishAt');
  const takeDownAt = str(row, 'takeDownAt');
  if (takeDownAt && takeDownAt <= now) return t('col.takenDown');
  if (publishAt > now) return t('col.scheduledAt', { at: localDateTime(publishAt) });
  return takeDownAt ? t('col.until', { at: localDateTime(takeDownAt) }) : '';
};
