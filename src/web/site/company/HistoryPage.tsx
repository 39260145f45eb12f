import { type MouseEvent, useState } from 'react';
import { PATHS, queryString } from '../../../common/paths.ts';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import type { load } from './HistoryPage.server.ts';
import { FIRST_YEAR, LATEST_YEAR, YEARS } from './history-years.ts';
import '../../styles/pages/company.css';
import type { MessageSection } from '../../locales/sections.ts';

export const messages: readonly MessageSection[] = ['company.history'];

/**
 * The company's history, one year at a time beside the latest (spec 9). Each year is a link to the
 * page showing it (`?year=2015`, decision 030), so it works before and without scripts; scripts
 * show the year in place and keep the address bar in step.
 */
export default function HistoryPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, href } = useI18n();
  const [year, setYear] = useState(data.year);
  const linkTo = (y: number) =>
    `${href(PATHS.history)}${queryString({ year: y === FIRST_YEAR ? undefined : y })}`;
  const choose = (y: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    setYear(y);
    window.history.replaceState(window.history.state, '', linkTo(y));
  };
  const shown = year === LATEST_YEAR ? [LATEST_YEAR] : [year, LATEST_YEAR];
  return (
    <SubPage path={path} title={t('company.history.title')} lead={t('company.history.lead')}>
      <section className="co-block co-block--first" aria-labelledby="history-title">
        <div className="container">
          <SectionHeading
            id="history-title"
            eyebrow={t('company.history.eyebrow')}
            title={t('company.history.navTitle')}
          />
          <p className="section__lead" id="history-hint">
            {t('company.history.navHint')}
          </p>
          <nav className="years" aria-label={t('company.history.navLabel')} aria-describedby="history-hint">
            {YEARS.map((y) => (
              <a
                key={y}
                href={linkTo(y)}
                className={`years__button${y === LATEST_YEAR ? ' years__button--latest' : ''}`}
                aria-current={y === year ? 'true' : undefined}
                data-replay=""
                onClick={choose(y)}
              >
                {y}
              </a>
            ))}
          </nav>
          <p className="visually-hidden" aria-live="polite">
            {year === LATEST_YEAR
              ? t('company.history.showingLatest', { latest: LATEST_YEAR })
              : t('company.history.showing', { year, latest: LATEST_YEAR })}
          </p>
          <ol className="timeline">
            {shown.map((y) => (
              <YearEntry key={y} year={y} isLatest={y === LATEST_YEAR} />
            ))}
          </ol>
        </div>
      </section>
    </SubPage>
  );
}

function YearEntry({ year, isLatest }: { year: number; isLatest: boolean }) {
  const { t, list } = useI18n();
  return (
    <li className={`timeline__year${isLatest ? ' timeline__year--latest' : ''}`} data-year={year}>
      <div className="timeline__head">
        <h3 className="timeline__title">
          <span className="timeline__number">{year}</span>
          <span className="timeline__name">{t(`company.history.years.${year}.title`)}</span>
        </h3>
        {isLatest && <span className="badge badge--sun timeline__badge">{t('company.history.latest')}</span>}
      </div>
      <ul className="timeline__items">
        {list(`company.history.years.${year}.items`).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </li>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, {
    title: t('company.history.title'),
    description: t('company.history.metaDescription'),
  });
}
