import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LIMITS } from '../../../common/codes.ts';
import { Icon } from '../../components/Icon.tsx';
import { JobCard, type JobSummary } from '../../components/JobCard.tsx';
import { ViewMore } from '../../components/ViewMore.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ApplyAside } from './ApplyAside.tsx';
import type { load } from './JobsPage.server.ts';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

type SearchType = 'title' | 'contents';
interface Search {
  searchType: SearchType;
  searchText: string;
}

const PAGE_SIZE = LIMITS.publicJobPageSize;

export const messages: readonly MessageSection[] = ['career.jobs', 'jobs'];

export default function JobsPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, localeCd } = useI18n();
  const id = useId();
  const [searchType, setSearchType] = useState<SearchType>('title');
  const [text, setText] = useState('');
  const [active, setActive] = useState<Search>({ searchType: 'title', searchText: '' });
  const jobs = usePagedList<JobSummary>({
    path: '/api/job',
    pageSize: PAGE_SIZE,
    first: data ?? { list: [], total: 0 },
    query: { localeCd, ...active },
  });

  /**
   * What a visitor typed or chose before the page was hydrated is kept: the state starts from the
   * fields as hydration finds them (decision 029), not from the server's empty ones.
   */
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = new FormData(form.current!);
    setSearchType(typed.get('searchType') as SearchType);
    setText(String(typed.get('searchText')));
  }, []);

  /** A new search clears the list and loads its first page (spec 4). */
  const search = (next: Search) => {
    setActive(next);
    jobs.reset({ ...next });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search({ searchType, searchText: text.trim() });
  };

  const isSearching = active.searchText !== '';
  const count = !isSearching
    ? jobs.total === 1
      ? t('career.jobs.countOne')
      : t('career.jobs.count', { count: jobs.total })
    : t('career.jobs.countSearch', { count: jobs.total, text: active.searchText });

  return (
    <SubPage path={path} title={t('career.jobs.title')} lead={t('career.jobs.lead')}>
      <div className="container jobs-layout">
        <div className="jobs-layout__main">
          <search className="job-search" aria-label={t('career.jobs.searchLabel')}>
            <form className="job-search__form" ref={form} onSubmit={onSubmit}>
              <div className="field job-search__type">
                <label className="field__label" htmlFor={`${id}-type`}>
                  {t('career.jobs.searchType')}
                </label>
                <select
                  id={`${id}-type`}
                  className="select"
                  name="searchType"
                  value={searchType}
                  onChange={(e) => {
                    const next = e.target.value as SearchType;
                    setSearchType(next);
                    if (text.trim()) search({ searchType: next, searchText: text.trim() });
                  }}
                >
                  <option value="title">{t('career.jobs.searchTypes.title')}</option>
                  <option value="contents">{t('career.jobs.searchTypes.contents')}</option>
                </select>
              </div>
              <div className="field job-search__text">
                <label className="field__label" htmlFor={`${id}-text`}>
                  {t('career.jobs.searchText')}
                </label>
                <input
                  id={`${id}-text`}
                  className="input"
                  type="search"
                  name="searchText"
                  value={text}
                  maxLength={100}
                  placeholder={t('career.jobs.searchPlaceholder')}
                  onChange={(e) => {
                    setText(e.target.value);
                    // Emptying the box (or its clear button) brings the full list back.
                    if (!e.target.value.trim() && isSearching) search({ searchType, searchText: '' });
                  }}
                />
              </div>
              <button type="submit" className="button job-search__submit">
                <Icon name="search" size={20} />
                {t('common.search')}
              </button>
            </form>
          </search>

          <div className="jobs-head">
            <h2 className="jobs-head__count" aria-live="polite">
              {jobs.isLoading && jobs.items.length === 0 ? t('common.loading') : count}
            </h2>
            {isSearching && (
              <button
                type="button"
                className="jobs-head__clear"
                onClick={() => {
                  setText('');
                  search({ searchType, searchText: '' });
                }}
              >
                <Icon name="close" size={16} />
                {t('career.jobs.clear')}
              </button>
            )}
          </div>

          {jobs.items.length > 0 ? (
            <ul className="job-list jobs-list">
              {jobs.items.map((job) => (
                <li key={job.jobNo}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            !jobs.isLoading &&
            !jobs.error && (
              <p className="empty">
                {isSearching
                  ? t('career.jobs.emptySearch', { text: active.searchText })
                  : t('career.jobs.empty')}
              </p>
            )
          )}
          {jobs.error && (
            <p className="form-error" role="alert">
              {t('career.jobs.error')}
            </p>
          )}
          {jobs.hasMore && <ViewMore isLoading={jobs.isLoading} onMore={() => jobs.more()} />}
        </div>
        <ApplyAside />
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.jobs.title'), description: t('career.jobs.metaDescription') });
}
