import { useEffect, useRef, useState } from 'react';
import { LOCALES, type Locale, listPathOf, localePath, MENU } from '../../../common/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useI18n } from '../../lib/i18n.tsx';

const LANGUAGE_NAMES = { en: 'English', vi: 'Tiếng Việt' } as const;

/**
 * Where the language switch leads: a record linked to its translation to that page (decision 034);
 * other job and news records, which exist in one language, to the list of the other; any other
 * page to itself.
 */
const languageTarget = (path: string, code: Locale, alternates?: Record<Locale, string>) =>
  alternates?.[code] ?? listPathOf(path) ?? path;

/**
 * Four menu groups with sub-menus on hover or focus, a language selector that keeps the page, a
 * hamburger panel on phones with one group open at a time, and a bar that slides away while the
 * visitor scrolls down. News pages and job details use the solid, coloured variant.
 */
export function Header({
  path,
  solid,
  alternates,
}: {
  path: string;
  solid: boolean;
  alternates?: Record<Locale, string> | undefined;
}) {
  const { t, href, locale } = useI18n();
  // The three disclosures are <details> elements: they open before the scripts run, and these
  // mirror the element's own state (onToggle), never set it through a prop (decision 029).
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isLangOpen, setLangOpen] = useState(false);
  const [isHidden, setHidden] = useState(false);
  const [isScrolled, setScrolled] = useState(false);
  const lang = useRef<HTMLDetailsElement>(null);
  const bar = useRef<HTMLDivElement>(null);

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
        lang.current!.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [isLangOpen]);

  /** Opening or closing the phone menu starts it with every group closed. */
  const onMenuToggle = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    setMenuOpen(e.currentTarget.open);
    for (const group of bar.current!.querySelectorAll<HTMLDetailsElement>('.nav__toggle[open]'))
      group.open = false;
  };

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
  ].join(' ');

  return (
    <header className={classes}>
      <a className="skip-link" href="#main">
        {t('header.skip')}
      </a>
      <div className="header__bar container" ref={bar}>
        <a className="header__logo" href={href('/')} aria-label={t('header.home')}>
          <Logo tone={solid || isScrolled || isMenuOpen ? 'color' : 'white'} />
        </a>
        <nav className="nav" aria-label={t('header.mainMenu')} id="site-menu">
          <ul className="nav__groups">
            {MENU.map((group) => (
              <li
                key={group.key}
                className={`nav__group${path.startsWith(`/${group.key}/`) ? ' is-current' : ''}`}
              >
                {/* Holds only its button: the sub-menu beside it also shows on hover and focus. */}
                <details className="nav__toggle" name="menu-group">
                  <summary className="nav__group-button" aria-controls={`menu-${group.key}`}>
                    {t(`menu.${group.key}`)}
                    <Icon name="chevron" size={16} className="nav__chevron" />
                  </summary>
                </details>
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
            ))}
          </ul>
        </nav>
        <details className="lang" ref={lang} onToggle={(e) => setLangOpen(e.currentTarget.open)}>
          <summary className="lang__button" aria-label={`${t('header.language')}: ${LANGUAGE_NAMES[locale]}`}>
            <Icon name="globe" size={18} />
            <span className="lang__code">{locale.toUpperCase()}</span>
            <Icon name="chevron" size={14} />
          </summary>
          <ul className="lang__menu">
            {LOCALES.map((code) => (
              <li key={code}>
                <a
                  href={localePath(code, languageTarget(path, code, alternates))}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === locale ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </details>
        {/* The phone menu's button; the menu it opens is the navigation above (header.css). */}
        <details className="header__menu" onToggle={onMenuToggle}>
          <summary className="header__burger" aria-controls="site-menu">
            <span className="header__burger-open">
              <Icon name="menu" size={26} />
              <span className="visually-hidden">{t('header.openMenu')}</span>
            </span>
            <span className="header__burger-close">
              <Icon name="close" size={26} />
              <span className="visually-hidden">{t('header.closeMenu')}</span>
            </span>
          </summary>
        </details>
      </div>
    </header>
  );
}
