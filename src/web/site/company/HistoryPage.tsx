import { useState } from 'react';
import { SectionHeading } from '../../components/SectionHeading.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { SubPage } from '../layout/SubPage.tsx';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import '../../styles/pages/company.css';
import type { MessageSection } from '../../locales/sections.ts';

/** Company history years (spec 9): 2008 to 2022; the latest year is always shown. */
const FIRST_YEAR = 2008;
const LATEST_YEAR = 2022;
const YEARS = Array.from({ length: LATEST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);

export const messages: readonly MessageSection[] = ['company.history'];

export default function HistoryPage({ path }: PageProps) {
  const { t } = useI18n();
  const [year, setYear] = useState(FIRST_YEAR);
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
          <fieldset className="years" aria-describedby="history-hint">
            <legend className="visually-hidden">{t('company.history.navLabel')}</legend>
            {YEARS.map((y) => (
              <button
                key={y}
                type="button"
                className={`years__button${y === LATEST_YEAR ? ' years__button--latest' : ''}`}
                aria-pressed={y === year}
                onClick={() => setYear(y)}
              >
                {y}
              </button>
            ))}
          </fieldset>
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
