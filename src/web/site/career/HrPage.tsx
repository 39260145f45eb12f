import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { PATHS } from '../../lib/paths.ts';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { GrowthArt } from './GrowthArt.tsx';
import { CareerIcon, type CareerIconName } from './icons.tsx';
import '../../styles/pages/career.css';

const BENEFITS = [
  'insurance',
  'salary',
  'meals',
  'uniform',
  'tickets',
  'birthday',
  'training',
  'trips',
  'health',
  'holidays',
] as const satisfies readonly CareerIconName[];

const HOURS_ICONS: CareerIconName[] = ['clock', 'roster', 'office', 'calendar'];
const STEPS = [
  'apply',
  'screening',
  'interview',
  'training',
  'start',
] as const satisfies readonly CareerIconName[];

interface TitledText {
  title: string;
  text: string;
}

export default function HrPage({ path }: PageProps) {
  const { t, href, section } = useI18n();
  const points = Object.values(section('career.hr.philosophy.points')) as unknown as TitledText[];
  const growth = Object.values(section('career.hr.growth.steps')) as unknown as Array<
    TitledText & { stage: string }
  >;
  const hours = Object.values(section('career.hr.hours.items')) as unknown as Array<{
    label: string;
    value: string;
  }>;
  return (
    <SubPage path={path} title={t('career.hr.title')} lead={t('career.hr.lead')}>
      <section className="section career-first" aria-labelledby="philosophy-title">
        <div className="container career-split">
          <div>
            <SectionHeading
              id="philosophy-title"
              eyebrow={t('career.hr.philosophy.eyebrow')}
              title={t('career.hr.philosophy.title')}
              lead={t('career.hr.philosophy.text')}
            />
          </div>
          <ul className="career-principles">
            {points.map((point, i) => (
              <li key={point.title} className={`career-principles__item career-principles__item--${i + 1}`}>
                <h3>{point.title}</h3>
                <p>{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--cream" aria-labelledby="growth-title">
        <div className="container">
          <div className="career-split career-split--art">
            <div>
              <SectionHeading
                id="growth-title"
                eyebrow={t('career.hr.growth.eyebrow')}
                title={t('career.hr.growth.title')}
                lead={t('career.hr.growth.text')}
              />
            </div>
            <GrowthArt />
          </div>
          <ol className="career-growth">
            {growth.map((step, i) => (
              <li key={step.title} className="career-growth__step">
                <span className="career-growth__dot" aria-hidden="true">
                  {i + 1}
                </span>
                <p className="career-growth__stage">{step.stage}</p>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <SectionHeading
            id="benefits-title"
            eyebrow={t('career.hr.benefits.eyebrow')}
            title={t('career.hr.benefits.title')}
            lead={t('career.hr.benefits.text')}
          />
          <ul className="career-benefits">
            {BENEFITS.map((key, i) => (
              <li key={key} className="career-benefits__item">
                <span className={`career-icon-grid__icon career-icon-grid__icon--${i % 4}`}>
                  <CareerIcon name={key} />
                </span>
                <h3>{t(`career.hr.benefits.items.${key}.title`)}</h3>
                <p>{t(`career.hr.benefits.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section career-hours-band" aria-labelledby="hours-title">
        <div className="container career-split career-split--top">
          <div>
            <SectionHeading
              id="hours-title"
              eyebrow={t('career.hr.hours.eyebrow')}
              title={t('career.hr.hours.title')}
              lead={t('career.hr.hours.text')}
            />
            <p className="career-hours__note">{t('career.hr.hours.note')}</p>
          </div>
          <dl className="career-hours">
            {hours.map((item, i) => (
              <div key={item.label} className="career-hours__item">
                <CareerIcon name={HOURS_ICONS[i % HOURS_ICONS.length]!} />
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section career-last" aria-labelledby="process-title">
        <div className="container">
          <SectionHeading
            id="process-title"
            eyebrow={t('career.hr.process.eyebrow')}
            title={t('career.hr.process.title')}
            lead={t('career.hr.process.text')}
          />
          <ol className="career-process">
            {STEPS.map((key, i) => (
              <li key={key} className="career-process__step">
                <span className="career-process__icon">
                  <CareerIcon name={key} />
                  <span className="career-process__number" aria-hidden="true">
                    {i + 1}
                  </span>
                </span>
                <h3>{t(`career.hr.process.steps.${key}.title`)}</h3>
                <p>{t(`career.hr.process.steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
          <div className="button-row career-process__actions">
            <ArrowLink className="button" href={href(PATHS.jobs)}>
              {t('career.hr.process.button')}
            </ArrowLink>
            <a className="button button--ghost" href={href(PATHS.faqs)}>
              {t('career.hr.process.faq')}
            </a>
          </div>
          <p className="career-process__email">
            {t('career.hr.process.email')}{' '}
            <a href={`mailto:${SITE.careersEmail}`}>
              <Icon name="mail" size={18} />
              {SITE.careersEmail}
            </a>
          </p>
        </div>
      </section>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.hr.title'), description: t('career.hr.metaDescription') });
}
