import type { ReactNode } from 'react';
import { ADMIN_PATHS, type AdminSectionKey } from '../../../common/admin-paths.ts';
import { FAILED_MAIL_PAGES } from '../../../common/failed-mail.ts';
import { can, canUseMedia, EDITED_PAGES } from '../../../common/permissions.ts';
import { Logo } from '../../components/Logo.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { menusFor } from '../lib/menu.ts';
import { Link, useRouter } from '../lib/router.tsx';
import { useSession } from '../lib/session.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/**
 * The frame of every admin page (spec 2): a header (brand, EN/VI, user, logout), the menus the
 * user's permissions allow, the current menu's pages, and the content.
 */
export function Frame({
  current,
  children,
}: {
  /**
   * The section shown, the media library (a menu of its own, decision 036) or the privacy notice
   * (a page of the User menu without a list), or the failed e-mails (a menu of its own, decision 063).
   */
  current?: AdminSectionKey | 'media' | 'privacyNotice' | 'failedMails';
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { user, signOut } = useSession();
  const { navigate, confirmLeave, pathname } = useRouter();
  const isPasswordScreen = pathname === ADMIN_PATHS.password;
  const isSecurityScreen = pathname === ADMIN_PATHS.security;
  const isReference = pathname === ADMIN_PATHS.apiReference;
  const isReview = pathname === ADMIN_PATHS.review;
  // The review queue (decision 058): for holders of a publish right, and whoever sets review on.
  const settings = user?.settings ?? [];
  const hasReview =
    EDITED_PAGES.some((page) => can(settings, 'p', page)) || can(settings, 'e', 'UserAuthority');
  const isTemplates = pathname === ADMIN_PATHS.applicationTemplates;
  const menus = menusFor(user?.settings ?? []);
  const hasPrivacy = can(user?.settings ?? [], 'r', 'UserPrivacy');
  // The privacy notice sits in the User menu, beside Personal data (the same read right).
  const isPrivacy = current === 'privacyNotice';
  const active = menus.find((m) =>
    isPrivacy
      ? m.menu === 'User'
      : current && current !== 'media' && current !== 'failedMails' && m.sections.includes(current),
  );
  const hasMedia = canUseMedia(user?.settings ?? []);
  const isMedia = current === 'media';
  // The failed e-mails: for readers of anything an e-mail is about (decision 063).
  const hasFailedMails = FAILED_MAIL_PAGES.some((page) => can(settings, 'r', page));
  const isFailedMails = current === 'failedMails';
  const onLogout = async () => {
    if (!(await confirmLeave())) return;
    await signOut();
    navigate(ADMIN_PATHS.login, { isForced: true });
  };
  return (
    <div className="admin-frame">
      <a className="skip-link" href="#admin-content">
        {t('frame.skip')}
      </a>
      <header className="admin-header">
        <Link to={ADMIN_PATHS.dashboard} className="admin-header__brand" aria-label={t('frame.dashboard')}>
          <Logo />
          <span>{t('frame.admin')}</span>
        </Link>
        <nav className="admin-menus" aria-label={t('frame.menus')}>
          <ul>
            {menus.map((group) => (
              <li key={group.menu}>
                <Link
                  to={ADMIN_PATHS.list(group.sections[0]!)}
                  aria-current={group === active ? 'true' : undefined}
                >
                  {t(`menu.${group.menu}`)}
                </Link>
              </li>
            ))}
            {hasMedia && (
              <li>
                <Link to={ADMIN_PATHS.media()} aria-current={isMedia ? 'true' : undefined}>
                  {t('menu.Media')}
                </Link>
              </li>
            )}
            {hasFailedMails && (
              <li>
                <Link to={ADMIN_PATHS.failedMails()} aria-current={isFailedMails ? 'true' : undefined}>
                  {t('menu.Mail')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="admin-header__tools">
          <LanguageSwitch />
          <span className="admin-header__user">{user?.username}</span>
          {hasReview && (
            <Link
              to={ADMIN_PATHS.review}
              className="admin-header__password"
              aria-current={isReview ? 'page' : undefined}
            >
              {t('frame.review')}
            </Link>
          )}
          <Link
            to={ADMIN_PATHS.apiReference}
            className="admin-header__password admin-header__reference"
            aria-current={isReference ? 'page' : undefined}
          >
            {t('frame.apiReference')}
          </Link>
          <Link
            to={ADMIN_PATHS.password}
            className="admin-header__password"
            aria-current={isPasswordScreen ? 'page' : undefined}
          >
            {t('frame.password')}
          </Link>
          <Link
            to={ADMIN_PATHS.security}
            className="admin-header__password"
            aria-current={isSecurityScreen ? 'page' : undefined}
          >
            {t('frame.security')}
          </Link>
          <button type="button" className="admin-button" onClick={onLogout}>
            {t('frame.logout')}
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav
          className={active || isMedia || isFailedMails ? 'admin-side' : 'admin-side admin-side--idle'}
          aria-label={t('frame.pages')}
        >
          {menus.map((group) => (
            <div
              key={group.menu}
              className={
                group === active ? 'admin-side__group admin-side__group--active' : 'admin-side__group'
              }
            >
              <p className="admin-side__menu">{t(`menu.${group.menu}`)}</p>
              <ul>
                {group.sections.map((key) => (
                  <li key={key}>
                    <Link
                      to={ADMIN_PATHS.list(key)}
                      aria-current={key === current && !isTemplates ? 'page' : undefined}
                    >
                      {t(`page.${key}`)}
                    </Link>
                  </li>
                ))}
                {group.sections.includes('board/application') && (
                  <li>
                    <Link
                      to={ADMIN_PATHS.applicationTemplates}
                      aria-current={isTemplates ? 'page' : undefined}
                    >
                      {t('frame.applicationTemplates')}
                    </Link>
                  </li>
                )}
                {group.menu === 'User' && hasPrivacy && (
                  <li>
                    <Link to={ADMIN_PATHS.privacyNotice} aria-current={isPrivacy ? 'page' : undefined}>
                      {t('frame.privacyNotice')}
                    </Link>
                  </li>
                )}
              </ul>
            </div>
          ))}
          {hasMedia && (
            <div className={isMedia ? 'admin-side__group admin-side__group--active' : 'admin-side__group'}>
              <p className="admin-side__menu">{t('menu.Media')}</p>
              <ul>
                <li>
                  <Link to={ADMIN_PATHS.media()} aria-current={isMedia ? 'page' : undefined}>
                    {t('frame.media')}
                  </Link>
                </li>
              </ul>
            </div>
          )}
          {hasFailedMails && (
            <div
              className={isFailedMails ? 'admin-side__group admin-side__group--active' : 'admin-side__group'}
            >
              <p className="admin-side__menu">{t('menu.Mail')}</p>
              <ul>
                <li>
                  <Link to={ADMIN_PATHS.failedMails()} aria-current={isFailedMails ? 'page' : undefined}>
                    {t('frame.failedMails')}
                  </Link>
                </li>
              </ul>
            </div>
          )}
        </nav>
        <main id="admin-content" className="admin-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
