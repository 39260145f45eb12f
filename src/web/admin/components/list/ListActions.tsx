import type { ReactNode } from 'react';
import { ADMIN_PATHS } from '../../../../common/admin-paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { useDialogs } from '../../lib/dialogs.tsx';
import { Link } from '../../lib/router.tsx';
import type { SectionDef } from '../../sections/types.ts';
import { chunksOf } from './selection.ts';

/** The most ids one DELETE takes (the API's limit). */
const DELETE_MAX = 1000;

/**
 * The bar above the table: the total (announced), the section's extra buttons, Delete of the
 * checked rows (asked first; only with `d`, never in the trash) and Add (only with `a`).
 */
export function ListActions({
  section,
  total,
  isLoading,
  checked,
  extra,
  canDelete,
  canAdd,
  onDeleted,
}: {
  section: SectionDef;
  total: number;
  isLoading: boolean;
  checked: number[];
  extra: ReactNode;
  canDelete: boolean;
  canAdd: boolean;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const dialogs = useDialogs();

  const onDelete = async () => {
    if (checked.length === 0) return;
    if (!(await dialogs.confirm(t('msg.confirmDelete')))) return;
    try {
      for (const ids of chunksOf(checked, DELETE_MAX))
        await api.delete(section.api, { [section.idField]: ids });
      await dialogs.alert(t(`msg.${section.deletedMessage ?? 'deleted'}`));
      onDeleted();
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) await dialogs.alert((e as Error).message);
    }
  };

  return (
    <div className="admin-toolbar">
      <p className="admin-toolbar__total" aria-live="polite">
        {isLoading ? t('list.loading') : t('list.total', { total })}
      </p>
      {extra}
      {canDelete && (
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
  );
}
