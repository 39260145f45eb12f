import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ADMIN_PATHS, type ListQueryState } from '../../../common/admin-paths.ts';
import { LIMITS } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api, type ListResult, type Query } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { rememberListPath } from '../lib/list-memory.ts';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { CellContext, Column, Row, SectionDef } from '../sections/types.ts';
import { Pagination } from './Pagination.tsx';
import { SectionGuidance } from './SectionGuidance.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view a list URL asks for, keeping only what this section understands (a hand-edited URL
 * never reaches the API with a value it would refuse). Keys in a fixed order, so equal views have
 * equal URLs.
 */
function viewOf(section: SectionDef, query: ListQueryState): ListQueryState {
  const view: ListQueryState = {};
  const text = query.searchText?.trim() ?? '';
  if (section.searchTypes.length > 0 && text) {
    view.searchType = section.searchTypes.includes(query.searchType ?? '')
      ? query.searchType!
      : section.searchTypes[0]!;
    view.searchText = text;
  }
  if (section.hasDateRange)
    for (const name of ['searchStartDt', 'searchEndDt'])
      if (ISO_DATE.test(query[name] ?? '')) view[name] = query[name]!;
  for (const filter of section.filters ?? []) {
    const value = query[filter.name] ?? '';
    if (filter.options('EN').some((o) => o.value === value)) view[filter.name] = value;
  }
  if (section.columns.some((c) => c.sort && c.sort === query.sort)) {
    view.sort = query.sort!;
    view.order = query.order === 'desc' ? 'desc' : 'asc';
  }
  return view;
}

/** The search form's fields, as typed (applied on Search). */
function draftOf(section: SectionDef, view: ListQueryState): ListQueryState {
  const draft: ListQueryState = {
    searchType: view.searchType ?? section.searchTypes[0] ?? '',
    searchText: view.searchText ?? '',
    searchStartDt: view.searchStartDt ?? '',
    searchEndDt: view.searchEndDt ?? '',
  };
  for (const filter of section.filters ?? []) draft[filter.name] = view[filter.name] ?? '';
  return draft;
}

/** What a toolbar slot gets: the checked ids, the list's current query (without paging) and a reload. */
export interface ListToolbarState {
  checked: number[];
  query: Query;
  reload: () => void;
}

/**
 * The one list screen of the ten sections (spec 2 and 6): guidance, search bar, a table with row
 * checkboxes, Add only with `a`, Delete only with `d` and a checked row, detail links only with `e`
 * (videos: see SectionDef.detailRight), ten rows a page numbered down from the total. The view
 * (search, dates, filters, sort, page) lives in the URL, so back, reload and the return from a
 * form show it again. In 'trash' mode it lists the deleted items (no add, delete, edit links or
 * inline edits); `toolbar` adds buttons beside Delete.
 */
export function ListScreen({
  section,
  pageNo,
  query = {},
  mode = 'list',
  toolbar,
}: {
  section: SectionDef;
  pageNo: number;
  query?: ListQueryState;
  mode?: 'list' | 'trash';
  toolbar?: (state: ListToolbarState) => ReactNode;
}) {
  const { t, localeCd } = useI18n();
  const { can } = useSession();
  const dialogs = useDialogs();
  const { navigate } = useRouter();
  const isTrash = mode === 'trash';
  const pathOf = isTrash ? ADMIN_PATHS.trash : ADMIN_PATHS.list;
  const view = viewOf(section, query);
  const viewKey = pathOf(section.key, pageNo, view);
  const [draft, setDraft] = useState(() => draftOf(section, view));
  const [data, setData] = useState<ListResult<Row> | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [pinned, setPinned] = useState<Row | null>(null);
  const [error, setError] = useState('');
  const [checked, setChecked] = useState<number[]>([]);
  const [version, setVersion] = useState(0);
  const canAdd = !isTrash && section.hasAdd && can('a', section.page);
  const canDelete = section.hasDelete && can('d', section.page);
  const hasDetail = !!section.form || !!section.hasReadOnlyDetail;
  const canEdit = !isTrash && hasDetail && can('e', section.page);
  const canOpenRows = !isTrash && hasDetail && can(section.detailRight ?? 'e', section.page);

  const apiQuery = {
    delYn: isTrash ? 'Y' : 'N',
    ...(section.isLocalized ? { localeCd } : {}),
    ...(isTrash ? {} : section.listQuery),
    ...view,
  };

  // A new view (back, forward, a link) shows its own search in the form; remember it for List links.
  // viewKey stands for section, page and view.
  useEffect(() => {
    setDraft(draftOf(section, view));
    if (!isTrash) rememberListPath(section.key, viewKey);
  }, [viewKey]);

  // viewKey stands for the query built above.
  useEffect(() => {
    let isCurrent = true;
    setChecked([]);
    setIsLoading(true);
    api.get<ListResult<Row>>(section.api, { ...apiQuery, pageNo, pageCnt: LIMITS.adminPageSize }).then(
      (result) => {
        if (!isCurrent) return;
        setData(result);
        setError('');
        setIsLoading(false);
      },
      (e: Error) => {
        if (!isCurrent) return;
        setError(e.message);
        setIsLoading(false);
      },
    );
    if (section.pinnedQuery && !isTrash)
      api
        .get<ListResult<Row>>(section.api, {
          delYn: 'N',
          ...(section.isLocalized ? { localeCd } : {}),
          ...section.pinnedQuery,
          pageNo: 1,
          pageCnt: 1,
        })
        .then(
          (result) => isCurrent && setPinned(result.list[0] ?? null),
          () => undefined,
        );
    return () => {
      isCurrent = false;
    };
  }, [section, viewKey, localeCd, version]);

  const reload = () => setVersion((v) => v + 1);
  const ctx: CellContext = { t, localeCd, canEdit, reload };
  const rows = data?.list ?? [];
  const idOf = (row: Row) => Number(row[section.idField]);
  const isAllChecked = rows.length > 0 && rows.every((row) => checked.includes(idOf(row)));

  /** Shows the view on page 1; the same view again reloads it. */
  const show = (next: ListQueryState) => {
    const path = pathOf(section.key, 1, viewOf(section, next));
    if (path === viewKey) reload();
    else navigate(path);
  };

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    show({ ...draft, sort: view.sort ?? '', order: view.order ?? '' });
  };

  /** Ascending, then descending, then back to the list's own order. */
  const onSort = (column: Column) => {
    const isCurrent = view.sort === column.sort;
    const next = !isCurrent
      ? { sort: column.sort!, order: 'asc' }
      : view.order === 'asc'
        ? { sort: column.sort!, order: 'desc' }
        : {};
    show({ ...view, sort: '', order: '', ...next });
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

  const cell = (row: Row, column: Column, isPinned = false) => {
    const content = column.value(row, ctx);
    // The pinned video needs e; other rows open with the section's detail right.
    if (!column.isLink || !(isPinned ? canEdit : canOpenRows)) return content;
    return (
      <Link to={ADMIN_PATHS.detail(section.key, idOf(row))} className="admin-table__link">
        {content || (isPinned ? t('list.fixed') : '—')}
      </Link>
    );
  };

  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.adminPageSize));
  const columnCount = section.columns.length + (canDelete ? 2 : 1);
  const rowNumber = (index: number) => total - (pageNo - 1) * LIMITS.adminPageSize - index;
  const hasSearchBar = section.searchTypes.length > 0 || !!section.filters?.length;

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {isTrash ? t('trash.title', { section: t(`page.${section.key}`) }) : t(`page.${section.key}`)}
      </h1>
      <SectionGuidance section={section} isTrash={isTrash} />

      {hasSearchBar && (
        <search>
          <form className="admin-search" onSubmit={onSearch}>
            {section.filters?.map((filter) => (
              <label key={filter.name} className="admin-search__date">
                <span>{t(`col.${filter.label}`)}</span>
                <select
                  aria-label={t(`col.${filter.label}`)}
                  value={draft[filter.name]}
                  onChange={(e) => {
                    setDraft({ ...draft, [filter.name]: e.target.value });
                    show({ ...view, [filter.name]: e.target.value });
                  }}
                >
                  <option value="">{t('list.all')}</option>
                  {filter.options(localeCd).map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </label>
            ))}
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
            {section.searchTypes.length > 0 && (
              <>
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
              </>
            )}
            <button type="submit" className="admin-button">
              {t('list.search')}
            </button>
          </form>
        </search>
      )}

      <div className="admin-toolbar">
        <p className="admin-toolbar__total" aria-live="polite">
          {isLoading ? t('list.loading') : t('list.total', { total })}
        </p>
        {toolbar?.({ checked, query: apiQuery, reload })}
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
        <table className="admin-table" aria-labelledby="screen-title" aria-busy={isLoading}>
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
                {t(`col.${section.numLabel ?? 'num'}`)}
              </th>
              {section.columns.map((column) => {
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
                {canDelete && <td />}
                <td>{t('list.fixed')}</td>
                {section.columns.map((column) => (
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
                  {canDelete && (
                    <td className="admin-table__check">
                      <input
                        type="checkbox"
                        aria-label={t('list.selectRow', { num: rowNumber(index) })}
                        checked={checked.includes(id)}
                        onChange={() =>
                          setChecked(
                            checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id],
                          )
                        }
                      />
                    </td>
                  )}
                  <td className="admin-table__num">{rowNumber(index)}</td>
                  {section.columns.map((column) => (
                    <td key={column.label}>{cell(row, column)}</td>
                  ))}
                </tr>
              );
            })}
            {data && !isLoading && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="admin-table__empty">
                  {t('list.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>

      <Pagination pageNo={pageNo} pageCount={pageCount} href={(n) => pathOf(section.key, n, view)} />
    </section>
  );
}
