import { ABOUT_TABS, type AboutTab, PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { headingCopy, SectionHeading } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { ConsultArt, ContentArt, ParkArt } from '../home/art.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ZoneIcon, type ZoneKey } from './art.tsx';
import { CiTab } from './CiTab.tsx';
import '../../styles/pages/company.css';
import type { MessageSection } from '../../locales/sections.ts';

/** Catalogue key of each tab (the URL segment 'business-area' is not a valid key segment). */
const TAB_KEY: Record<AboutTab, string> = {
  introduction: 'introduction',
  'business-area': 'businessArea',
  ci: 'ci',
};

const tabOf = (params: Record<string, string>): AboutTab =>
  (ABOUT_TABS as readonly string[]).includes(params.tab ?? '') ? (params.tab as AboutTab) : 'introduction';

export const messages: readonly MessageSection[] = [
  'company.about',
  'company.intro',
  'company.business',
  'company.ci',
];

export default function AboutPage({ path, params }: PageProps) {
  const { t, href } = useI18n();
  const tab = tabOf(params);
  return (
    <SubPage path={path} title={t('company.about.title')} lead={t('company.about.lead')}>
      <nav className="about-tabs" aria-label={t('company.about.tabsLabel')}>
        <div className="container">
          <ul className="pill-tabs__list">
            {ABOUT_TABS.map((id) => (
              <li key={id}>
                <a
                  className="pill-tabs__link"
                  href={href(PATHS.aboutTab(id))}
                  aria-current={id === tab ? 'page' : undefined}
                >
                  {t(`company.about.tabs.${TAB_KEY[id]}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {tab === 'introduction' && <Introduction />}
      {tab === 'business-area' && <BusinessArea />}
      {tab === 'ci' && <CiTab />}
    </SubPage>
  );
}

function Introduction() {
  const { t, list, href } = useI18n();
  const numbers = [
    { value: String(SITE.jobExperiences), label: t('company.intro.numbers.jobs') },
    { value: String(SITE.foundedYear), label: t('company.intro.numbers.founded') },
    { value: t('company.intro.numbers.visitsValue'), label: t('company.intro.numbers.visits') },
    { value: t('company.intro.numbers.partnersValue'), label: t('company.intro.numbers.partners') },
  ];
  const promise = {
    id: 'promise-title',
    eyebrow: t('company.intro.promiseEyebrow'),
    title: t('company.intro.promiseTitle'),
  };
  return (
    <>
      <PageSection
        className="co-block"
        container="intro"
        heading={{ id: 'intro-title', eyebrow: t('company.intro.eyebrow'), title: t('company.intro.title') }}
        column="intro__message"
        aside={
          <aside className="intro__numbers" aria-labelledby="numbers-title">
            <SectionHeading
              id="numbers-title"
              level={3}
              title={t('company.intro.numbersTitle')}
              className="intro__numbers-title"
            />
            <dl>
              {numbers.map((n) => (
                <div key={n.label} className="intro__stat">
                  <dt>{n.label}</dt>
                  <dd>{n.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        }
      >
        <div className="prose intro__text">
          {list('company.intro.paragraphs').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="intro__signature">
          <strong>{t('company.intro.signatureName')}</strong>
          <span>{t('company.intro.signatureRole')}</span>
        </p>
      </PageSection>

      <PageSection className="co-block co-block--cream" heading={promise}>
        <ul className="promises">
          {(['children', 'parents', 'partners'] as const).map((key, i) => (
            <TitledItem
              key={key}
              className={`promises__item promises__item--${i + 1}`}
              title={t(`company.intro.promises.${key}.title`)}
              text={t(`company.intro.promises.${key}.text`)}
            >
              <span className="promises__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
            </TitledItem>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="co-block"
        container="intro__more"
        heading={{ id: 'more-title', title: t('company.intro.moreTitle'), className: 'intro__more-title' }}
      >
        <div className="button-row">
          <ArrowLink className="button" href={href(PATHS.mission)}>
            {t('company.intro.moreMission')}
          </ArrowLink>
          <ArrowLink className="button button--ghost" href={href(PATHS.history)}>
            {t('company.intro.moreHistory')}
          </ArrowLink>
        </div>
      </PageSection>
    </>
  );
}

const BUSINESSES = [
  { key: 'park', Art: ParkArt },
  { key: 'consulting', Art: ConsultArt },
  { key: 'content', Art: ContentArt },
] as const;

const ZONES: Array<{ key: ZoneKey; count: number }> = [
  { key: 'civic', count: 28 },
  { key: 'health', count: 30 },
  { key: 'media', count: 26 },
  { key: 'food', count: 24 },
  { key: 'business', count: 22 },
  { key: 'transport', count: 30 },
];

function BusinessArea() {
  const { t, list, href, localeCd } = useI18n();
  const facts = [
    { value: String(SITE.jobExperiences), label: t('company.business.park.facts.jobs') },
    { value: t('company.business.park.facts.zonesValue'), label: t('company.business.park.facts.zones') },
    { value: t('company.business.park.facts.agesValue'), label: t('company.business.park.facts.ages') },
    { value: t('company.business.park.facts.areaValue'), label: t('company.business.park.facts.area') },
  ];
  return (
    <>
      <PageSection
        className="co-block"
        heading={{ id: 'business-title', ...headingCopy(t, 'company.business', 'lead') }}
      >
        <ol className="biz">
          {BUSINESSES.map(({ key, Art }, i) => (
            <li key={key} className={`biz__item biz__item--${key}`}>
              <div className="biz__art">
                <Art />
                <span className="biz__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
              </div>
              <div className="biz__body">
                <h3 className="biz__title">{t(`company.business.items.${key}.title`)}</h3>
                <p className="biz__text">{t(`company.business.items.${key}.text`)}</p>
                <h4 className="biz__subtitle">{t('company.business.whatWeDo')}</h4>
                <ul className="biz__points">
                  {list(`company.business.items.${key}.points`).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection
        className="co-block co-block--cream"
        heading={{
          id: 'park-city-title',
          ...headingCopy(t, 'company.business.park'),
          eyebrow: SITE.parkName[localeCd],
        }}
      >
        <dl className="park-facts" aria-label={t('company.business.park.factsLabel')}>
          {facts.map((fact) => (
            <div key={fact.label} className="park-facts__item">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>

      <PageSection
        className="co-block"
        heading={{
          id: 'zones-title',
          title: t('company.business.park.zonesTitle'),
          className: 'zones__title',
        }}
      >
        <ul className="zones">
          {ZONES.map((zone) => (
            <li key={zone.key} className={`zones__item zones__item--${zone.key}`}>
              <span className="zones__icon">
                <ZoneIcon name={zone.key} />
              </span>
              <h3 className="zones__name">{t(`company.business.park.zones.${zone.key}.name`)}</h3>
              <p className="zones__count">{t('company.business.park.experiences', { n: zone.count })}</p>
              <p className="zones__examples">{t(`company.business.park.zones.${zone.key}.examples`)}</p>
            </li>
          ))}
        </ul>
        <div className="button-row">
          <a className="button" href={SITE.parkSiteUrl} target="_blank" rel="noopener noreferrer">
            {t('company.business.park.visit')}
            <span className="visually-hidden"> ({t('common.newTab')})</span>
          </a>
          <ArrowLink className="button button--ghost" href={href(PATHS.location)}>
            {t('company.business.park.location')}
          </ArrowLink>
        </div>
      </PageSection>
    </>
  );
}

export function meta(props: PageProps, t: Translate): PageMeta {
  const key = TAB_KEY[tabOf(props.params)];
  return pageMeta(t, {
    title: t(`company.about.metaTitle.${key}`),
    description: t(`company.about.metaDescription.${key}`),
  });
}
