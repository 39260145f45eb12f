import { PARTNER_TYPES } from '../../../common/codes.ts';
import type { PartnerRow } from '../../../common/rows.ts';
import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { headingCopy } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { PartnersArt, TypeIcon } from './art.tsx';
import { InquiryCta } from './InquiryCta.tsx';
import type { load } from './PartnersPage.server.ts';
import '../../styles/pages/partner.css';
import type { MessageSection } from '../../locales/sections.ts';

/** Uploaded logos are drawn on a 2:1 canvas; the box keeps that ratio so nothing shifts. */
const LOGO_W = 480;
const LOGO_H = 240;

/** 'https://www.example.com/path' → 'example.com', shown under the name as a quiet hint. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

export const messages: readonly MessageSection[] = ['partner.partners'];

export default function PartnersPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, localeCd } = useI18n();
  const partners = data?.list ?? [];
  const groups = PARTNER_TYPES.codes
    .map((typeCd) => {
      const items = partners.filter((p) => p.typeCd === typeCd);
      return { typeCd, items, label: items[0]?.typeCdNm || PARTNER_TYPES.label(typeCd, localeCd) };
    })
    .filter((group) => group.items.length > 0);
  const count = (n: number) => t(`partner.partners.count.${n === 1 ? 'one' : 'other'}`, { count: n });

  return (
    <SubPage path={path} title={t('menu.partners')} lead={t('partner.partners.lead')}>
      <PageSection
        className="section partners-intro"
        container="partners-intro__grid"
        heading={{ id: 'partners-intro-title', ...headingCopy(t, 'partner.partners.intro') }}
        column
        aside={
          <div className="partners-intro__art">
            <PartnersArt />
          </div>
        }
      >
        <dl className="partners-stats">
          <div>
            <dt>{t('partner.partners.intro.statPartners')}</dt>
            <dd>{partners.length}</dd>
          </div>
          <div>
            <dt>{t('partner.partners.intro.statSectors')}</dt>
            <dd>{PARTNER_TYPES.codes.length}</dd>
          </div>
          <div>
            <dt>{t('partner.partners.intro.statJobs')}</dt>
            <dd>{SITE.jobExperiences}</dd>
          </div>
        </dl>
      </PageSection>

      {groups.length > 0 ? (
        <>
          <nav className="container partners-jump" aria-label={t('partner.partners.jumpLabel')}>
            <ul>
              {groups.map((group) => (
                <li key={group.typeCd}>
                  <a href={`#partners-type-${group.typeCd}`}>
                    <TypeIcon typeCd={group.typeCd} />
                    <span>{group.label}</span>
                    <span className="partners-jump__count">{group.items.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <div className="container partners-groups">
            {groups.map((group) => (
              <section
                key={group.typeCd}
                id={`partners-type-${group.typeCd}`}
                className={`partners-group partners-group--${group.typeCd}`}
                aria-labelledby={`partners-type-${group.typeCd}-title`}
              >
                <header className="partners-group__head">
                  <TypeIcon typeCd={group.typeCd} />
                  <div>
                    <h2 id={`partners-type-${group.typeCd}-title`} className="partners-group__title">
                      {group.label}
                    </h2>
                    <p className="partners-group__text">{t(`partner.partners.types.${group.typeCd}`)}</p>
                  </div>
                  <span className="badge badge--sun partners-group__count">{count(group.items.length)}</span>
                </header>
                <ul className="partners-grid">
                  {group.items.map((partner) => (
                    <li key={partner.partnerNo}>
                      <PartnerTile partner={partner} newTab={t('common.newTab')} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : (
        <div className="container">
          <p className="empty">{t('partner.partners.empty')}</p>
        </div>
      )}

      <InquiryCta block="partners-cta" copy="partner.partners.cta" />
    </SubPage>
  );
}

/**
 * One partner: its logo, name and web address. The logo's alt text names the partner; the visible
 * name and address repeat it for sighted visitors and are hidden from screen readers.
 */
function PartnerTile({ partner, newTab }: { partner: PartnerRow; newTab: string }) {
  const host = partner.linkUrl ? hostOf(partner.linkUrl) : '';
  const content = (
    <>
      <span className="partners-tile__logo">
        {partner.logoImageUrl ? (
          <ResponsiveImage
            src={partner.logoImageUrl}
            variants={partner.imageVariants ?? undefined}
            sizes="(min-width: 1100px) 220px, 45vw"
            // Logos are shown whole (contain): the focal point has nothing to keep in view.
            alt={partner.imageAlt || partner.name}
            width={LOGO_W}
            height={LOGO_H}
          />
        ) : (
          <span className="partners-tile__initials">{partner.name.slice(0, 2).toUpperCase()}</span>
        )}
      </span>
      <span className="partners-tile__name" aria-hidden={partner.logoImageUrl ? true : undefined}>
        {partner.name}
      </span>
      {host && (
        <span className="partners-tile__host" aria-hidden="true">
          <span className="partners-tile__url">{host}</span>
          <Icon name="arrow" size={14} className="partners-tile__arrow" />
        </span>
      )}
    </>
  );
  if (!partner.linkUrl) return <div className="partners-tile">{content}</div>;
  return (
    <a className="partners-tile" href={partner.linkUrl} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('menu.partners'), description: t('partner.partners.metaDescription') });
}
