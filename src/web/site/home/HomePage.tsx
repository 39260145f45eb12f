import { PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Carousel, firstSlidePreload } from '../../components/Carousel.tsx';
import { Icon } from '../../components/Icon.tsx';
import { JobCard } from '../../components/JobCard.tsx';
import { NewsCard } from '../../components/NewsCard.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { headingCopy, SectionHeading } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { InquiryCta } from '../partner/InquiryCta.tsx';
import { ConsultArt, ContentArt, ParkArt } from './art.tsx';
import type { load } from './HomePage.server.ts';
import '../../styles/pages/home.css';
import type { MessageSection } from '../../locales/sections.ts';

type HomeData = LoaderData<typeof load>;

const BUSINESS = [
  { key: 'park', Art: ParkArt },
  { key: 'consulting', Art: ConsultArt },
  { key: 'content', Art: ContentArt },
] as const;

const COMPANY_LINKS = [
  { key: 'about', path: PATHS.about },
  { key: 'mission', path: PATHS.mission },
  { key: 'history', path: PATHS.history },
  { key: 'location', path: PATHS.location },
] as const;

const EXPLORE = [
  { key: 'people', path: PATHS.people },
  { key: 'hr', path: PATHS.hr },
  { key: 'videos', path: PATHS.videos },
] as const;

export const messages: readonly MessageSection[] = ['home', 'jobs'];

export default function HomePage({ data }: PageProps<HomeData>) {
  const { t, href, localeCd } = useI18n();
  return (
    <>
      <div className={data.banners.length ? 'home-hero' : 'home-hero home-hero--bare page-hero'}>
        <Carousel slides={data.banners} label={t('home.bannerLabel')} />
        <div className="home-hero__line container">
          <h1>{t('home.hero')}</h1>
        </div>
      </div>

      <PageSection
        className="section"
        heading={{
          id: 'business-title',
          eyebrow: t('home.business.eyebrow'),
          title: t('home.business.title'),
        }}
      >
        <ul className="business">
          {BUSINESS.map(({ key, Art }) => (
            <TitledItem
              key={key}
              className={`business__item business__item--${key}`}
              title={t(`home.business.${key}.title`)}
              text={t(`home.business.${key}.text`)}
            >
              <Art />
            </TitledItem>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="section section--cream who"
        container="who__grid"
        heading={{ id: 'who-title', ...headingCopy(t, 'home.who') }}
        column
        aside={
          <dl className="who__stats">
            <div>
              <dt>{t('home.who.stat1')}</dt>
              <dd>{SITE.jobExperiences}</dd>
            </div>
            <div>
              <dt>{t('home.who.stat2')}</dt>
              <dd>{SITE.foundedYear}</dd>
            </div>
            <div>
              <dt>{t('home.who.stat3')}</dt>
              <dd>{t('home.who.stat3Value')}</dd>
            </div>
          </dl>
        }
      >
        <ul className="who__links">
          {COMPANY_LINKS.map((link) => (
            <li key={link.key}>
              <ArrowLink className="button button--ghost" href={href(link.path)}>
                {t(`menu.${link.key}`)}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="section park"
        container="park__grid"
        heading={{ id: 'park-title', ...headingCopy(t, 'home.park'), eyebrow: SITE.parkName[localeCd] }}
        column
        before={
          <div className="park__art">
            <ParkArt />
            <span className="park__count">
              <strong>{SITE.jobExperiences}</strong> {t('home.park.jobs')}
            </span>
          </div>
        }
      >
        <div className="button-row">
          <a className="button" href={href(PATHS.aboutTab('business-area'))}>
            {t('home.park.button')}
          </a>
          <a
            className="button button--ghost"
            href={SITE.parkSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('home.park.external')}
            <span className="visually-hidden"> ({t('common.newTab')})</span>
          </a>
        </div>
      </PageSection>

      <InquiryCta block="partner-cta" copy="home.partnership" />

      <PageSection
        className="section"
        heading={{ id: 'explore-title', eyebrow: t('home.explore.eyebrow'), title: t('home.explore.title') }}
      >
        <ul className="explore">
          {EXPLORE.map((item, i) => (
            <li key={item.key}>
              <a className={`explore__card explore__card--${i + 1}`} href={href(item.path)}>
                <span className="explore__caption">{t(`home.explore.${item.key}`)}</span>
                <span className="explore__link">
                  {t(`menu.${item.key}`)} <Icon name="arrow" size={18} />
                </span>
              </a>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="section section--cream" aria-labelledby="news-title">
        <div className="container">
          <div className="section__head">
            <div>
              <SectionHeading id="news-title" eyebrow={t('menu.news')} title={t('home.news.title')} />
            </div>
            <ArrowLink className="button button--ghost" href={href(PATHS.press)}>
              {t('home.news.all')}
            </ArrowLink>
          </div>
          {data.news.length ? (
            <ul className="card-grid">
              {data.news.map((item) => (
                <li key={item.newsNo}>
                  <NewsCard item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('common.noResults')}</p>
          )}
        </div>
      </section>

      <PageSection
        className="section recruit"
        container="recruit__grid"
        heading={{ id: 'recruit-title', ...headingCopy(t, 'home.recruit'), eyebrow: t('menu.career') }}
        column
        aside={
          data.jobs.length ? (
            <ul className="job-list">
              {data.jobs.map((job) => (
                <li key={job.jobNo}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('common.noResults')}</p>
          )
        }
      >
        <ArrowLink className="button" href={href(PATHS.jobs)}>
          {t('home.recruit.button')}
        </ArrowLink>
      </PageSection>
    </>
  );
}

export function meta({ data }: PageProps<HomeData>, t: Translate): PageMeta {
  const preloadImage = firstSlidePreload(data.banners);
  return {
    ...pageMeta(t, { title: t('home.title'), description: t('meta.description') }),
    ...(preloadImage ? { preloadImage } : {}),
  };
}
