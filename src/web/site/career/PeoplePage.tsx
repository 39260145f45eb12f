import { SITE } from '../../../common/site-config.ts';
import { Icon } from '../../components/Icon.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { PATHS } from '../../lib/paths.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { PageMeta, PageProps } from '../pages.ts';
import { AVATARS, Avatar, TeamArt } from './avatars.tsx';
import { CareerIcon, type CareerIconName } from './icons.tsx';
import '../../styles/pages/career.css';

/** Years each (fictional) colleague joined, in the order of career.people.stories.items. */
const SINCE = [2016, 2012, 2018, 2014, 2010, 2020];
const TALENT_ICONS: CareerIconName[] = ['heart', 'chat', 'shield', 'spark', 'book', 'team'];

interface TitledText {
  title: string;
  text: string;
}

interface Story {
  name: string;
  role: string;
  quote: string;
  story: string;
}

export default function PeoplePage({ path }: PageProps) {
  const { t, href, section } = useI18n();
  const traits = Object.values(section('career.people.traits')) as unknown as TitledText[];
  const stories = Object.values(section('career.people.stories.items')) as unknown as Story[];
  const talents = Object.values(section('career.people.talent.items')) as unknown as TitledText[];
  return (
    <SubPage path={path} title={t('career.people.title')} lead={t('career.people.lead')}>
      <section className="section career-first" aria-labelledby="people-intro-title">
        <div className="container career-split">
          <div>
            <p className="eyebrow">{t('career.people.intro.eyebrow')}</p>
            <h2 id="people-intro-title" className="section__title">
              {t('career.people.intro.title')}
            </h2>
            <p className="section__lead">
              {t('career.people.intro.text', { year: SITE.foundedYear, count: SITE.jobExperiences })}
            </p>
          </div>
          <TeamArt />
        </div>
        <div className="container">
          <ul className="career-traits">
            {traits.map((trait, i) => (
              <li key={trait.title} className={`career-traits__item career-traits__item--${i + 1}`}>
                <span className="career-traits__number" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{trait.title}</h3>
                <p>{trait.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="stories-title">
        <div className="container">
          <p className="eyebrow">{t('career.people.stories.eyebrow')}</p>
          <h2 id="stories-title" className="section__title">
            {t('career.people.stories.title')}
          </h2>
          <p className="section__lead">{t('career.people.stories.text')}</p>
          <ul className="career-stories">
            {stories.map((story, i) => (
              <li key={story.name}>
                <article className="career-story">
                  <header className="career-story__head">
                    <Avatar look={AVATARS[i % AVATARS.length]!} size={88} />
                    <div>
                      <h3 className="career-story__name">{story.name}</h3>
                      <p className="career-story__role">{story.role}</p>
                    </div>
                  </header>
                  <blockquote className="career-story__quote">
                    <p>{story.quote}</p>
                  </blockquote>
                  <p className="career-story__text">{story.story}</p>
                  <p className="career-story__since">
                    {t('career.people.stories.since', { year: SINCE[i] ?? 2008 })}
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="talent-title">
        <div className="container">
          <p className="eyebrow">{t('career.people.talent.eyebrow')}</p>
          <h2 id="talent-title" className="section__title">
            {t('career.people.talent.title')}
          </h2>
          <p className="section__lead">{t('career.people.talent.text')}</p>
          <ul className="career-icon-grid">
            {talents.map((talent, i) => (
              <li key={talent.title} className="career-icon-grid__item">
                <span className={`career-icon-grid__icon career-icon-grid__icon--${i % 4}`}>
                  <CareerIcon name={TALENT_ICONS[i % TALENT_ICONS.length]!} />
                </span>
                <h3>{talent.title}</h3>
                <p>{talent.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="career-cta career-last-band" aria-labelledby="people-cta-title">
        <div className="container career-cta__inner">
          <div>
            <h2 id="people-cta-title">{t('career.people.cta.title')}</h2>
            <p>{t('career.people.cta.text')}</p>
          </div>
          <div className="button-row">
            <a className="button button--light" href={href(PATHS.jobs)}>
              {t('career.people.cta.jobs')}
              <Icon name="arrow" size={18} />
            </a>
            <a className="button button--outline-light" href={href(PATHS.hr)}>
              {t('career.people.cta.hr')}
            </a>
          </div>
        </div>
      </section>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return {
    title: `${t('career.people.title')} | ${t('meta.titleSuffix')}`,
    description: t('career.people.metaDescription'),
  };
}
