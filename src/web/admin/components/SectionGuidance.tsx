import { useI18n } from '../../lib/i18n.tsx';
import { useSession } from '../lib/session.tsx';
import type { SectionDef } from '../sections/types.ts';

/**
 * A section's guidance line (or its trash's). Where the server erases the section's records, it
 * adds how long they are kept, in the days the server is configured with; until the server has
 * said, it states no number rather than a wrong one.
 */
export function SectionGuidance({ section, isTrash = false }: { section: SectionDef; isTrash?: boolean }) {
  const { t } = useI18n();
  const { user } = useSession();
  const text = isTrash ? t('trash.guide') : t(`guide.${section.key}`);
  const days = section.retention && user?.retention?.[section.retention];
  return (
    <p className="admin-guidance">
      {days ? `${text} ${t(`retention.${section.retention}`, { days })}` : text}
    </p>
  );
}
