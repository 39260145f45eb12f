import { PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { CtaBand } from '../../components/CtaBand.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { headingCopy } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { AVATARS, Avatar, TeamArt } from './avatars.tsx';
import { CareerIconMark, type CareerIconName } from './icons.tsx';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

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

export const messages: readonly MessageSection[] = ['career.people'];

export default function PeoplePage({ path }: PageProps) {
  const { t, href, section } = useI18n();
  const traits = Object.values(section('career.people.traits')) as unknown as TitledText[];
  const stories = Object.values(section('career.people.stories.items')) as unknown as Story[];
  const talents = Object.values(section('career.people.talent.items')) as unknown as TitledText[];
  return (
    <SubPage path={path} title={t('career.people.title')} lead={t('career.people.lead')}>
      <PageSection
        className="section career-first"
        container="career-split"
        heading={{
          id: 'people-intro-title',
          ...headingCopy(t, 'career.people.intro'),
          lead: t('career.people.intro.text', { year: SITE.foundedYear, count: SITE.jobExperiences }),
        }}
        column
        aside={<TeamArt />}
        after={
          <div className="container">
            <ul className="career-traits">
              {traits.map((trait, i) => (
                <TitledItem
                  key={trait.title}
                  className={`career-traits__item career-traits__item--${i + 1}`}
                  {...trait}
                >
                  <span className="career-traits__number" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </TitledItem>
              ))}
            </ul>
          </div>
        }
      />

      <PageSection
        className="section section--cream"
        heading={{ id: 'stories-title', ...headingCopy(t, 'career.people.stories') }}
      >
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
      </PageSection>

      <PageSection
        className="section"
        heading={{ id: 'talent-title', ...headingCopy(t, 'career.people.talent') }}
      >
        <ul className="career-icon-grid">
          {talents.map((talent, i) => (
            <TitledItem key={talent.title} className="career-icon-grid__item" {...talent}>
              <CareerIconMark name={TALENT_ICONS[i % TALENT_ICONS.length]!} index={i} />
            </TitledItem>
          ))}
        </ul>
      </PageSection>

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
