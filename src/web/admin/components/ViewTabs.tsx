import { ADMIN_PATHS, type ListQueryState } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../lib/router.tsx';
import type { SectionDef } from '../sections/types.ts';

/**
 * The tabs between a list and its other views (SectionDef.views: the applications' board and
 * report), each a link keeping the job filter; `current` is the view shown ('' for the list).
 */
export function ViewTabs({
  section,
  current,
  query,
}: {
  section: SectionDef;
  current: string;
  query: ListQueryState;
}) {
  const { t } = useI18n();
  const kept: ListQueryState = query.jobNo ? { jobNo: query.jobNo } : {};
  const names = ['', ...Object.keys(section.views ?? {})];
  return (
    <nav className="admin-views" aria-label={t('pipeline.view.label')}>
      {names.map((name) => (
        <Link
          key={name}
          to={ADMIN_PATHS.list(section.key, 1, name ? { view: name, ...kept } : kept)}
          className="admin-views__tab"
          aria-current={name === current ? 'page' : undefined}
        >
          {t(`pipeline.view.${name || 'list'}`)}
        </Link>
      ))}
    </nav>
  );
}
