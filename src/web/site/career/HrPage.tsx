import { PATHS } from '../../../common/paths.ts';
import { SITE } from '../../../common/site-config.ts';
import { ArrowLink } from '../../components/ArrowLink.tsx';
import { Icon } from '../../components/Icon.tsx';
import { PageSection } from '../../components/PageSection.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { headingCopy, SectionHeading } from '../../components/SectionHeading.tsx';
import { TitledItem } from '../../components/TitledItem.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { GrowthArt } from './GrowthArt.tsx';
import { CareerIcon, CareerIconMark, type CareerIconName } from './icons.tsx';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

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

export const messages: readonly MessageSection[] = ['career.hr'];

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
  const item = (key: string) => ({ title: t(`career.hr.${key}.title`), text: t(`career.hr.${key}.text`) });
  return (
    <SubPage path={path} title={t('career.hr.title')} lead={t('career.hr.lead')}>
      <PageSection
        className="section career-first"
        container="career-split"
        heading={{ id: 'philosophy-title', ...headingCopy(t, 'career.hr.philosophy') }}
        column
        aside={
          <ul className="career-principles">
            {points.map((point, i) => (
              <TitledItem
                key={point.title}
                className={`career-principles__item career-principles__item--${i + 1}`}
                {...point}
              />
            ))}
          </ul>
        }
      />

      <section className="section section--cream" aria-labelledby="growth-title">
        <div className="container">
          <div className="career-split career-split--art">
            <div>
              <SectionHeading id="growth-title" {...headingCopy(t, 'career.hr.growth')} />
            </div>
            <GrowthArt />
          </div>
          <ol className="career-growth">
            {growth.map((step, i) => (
              <TitledItem key={step.title} className="career-growth__step" {...step}>
                <span className="career-growth__dot" aria-hidden="true">
                  {i + 1}
                </span>
                <p className="career-growth__stage">{step.stage}</p>
              </TitledItem>
            ))}
          </ol>
        </div>
      </section>

      <PageSection
        className="section"
        heading={{ id: 'benefits-title', ...headingCopy(t, 'career.hr.benefits') }}
      >
        <ul className="career-benefits">
          {BENEFITS.map((key, i) => (
            <TitledItem key={key} className="career-benefits__item" {...item(`benefits.items.${key}`)}>
              <CareerIconMark name={key} index={i} />
            </TitledItem>
          ))}
        </ul>
      </PageSection>

      <PageSection
        className="section career-hours-band"
        container="career-split career-split--top"
        heading={{ id: 'hours-title', ...headingCopy(t, 'career.hr.hours') }}
        column
        aside={
          <dl className="career-hours">
            {hours.map((entry, i) => (
              <div key={entry.label} className="career-hours__item">
                <CareerIcon name={HOURS_ICONS[i % HOURS_ICONS.length]!} />
                <dt>{entry.label}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        }
      >
        <p className="career-hours__note">{t('career.hr.hours.note')}</p>
      </PageSection>

      <PageSection
        className="section career-last"
        heading={{ id: 'process-title', ...headingCopy(t, 'career.hr.process') }}
      >
        <ol className="career-process">
          {STEPS.map((key, i) => (
            <TitledItem key={key} className="career-process__step" {...item(`process.steps.${key}`)}>
              <span className="career-process__icon">
                <CareerIcon name={key} />
                <span className="career-process__number" aria-hidden="true">
                  {i + 1}
                </span>
              </span>
            </TitledItem>
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
            <Icon d={PAGE_ICONS.mail} size={18} />
            {SITE.careersEmail}
          </a>
        </p>
      </PageSection>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.hr.title'), description: t('career.hr.metaDescription') });
}
