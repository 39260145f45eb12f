import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import type { SectionDef } from '../sections/types.ts';
import { ExportButton } from './ExportButton.tsx';
import type { ListToolbarState } from './ListScreen.tsx';

/** Extra list buttons: the Trash (holders of `d` on boards that keep one) and the CSV export. */
export function ListTools({ section, state }: { section: SectionDef; state: ListToolbarState }) {
  const { t } = useI18n();
  const { can } = useSession();
  return (
    <>
      {section.exportApi && <ExportButton path={section.exportApi} query={state.query} />}
      {section.hasTrash && can('d', section.page) && (
        <Link to={ADMIN_PATHS.trash(section.key)} className="admin-button">
          {t('trash.open')}
        </Link>
      )}
    </>
  );
}
