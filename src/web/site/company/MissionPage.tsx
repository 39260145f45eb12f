import { PATHS } from '../../../common/paths.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ValueIcon, type ValueKey } from './art.tsx';
import '../../styles/pages/company.css';
import type { MessageSection } from '../../locales/sections.ts';

const VALUES: ValueKey[] = ['curiosity', 'safety', 'respect', 'creativity', 'togetherness'];
const SLOGAN = ['dream', 'changes', 'future'] as const;

export const messages: readonly MessageSection[] = ['company.mission'];

export default function MissionPage({ path }: PageProps) {
  const { t, href } = useI18n();
  return (
    <SubPage path={path} title={t('company.mission.title')} lead={t('company.mission.lead')}>
      <div className="co-block co-block--first">
        <div className="container mission-pair">
          {(['mission', 'vision'] as const).map((key) => (
            <section
              key={key}
              className={`mission-card mission-card--${key}`}
              aria-labelledby={`${key}-title`}
            >
              <h2 id={`${key}-title`} className="mission-card__label">
                {t(`company.mission.${key}Eyebrow`)}
              </h2>
              <p className="mission-card__text">{t(`company.mission.${key}Text`)}</p>
            </section>
          ))}
        </div>
      </div>

      <section className="slogan" aria-labelledby="slogan-title">
        <div className="container">
          <p className="slogan__eyebrow">{t('company.mission.sloganEyebrow')}</p>
          <h2 id="slogan-title" className="slogan__title">
            {t('company.mission.sloganTitle')}
          </h2>
          <p className="slogan__lead">{t('company.mission.sloganLead')}</p>
          <ol className="slogan__steps">
            {SLOGAN.map((key, i) => (
              <li key={key} className="slogan__step">
                <span className="slogan__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(`company.mission.slogan.${key}.word`)}</h3>
                <p>{t(`company.mission.slogan.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="co-block" aria-labelledby="values-title">
        <div className="container">
          <SectionHeading
            id="values-title"
            eyebrow={t('company.mission.valuesEyebrow')}
            title={t('company.mission.valuesTitle')}
          />
          <ul className="values">
            {VALUES.map((key) => (
              <li key={key} className="values__item">
                <ValueIcon name={key} />
                <h3>{t(`company.mission.values.${key}.title`)}</h3>
                <p>{t(`company.mission.values.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <div className="mission-cta">
            <div>
              <h2 className="mission-cta__title">{t('company.mission.ctaTitle')}</h2>
              <p>{t('company.mission.ctaText')}</p>
            </div>
            <ArrowLink className="button" href={href(PATHS.jobs)}>
              {t('company.mission.ctaButton')}
            </ArrowLink>
          </div>
        </div>
      </section>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, {
    title: t('company.mission.title'),
    description: t('company.mission.metaDescription'),
  });
}
