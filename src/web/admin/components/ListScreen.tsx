import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { LIMITS } from '../../../common/codes.ts';
import { ADMIN_PATHS } from '../../lib/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api, type ListResult, type Query } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { CellContext, Row, SectionDef } from '../sections/types.ts';
import { Pagination } from './Pagination.tsx';

interface Search {
  searchType: string;
  searchText: string;
  searchStartDt: string;
  searchEndDt: string;
}

/** What a toolbar slot gets: the checked ids, the list's current query and a reload. */
export interface ListToolbarState {
  checked: number[];
  query: Query;
  reload: () => void;
}

/**
 * The one list screen of the ten sections (spec 2 and 6): guidance, search bar, a table with row
 * checkboxes, Add only with `a`, Delete only with `d` and a checked row, detail links only with `e`,
 * ten rows a page numbered down from the total. In 'trash' mode it lists the deleted items (no add,
 * delete, edit links or inline edits); `toolbar` adds buttons beside Delete.
 */
export function ListScreen({
  section,
  pageNo,
  mode = 'list',
  toolbar,
}: {
  section: SectionDef;
  pageNo: number;
  mode?: 'list' | 'trash';
  toolbar?: (state: ListToolbarState) => ReactNode;
}) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  const empty: Search = {
    searchType: section.searchTypes[0] ?? '',
    searchText: '',
    searchStartDt: '',
    searchEndDt: '',
  };
  const [draft, setDraft] = useState<Search>(empty);
  const [search, setSearch] = useState<Search>(empty);
  const [data, setData] = useState<ListResult<Row> | null>(null);
  const [pinned, setPinned] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [checked, setChecked] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const isTrash = mode === 'trash';
  const canAdd = !isTrash && section.hasAdd && can('a', section.page);
  const canDelete = section.hasDelete && can('d', section.page);
  const canEdit = !isTrash && (!!section.form || !!section.hasReadOnlyDetail) && can('e', section.page);
  const listPath = isTrash ? ADMIN_PATHS.trash : ADMIN_PATHS.list;
  const base = {
    delYn: isTrash ? 'Y' : 'N',
    pageNo,
    pageCnt: LIMITS.adminPageSize,
    ...(section.isLocalized ? { localeCd } : {}),
    ...(isTrash ? {} : section.listQuery),
  };
  const query = {
    ...base,
    ...(search.searchText ? { searchType: search.searchType, searchText: search.searchText } : {}),
    searchStartDt: search.searchStartDt || undefined,
    searchEndDt: search.searchEndDt || undefined,
  };

  useEffect(() => {
    let isCurrent = true;
    setChecked([]);
    api.get<ListResult<Row>>(section.api, query).then(
      (result) => {
        if (!isCurrent) return;
        setData(result);
        setError('');
      },
      (e: Error) => isCurrent && setError(e.message),
    );
    if (section.pinnedQuery && !isTrash)
      api.get<ListResult<Row>>(section.api, { ...base, ...section.pinnedQuery, pageNo: 1, pageCnt: 1 }).then(
        (result) => isCurrent && setPinned(result.list[0] ?? null),
        () => undefined,
      );
    return () => {
      isCurrent = false;
    };
  }, [section, pageNo, localeCd, search, version, isTrash]);

  const reload = () => setVersion((v) => v + 1);
  const ctx: CellContext = { t, localeCd, canEdit, reload };
  const rows = data?.list ?? [];
  const idOf = (row: Row) => Number(row[section.idField]);
  const isAllChecked = rows.length > 0 && rows.every((row) => checked.includes(idOf(row)));

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft);
    if (pageNo !== 1) navigate(listPath(section.key));
  };

  const onDelete = async () => {
    if (checked.length === 0) return;
    if (!(await dialogs.confirm(t('msg.confirmDelete')))) return;
    try {
      await api.delete(section.api, { [section.idField]: checked });
      await dialogs.alert(t(`msg.${section.deletedMessage ?? 'deleted'}`));
      reload();
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
    }
  };

  const cell = (row: Row, column: SectionDef['columns'][number], isPinned = false) => {
    const content = column.value(row, ctx);
    if (!column.isLink || !canEdit) return content;
    return (
      <Link to={ADMIN_PATHS.detail(section.key, idOf(row))} className="admin-table__link">
        {content || (isPinned ? t('list.fixed') : '—')}
      </Link>
    );
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.adminPageSize));
  const titleKey = `page.${section.key}`;
  const title = isTrash ? t('trash.title', { section: t(titleKey) }) : t(titleKey);

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {title}
      </h1>
      <p className="admin-guidance">{isTrash ? t('trash.guide') : t(`guide.${section.key}`)}</p>

      {section.searchTypes.length > 0 && (
        <search>
          <form className="admin-search" onSubmit={onSearch}>
            {section.hasDateRange &&
              (['searchStartDt', 'searchEndDt'] as const).map((name) => (
                <label key={name} className="admin-search__date">
                  <span>{t(name === 'searchStartDt' ? 'list.from' : 'list.to')}</span>
                  <input
                    type="date"
                    value={draft[name]}
                    onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
                  />
                </label>
              ))}
            <select
              aria-label={t('list.searchType')}
              value={draft.searchType}
              onChange={(e) => setDraft({ ...draft, searchType: e.target.value })}
            >
              {section.searchTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`search.${type}`)}
                </option>
              ))}
            </select>
            <input
              type="search"
              aria-label={t('list.searchText')}
              placeholder={t('list.searchPlaceholder')}
              maxLength={200}
              value={draft.searchText}
              onChange={(e) => setDraft({ ...draft, searchText: e.target.value })}
            />
            <button type="submit" className="admin-button">
              {t('list.search')}
            </button>
          </form>
        </search>
      )}

      <div className="admin-toolbar">
        <p className="admin-toolbar__total" aria-live="polite">
          {t('list.total', { total })}
        </p>
        {toolbar?.({ checked, query, reload })}
        {canDelete && !isTrash && (
          <button
            type="button"
            className="admin-button admin-button--danger"
            disabled={checked.length === 0}
            onClick={onDelete}
          >
            {t('list.delete')}
          </button>
        )}
        {canAdd && (
          <Link to={ADMIN_PATHS.add(section.key)} className="admin-button admin-button--primary">
            {t('list.add')}
          </Link>
        )}
      </div>

      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}

      <div className="admin-table-wrap">
        <table className="admin-table">
          <thead>
            <tr>
              {canDelete && (
                <th scope="col" className="admin-table__check">
                  <input
                    type="checkbox"
                    aria-label={t('list.selectAll')}
                    checked={isAllChecked}
                    onChange={() => setChecked(isAllChecked ? [] : rows.map(idOf))}
                  />
                </th>
              )}
              <th scope="col" className="admin-table__num">
                {t('col.num')}
              </th>
              {section.columns.map((column) => (
                <th scope="col" key={column.label}>
                  {t(`col.${column.label}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pinned && (
              <tr className="admin-table__pinned">
                {canDelete && <td />}
                <td>{t('list.fixed')}</td>
                {section.columns.map((column) => (
                  <td key={column.label}>{cell(pinned, column, true)}</td>
                ))}
              </tr>
            )}
            {rows.map((row, index) => {
              const id = idOf(row);
              return (
                <tr key={id}>
                  {canDelete && (
                    <td className="admin-table__check">
                      <input
                        type="checkbox"
                        aria-label={t('list.selectRow', {
                          num: total - (pageNo - 1) * LIMITS.adminPageSize - index,
                        })}
                        checked={checked.includes(id)}
                        onChange={() =>
                          setChecked(
                            checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id],
                          )
                        }
                      />
                    </td>
                  )}
                  <td className="admin-table__num">{total - (pageNo - 1) * LIMITS.adminPageSize - index}</td>
                  {section.columns.map((column) => (
                    <td key={column.label}>{cell(row, column)}</td>
                  ))}
                </tr>
              );
            })}
            {data && rows.length === 0 && (
              <tr>
                <td colSpan={section.columns.length + (canDelete ? 2 : 1)} className="admin-table__empty">
                  {t('list.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <Pagination pageNo={pageNo} pageCount={pageCount} href={(n) => listPath(section.key, n)} />
    </section>
  );
}
