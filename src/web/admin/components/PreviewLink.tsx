import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { BOARD_TYPES } from '../../../common/content-types.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSession } from '../lib/session.tsx';
import type { SectionDef } from '../sections/types.ts';

/**
 * 'Preview on site': the saved item on its public page in a new tab, hidden, scheduled or switched
 * off as it may be; with its pending draft applied when it has one (decision 037). Only board items
 * have a public page, and the server shows it to readers only.
 */
export function PreviewLink({
  section,
  id,
  hasDraft,
}: {
  section: SectionDef;
  id: number;
  hasDraft?: boolean;
}) {
  const { t } = useI18n();
  const { can } = useSession();
  const type = BOARD_TYPES.find((board) => board.pages && board.adminSection === section.key);
  if (!type || !can('r', section.page)) return null;
  return (
    <a
      className="admin-button admin-preview-link"
      href={`${ADMIN_PATHS.preview(type.name, id)}${hasDraft ? '?draft=1' : ''}`}
      target="_blank"
      rel="noopener"
      title={t(hasDraft ? 'preview.draftHint' : 'preview.hint')}
    >
      {t(hasDraft ? 'preview.openDraft' : 'preview.open')}
      <span className="visually-hidden"> ({t('preview.newTab')})</span>
    </a>
  );
}
