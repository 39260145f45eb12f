import { MENU, PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { Logo } from '../../components/Logo.tsx';
import { useI18n } from '../../lib/i18n.tsx';

const SOCIAL = ['facebook', 'instagram', 'youtube'] as const;

/**
 * Contact lines from the site config, the menu as link groups (an accordion on phones), legal lines.
 * Each group's heading is the summary of a `<details>` that holds only it (decision 029): on phones
 * it opens the list beside it, one group at a time (`name`), with or without scripts; on wider
 * screens every list shows and the heading is only a heading.
 */
export function Footer() {
  const { t, href, localeCd } = useI18n();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Logo tone="white" />
          <p className="footer__company">{SITE.companyName[localeCd]}</p>
          <ul className="footer__contact">
            <li>
              <span>{t('footer.address')}</span> {SITE.address[localeCd]}
            </li>
            <li>
              <span>{t('footer.tel')}</span>{' '}
              <a href={`tel:${SITE.telephone.replace(/\s/g, '')}`}>{SITE.telephone}</a>
            </li>
            <li>
              <span>{t('footer.email')}</span> <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </li>
            <li>
              <span>{t('footer.registration')}</span> {SITE.businessRegistration}
            </li>
          </ul>
        </div>
        <nav className="footer__menu" aria-label={t('footer.menu')}>
          {MENU.map((group) => (
            <div key={group.key} className="footer__group">
              <details className="footer__toggle" name="footer-group">
                <summary className="footer__summary" aria-controls={`footer-${group.key}`}>
                  <h2 className="footer__heading">
                    {t(`menu.${group.key}`)}
                    <Icon name="plus" size={16} className="footer__closed" />
                    <Icon name="minus" size={16} className="footer__opened" />
                  </h2>
                </summary>
              </details>
              <ul id={`footer-${group.key}`}>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <a href={href(item.path)}>{t(`menu.${item.key}`)}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="container footer__bottom">
        <div>
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
          <p>{t('footer.noEmailCollection')}</p>
          <p className="footer__privacy">
            <a href={href(PATHS.privacy)}>{t('footer.privacy')}</a>
          </p>
        </div>
        <ul className="footer__social">
          {SOCIAL.map((name) => (
            <li key={name}>
              <a
                href={SITE.social[name]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`footer.social.${name}`)}
              >
                <Icon name={name} size={20} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
