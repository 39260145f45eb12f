import { useEffect, useState } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { LOCALES, listPathOf, localePath, MENU } from '../../lib/paths.ts';

const LANGUAGE_NAMES = { en: 'English', vi: 'Tiếng Việt' } as const;

/** Job and news records exist in one language, so their pages switch to the list of the other. */
const languageTarget = (path: string) => listPathOf(path) ?? path;

/**
 * Four menu groups with sub-menus on hover or focus, a language selector that keeps the page, a
 * hamburger panel on phones with one group open at a time, and a bar that slides away while the
 * visitor scrolls down. News pages and job details use the solid, coloured variant.
 */
export function Header({ path, solid }: { path: string; solid: boolean }) {
  const { t, href, locale } = useI18n();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [isLangOpen, setLangOpen] = useState(false);
  const [isHidden, setHidden] = useState(false);
  const [isScrolled, setScrolled] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 0);
      setHidden(y > 0 && y > last);
      last = y;
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!isLangOpen) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !(e.target as Element).closest('.lang'))
        setLangOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [isLangOpen]);

  /** Choosing the page already shown reloads it from the top (spec 2, public shell). */
  const onNavigate = (target: string) => (e: React.MouseEvent) => {
    if (target === path) {
      e.preventDefault();
      window.scrollTo(0, 0);
      window.location.reload();
    }
  };

  const classes = [
    'header',
    solid || isScrolled || isMenuOpen ? 'header--solid' : '',
    isHidden && !isMenuOpen ? 'header--hidden' : '',
    isMenuOpen ? 'header--open' : '',
  ].join(' ');

  return (
    <header className={classes}>
      <a className="skip-link" href="#main">
        {t('header.skip')}
      </a>
      <div className="header__bar container">
        <a className="header__logo" href={href('/')} aria-label={t('header.home')}>
          <Logo tone={solid || isScrolled || isMenuOpen ? 'color' : 'white'} />
        </a>
        <nav className="nav" aria-label={t('header.mainMenu')} id="site-menu">
          <ul className="nav__groups">
            {MENU.map((group) => {
              const isOpen = openGroup === group.key;
              const isCurrent = path.startsWith(`/${group.key}/`);
              return (
                <li
                  key={group.key}
                  className={`nav__group${isOpen ? ' is-open' : ''}${isCurrent ? ' is-current' : ''}`}
                >
                  <button
                    type="button"
                    className="nav__group-button"
                    aria-expanded={isOpen}
                    aria-controls={`menu-${group.key}`}
                    onClick={() => setOpenGroup(isOpen ? null : group.key)}
                  >
                    {t(`menu.${group.key}`)}
                    <Icon name="chevron" size={16} className="nav__chevron" />
                  </button>
                  <ul className="nav__sub" id={`menu-${group.key}`}>
                    {group.items.map((item) => (
                      <li key={item.key}>
                        <a
                          href={href(item.path)}
                          aria-current={path === item.path ? 'page' : undefined}
                          onClick={onNavigate(item.path)}
                        >
                          {t(`menu.${item.key}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="lang">
          <button
            type="button"
            className="lang__button"
            aria-expanded={isLangOpen}
            aria-haspopup="true"
            aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[locale]}`}
            onClick={() => setLangOpen(!isLangOpen)}
          >
            <Icon name="globe" size={18} />
            <span className="lang__code">{locale.toUpperCase()}</span>
            <Icon name="chevron" size={14} />
          </button>
          {isLangOpen && (
            <ul className="lang__menu">
              {LOCALES.map((code) => (
                <li key={code}>
                  <a
                    href={localePath(code, languageTarget(path))}
                    hrefLang={code}
                    lang={code}
                    aria-current={code === locale ? 'true' : undefined}
                    onClick={() => setLangOpen(false)}
                  >
                    {LANGUAGE_NAMES[code]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button
          type="button"
          className="header__burger"
          aria-expanded={isMenuOpen}
          aria-controls="site-menu"
          aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => {
            setMenuOpen(!isMenuOpen);
            setOpenGroup(null);
          }}
        >
          <Icon name={isMenuOpen ? 'close' : 'menu'} size={26} />
        </button>
      </div>
    </header>
  );
}
