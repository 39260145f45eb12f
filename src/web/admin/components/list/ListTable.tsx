import type { ReactNode } from 'react';
import { ADMIN_PATHS, type ListQueryState } from '../../../../common/admin-paths.ts';
import { LIMITS } from '../../../../common/codes.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import type { ListResult } from '../../lib/api.ts';
import { Link } from '../../lib/router.tsx';
import type { CellContext, Column, Row, SectionDef } from '../../sections/types.ts';
import { togglePage, toggleRow } from './selection.ts';

/**
 * The list's table: a select-all and a checkbox a row for holders of `d` (or any reader of a list
 * with selection actions), row numbers counted down
 * from the total, headings that sort, the pinned row first, detail links where the right allows.
 */
export function ListTable({
  section,
  columns,
  view,
  pageNo,
  data,
  isLoading,
  pinned,
  checked,
  onCheck,
  onSort,
  rights: { canCheck, canEdit, canOpenRows },
  ctx,
  rowMark,
  emptyText,
}: {
  /**
   * What the table needs of a section; a screen of its own (the failed e-mails) names no section,
   * and its rows link nowhere.
   */
  section: Pick<SectionDef, 'idField' | 'numLabel'> & { key?: SectionDef['key'] };
  /** The section's columns this admin sees. */
  columns: Column[];
  view: ListQueryState;
  pageNo: number;
  data: ListResult<Row> | null;
  isLoading: boolean;
  pinned: Row | null;
  checked: number[];
  onCheck: (checked: number[]) => void;
  onSort: (column: Column) => void;
  /** canCheck: a checkbox a row (Delete, or the section's selection actions). */
  rights: { canCheck: boolean; canEdit: boolean; canOpenRows: boolean };
  ctx: CellContext;
  /** Shown after a row's link (who else has the item open). */
  rowMark?: (id: number) => ReactNode;
  /** The empty list's words, when not the general "No data." */
  emptyText?: string;
}) {
  const { t } = useI18n();
  const rows = data?.list ?? [];
  const idOf = (row: Row) => Number(row[section.idField]);
  const isAllChecked = rows.length > 0 && rows.every((row) => checked.includes(idOf(row)));
  const total = data?.total ?? 0;
  const columnCount = columns.length + (canCheck ? 2 : 1);
  const rowNumber = (index: number) => total - (pageNo - 1) * LIMITS.adminPageSize - index;

  const cell = (row: Row, column: Column, isPinned = false) => {
    const content = column.value(row, ctx);
    // The pinned video needs e; other rows open with the section's detail right.
    // A pending draft (decision 037) is marked beside the item's name.
    // A draft awaiting review or returned says so instead (decision 058); rows someone has open say who.
    const draftMark = column.isLink && (row.hasDraft === true || rowMark) && (
      <>
        {row.hasDraft === true && (
          <span className="admin-badge" title={t('serverDraft.pendingHint')}>
            {row.reviewState === 'submitted'
              ? t('review.badgeSubmitted')
              : row.reviewState === 'returned'
                ? t('review.badgeReturned')
                : t('serverDraft.pending')}
          </span>
        )}
        {!isPinned && rowMark?.(idOf(row))}
      </>
    );
    if (!column.isLink || !section.key || !(isPinned ? canEdit : canOpenRows))
      return draftMark ? (
        <>
          {content} {draftMark}
        </>
      ) : (
        content
      );
    return (
      <>
        <Link to={ADMIN_PATHS.detail(section.key, idOf(row))} className="admin-table__link">
          {content || (isPinned ? t('list.fixed') : '—')}
        </Link>
        {draftMark && <> {draftMark}</>}
      </>
    );
  };

  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-labelledby="screen-title" aria-busy={isLoading}>
        <thead>
          <tr>
            {canCheck && (
              <th scope="col" className="admin-table__check">
                <input
                  type="checkbox"
                  aria-label={t('list.selectAll')}
                  checked={isAllChecked}
                  onChange={() => onCheck(togglePage(checked, rows.map(idOf)))}
                />
              </th>
            )}
            <th scope="col" className="admin-table__num">
              {t(`col.${section.numLabel ?? 'num'}`)}
            </th>
            {columns.map((column) => {
              const isSorted = !!column.sort && view.sort === column.sort;
              return (
                <th
                  scope="col"
                  key={column.label}
                  aria-sort={isSorted ? (view.order === 'desc' ? 'descending' : 'ascending') : undefined}
                >
                  {column.sort ? (
                    <button type="button" className="admin-table__sort" onClick={() => onSort(column)}>
                      {t(`col.${column.label}`)}
                    </button>
                  ) : (
                    t(`col.${column.label}`)
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {pinned && (
            <tr className="admin-table__pinned">
              {canCheck && <td />}
              <td>{t('list.fixed')}</td>
              {columns.map((column) => (
                <td key={column.label}>{cell(pinned, column, true)}</td>
              ))}
            </tr>
          )}
          {data === null && isLoading && (
            <tr>
              <td colSpan={columnCount} className="admin-table__empty">
                {t('list.loading')}
              </td>
            </tr>
          )}
          {rows.map((row, index) => {
            const id = idOf(row);
            return (
              <tr key={id}>
                {canCheck && (
                  <td className="admin-table__check">
                    <input
                      type="checkbox"
                      aria-label={t('list.selectRow', { num: rowNumber(index) })}
                      checked={checked.includes(id)}
                      onChange={() => onCheck(toggleRow(checked, id))}
                    />
                  </td>
                )}
                <td className="admin-table__num">{rowNumber(index)}</td>
                {columns.map((column) => (
                  <td key={column.label}>{cell(row, column)}</td>
                ))}
              </tr>
            );
          })}
          {data && !isLoading && rows.length === 0 && (
            <tr>
              <td colSpan={columnCount} className="admin-table__empty">
                {emptyText ?? t('list.empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
