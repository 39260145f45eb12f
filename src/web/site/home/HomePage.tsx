import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Carousel } from '../../components/Carousel.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { Icon } from '../../components/Icon.tsx';
import { JobCard } from '../../components/JobCard.tsx';
import { NewsCard } from '../../components/NewsCard.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { PATHS } from '../../lib/paths.ts';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ConsultArt, ContentArt, ParkArt } from './art.tsx';
import type { load } from './HomePage.server.ts';
import '../../styles/pages/home.css';

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

export default function HomePage({ data }: PageProps<HomeData>) {
  const { t, href, localeCd } = useI18n();
  return (
    <>
      <div className="home-hero">
        <Carousel slides={data.banners} label={t('home.bannerLabel')} />
        <div className="home-hero__line container">
          <h1>{t('home.hero')}</h1>
        </div>
      </div>

      <section className="section" aria-labelledby="business-title">
        <div className="container">
          <SectionHeading
            id="business-title"
            eyebrow={t('home.business.eyebrow')}
            title={t('home.business.title')}
          />
          <ul className="business">
            {BUSINESS.map(({ key, Art }) => (
              <li key={key} className={`business__item business__item--${key}`}>
                <Art />
                <h3>{t(`home.business.${key}.title`)}</h3>
                <p>{t(`home.business.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--cream who" aria-labelledby="who-title">
        <div className="container who__grid">
          <div>
            <SectionHeading
              id="who-title"
              eyebrow={t('home.who.eyebrow')}
              title={t('home.who.title')}
              lead={t('home.who.text')}
            />
            <ul className="who__links">
              {COMPANY_LINKS.map((link) => (
                <li key={link.key}>
                  <ArrowLink className="button button--ghost" href={href(link.path)}>
                    {t(`menu.${link.key}`)}
                  </ArrowLink>
                </li>
              ))}
            </ul>
          </div>
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
        </div>
      </section>

      <section className="section park" aria-labelledby="park-title">
        <div className="container park__grid">
          <div className="park__art">
            <ParkArt />
            <span className="park__count">
              <strong>{SITE.jobExperiences}</strong> {t('home.park.jobs')}
            </span>
          </div>
          <div>
            <SectionHeading
              id="park-title"
              eyebrow={SITE.parkName[localeCd]}
              title={t('home.park.title')}
              lead={t('home.park.text')}
            />
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
          </div>
        </div>
      </section>

      <CtaBand
        block="partner-cta"
        id="partner-cta-title"
        title={t('home.partnership.title')}
        text={t('home.partnership.text')}
      >
        <ArrowLink className="button button--light" href={href(PATHS.inquiry)}>
          {t('home.partnership.button')}
        </ArrowLink>
      </CtaBand>

      <section className="section" aria-labelledby="explore-title">
        <div className="container">
          <SectionHeading
            id="explore-title"
            eyebrow={t('home.explore.eyebrow')}
            title={t('home.explore.title')}
          />
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
        </div>
      </section>

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

      <section className="section recruit" aria-labelledby="recruit-title">
        <div className="container recruit__grid">
          <div>
            <SectionHeading
              id="recruit-title"
              eyebrow={t('menu.career')}
              title={t('home.recruit.title')}
              lead={t('home.recruit.text')}
            />
            <ArrowLink className="button" href={href(PATHS.jobs)}>
              {t('home.recruit.button')}
            </ArrowLink>
          </div>
          {data.jobs.length ? (
            <ul className="job-list">
              {data.jobs.map((job) => (
                <li key={job.jobNo}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty">{t('common.noResults')}</p>
          )}
        </div>
      </section>
    </>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('home.title'), description: t('meta.description') });
}
