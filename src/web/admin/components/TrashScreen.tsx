import { useMemo } from 'react';
import type { ListQueryState } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useDialogs } from '../lib/dialogs.tsx';
import { listPathOf } from '../lib/list-memory.ts';
import { Link } from '../lib/router.tsx';
import { dmy, str } from '../sections/cells.tsx';
import type { Column, SectionDef } from '../sections/types.ts';
import { ListScreen, type ListToolbarState } from './ListScreen.tsx';

/** Who deleted an item and when: a delete stamps modifyId and modifyDt. */
const deletedColumns: Column[] = [
  { label: 'deletedBy', value: (row) => str(row, 'modifyId') },
  { label: 'deletedOn', value: (row) => dmy(row.modifyDt) },
];

/** The deleted items of a board (for holders of `d`), restored one or several at a time. */
export function TrashScreen({
  section,
  pageNo,
  query,
}: {
  section: SectionDef;
  pageNo: number;
  query: ListQueryState;
}) {
  // One object per section: a new one each render would make the list fetch again and again.
  const withDeleted = useMemo(
    () => ({ ...section, columns: [...section.columns, ...deletedColumns] }),
    [section],
  );
  return (
    <ListScreen
      section={withDeleted}
      pageNo={pageNo}
      query={query}
      mode="trash"
      toolbar={(state) => <TrashTools section={section} state={state} />}
    />
  );
}

function TrashTools({ section, state }: { section: SectionDef; state: ListToolbarState }) {
  const { t } = useI18n();
  const dialogs = useDialogs();
  const { checked } = state;

  const onRestore = async () => {
    if (checked.length === 0) return;
    if (!(await dialogs.confirm(t('trash.confirm', { count: checked.length })))) return;
    try {
      const restored = await api.post<number[]>(`${section.api}/restore`, { [section.idField]: checked });
      await dialogs.alert(t('trash.restored', { count: restored.length }));
      state.reload();
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
    }
  };

  return (
    <>
      <Link to={listPathOf(section.key)} className="admin-button">
        {t('trash.back')}
      </Link>
      <button
        type="button"
        className="admin-button admin-button--primary"
        disabled={checked.length === 0}
        onClick={onRestore}
      >
        {t('trash.restore')}
      </button>
    </>
  );
}
