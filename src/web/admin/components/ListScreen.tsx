import { type ReactNode, useEffect, useState } from 'react';
import { ADMIN_PATHS, type ListQueryState } from '../../../common/admin-paths.ts';
import { LIMITS } from '../../../common/codes.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Query } from '../lib/api.ts';
import { rememberListPath } from '../lib/list-memory.ts';
import { presenceTypeOf, useListPresence } from '../lib/presence.ts';
import { useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { CellContext, SectionDef } from '../sections/types.ts';
import { ListActions } from './list/ListActions.tsx';
import { ListTable } from './list/ListTable.tsx';
import { SearchBar } from './list/SearchBar.tsx';
import { SelectionBar } from './list/SelectionBar.tsx';
import { useListRows } from './list/use-list-rows.ts';
import { draftOf, nextSort, viewOf } from './list/view.ts';
import { Pagination } from './Pagination.tsx';
import { PresenceMark } from './Presence.tsx';
import { SectionGuidance } from './SectionGuidance.tsx';
import { ViewTabs } from './ViewTabs.tsx';

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
 * form show it again. A section with `selection` lets readers choose rows (a page, or all the filter
 * matches) for its actions; one with `views` shows tabs to them. In 'trash' mode it lists the deleted items (no add, delete, edit links or
 * inline edits); `toolbar` adds buttons beside Delete. Its parts are in `list/`.
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
  const { navigate } = useRouter();
  const isTrash = mode === 'trash';
  const pathOf = isTrash ? ADMIN_PATHS.trash : ADMIN_PATHS.list;
  const view = viewOf(section, query);
  const viewKey = pathOf(section.key, pageNo, view);
  const [draft, setDraft] = useState(() => draftOf(section, view));
  const canAdd = !isTrash && section.hasAdd && can('a', section.page);
  const canDelete = section.hasDelete && can('d', section.page);
  const hasDetail = !!section.form || !!section.detailScreen;
  const canEdit = !isTrash && hasDetail && can('e', section.page);
  const canOpenRows = !isTrash && hasDetail && can(section.detailRight ?? 'e', section.page);
  // A section with selection actions lets every reader choose rows; otherwise choosing is for Delete.
  const selection = !isTrash ? section.selection : undefined;
  const canCheck = canDelete || !!selection;

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

  // The extras the admin may read, and the columns: those showing an extra need it.
  const extras = Object.entries(section.listExtras ?? {}).filter(([, extra]) => can('r', extra.page));
  const columns = section.columns.filter(
    (column) => !column.extra || extras.some(([name]) => name === column.extra),
  );
  const { data, isLoading, pinned, error, checked, setChecked, reload, ...loaded } = useListRows({
    section,
    query: apiQuery,
    pageNo,
    viewKey,
    isTrash,
    extras,
  });

  const presence = useListPresence(isTrash ? undefined : presenceTypeOf(section.key), data);

  // Every row the filter matches is chosen until the choice changes or the rows load again.
  const [isAllMatching, setIsAllMatching] = useState(false);
  useEffect(() => setIsAllMatching(false), [data]);
  const choose = (ids: number[], isAll = false) => {
    setChecked(ids);
    setIsAllMatching(isAll);
  };

  /** Shows the view on page 1; the same view again reloads it. */
  const show = (next: ListQueryState) => {
    const path = pathOf(section.key, 1, viewOf(section, next));
    if (path === viewKey) reload();
    else navigate(path);
  };

  const ctx: CellContext = { t, localeCd, canEdit, reload, extras: loaded.extras };
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / LIMITS.adminPageSize));
  const hasSearchBar = section.searchTypes.length > 0 || !!section.filters?.length;

  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {isTrash ? t('trash.title', { section: t(`page.${section.key}`) }) : t(`page.${section.key}`)}
      </h1>
      {!isTrash && section.views && <ViewTabs section={section} current="" query={view} />}
      <SectionGuidance section={section} isTrash={isTrash} />

      {hasSearchBar && (
        <SearchBar
          section={section}
          draft={draft}
          onDraft={setDraft}
          onFilter={(name, value) => show({ ...view, [name]: value })}
          onSearch={() => show({ ...draft, sort: view.sort ?? '', order: view.order ?? '' })}
        />
      )}

      <ListActions
        section={section}
        total={total}
        isLoading={isLoading}
        checked={checked}
        extra={toolbar?.({ checked, query: apiQuery, reload })}
        canDelete={canDelete && !isTrash}
        canAdd={canAdd}
        onDeleted={reload}
      />

      {selection && (
        <SelectionBar
          section={{ ...section, selection }}
          query={apiQuery}
          total={total}
          pageRows={data?.list ?? []}
          checked={checked}
          isAllMatching={isAllMatching}
          onChoose={choose}
          onDone={reload}
        />
      )}

      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}

      <ListTable
        section={section}
        columns={columns}
        view={view}
        pageNo={pageNo}
        data={data}
        isLoading={isLoading}
        pinned={pinned}
        checked={checked}
        onCheck={(ids) => choose(ids)}
        onSort={(column) => show(nextSort(view, column.sort!))}
        rights={{ canCheck, canEdit, canOpenRows }}
        ctx={ctx}
        rowMark={(id) => <PresenceMark editors={presence.get(id)} />}
      />

      <Pagination pageNo={pageNo} pageCount={pageCount} href={(n) => pathOf(section.key, n, view)} />
    </section>
  );
}
