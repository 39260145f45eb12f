import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { menusFor } from '../lib/menu.ts';
import { Link } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { TodoList } from './TodoList.tsx';

/** The greeting, what needs doing (decision 059) and one box per permitted menu (spec 2). */
export function Dashboard() {
  const { t } = useI18n();
  const { user } = useSession();
  return (
    <section className="admin-screen" aria-labelledby="screen-title">
      <h1 id="screen-title" className="admin-screen__title">
        {t('dashboard.hello', { name: (user?.username ?? '').toUpperCase() })}
      </h1>
      <p className="admin-guidance">{t('dashboard.lead')}</p>
      <TodoList />
      <div className="admin-boxes">
        {menusFor(user?.settings ?? []).map((group) => (
          <section key={group.menu} className="admin-box" aria-labelledby={`box-${group.menu}`}>
            <h2 id={`box-${group.menu}`}>{t(`dashboard.box.${group.menu}`)}</h2>
            <ul>
              {group.sections.map((key) => (
                <li key={key}>
                  <Link to={ADMIN_PATHS.list(key)}>{t(`page.${key}`)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="admin-dashboard__more">
        <Link to={ADMIN_PATHS.apiReference} className="admin-dashboard__link">
          {t('frame.apiReference')}
        </Link>
        : {t('dashboard.apiReference')}
      </p>
    </section>
  );
}
