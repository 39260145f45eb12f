import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { PATHS } from '../../lib/paths.ts';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
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
            <SectionHeading
              id="people-intro-title"
              eyebrow={t('career.people.intro.eyebrow')}
              title={t('career.people.intro.title')}
              lead={t('career.people.intro.text', { year: SITE.foundedYear, count: SITE.jobExperiences })}
            />
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
          <SectionHeading
            id="stories-title"
            eyebrow={t('career.people.stories.eyebrow')}
            title={t('career.people.stories.title')}
            lead={t('career.people.stories.text')}
          />
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
          <SectionHeading
            id="talent-title"
            eyebrow={t('career.people.talent.eyebrow')}
            title={t('career.people.talent.title')}
            lead={t('career.people.talent.text')}
          />
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

      <CtaBand
        block="career-cta"
        className="career-last-band"
        id="people-cta-title"
        title={t('career.people.cta.title')}
        text={t('career.people.cta.text')}
      >
        <div className="button-row">
          <ArrowLink className="button button--light" href={href(PATHS.jobs)}>
            {t('career.people.cta.jobs')}
          </ArrowLink>
          <a className="button button--outline-light" href={href(PATHS.hr)}>
            {t('career.people.cta.hr')}
          </a>
        </div>
      </CtaBand>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.people.title'), description: t('career.people.metaDescription') });
}
