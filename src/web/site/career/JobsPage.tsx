import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { EMPLOYMENT_TYPES, LIMITS } from '../../../common/codes.ts';
import { PATHS } from '../../../common/paths.ts';
import { Icon } from '../../components/Icon.tsx';
import { JobCard, type JobSummary } from '../../components/JobCard.tsx';
import { PAGE_ICONS } from '../../components/page-icons.ts';
import { ListEnd, ViewEarlier } from '../../components/ViewMore.tsx';
import { type Translate, useI18n } from '../../lib/i18n.tsx';
import { usePagedList } from '../../lib/use-paged-list.ts';
import { SubPage } from '../layout/SubPage.tsx';
import type { LoaderData } from '../page-data.ts';
import { pageMeta } from '../page-title.ts';
import { pageAnchor, pageLink } from '../paged-list.ts';
import type { PageMeta, PageProps } from '../pages.ts';
import { ApplyAside } from './ApplyAside.tsx';
import { JobAlertForm } from './JobAlertForm.tsx';
import type { load } from './JobsPage.server.ts';
import {
  isNarrowed,
  JOB_SEARCH_MAX_LENGTH,
  type JobSearch,
  type JobSearchField,
  jobListQuery,
  jobSearchQuery,
  typeOfSlug,
  typeSlugOf,
} from './job-search.ts';
import '../../styles/pages/career.css';
import type { MessageSection } from '../../locales/sections.ts';

const PAGE_SIZE = LIMITS.publicJobPageSize;

export const messages: readonly MessageSection[] = ['career.jobs', 'jobs', 'career.jobAlert'];

/** The filters a visitor picks from, each a select of the form (decision 031). */
const JOB_FILTERS = ['type', 'location', 'department'] as const;
type JobFilter = (typeof JOB_FILTERS)[number];

/**
 * The open jobs, their search and filters. The search is a GET form and 'View more' a link
 * (decision 030): without scripts the server renders what the URL asks for
 * (`?q=…&in=contents&type=part-time&location=hanoi&page=2`); with them, searching, filtering and
 * 'View more' work in place and the address bar follows, so a filtered list stays a link.
 */
export default function JobsPage({ path, data }: PageProps<LoaderData<typeof load>>) {
  const { t, localeCd, href } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<JobSearch>(data.search);
  const [active, setActive] = useState<JobSearch>(data.search);
  const jobs = usePagedList<JobSummary>({
    path: '/api/job',
    pageSize: PAGE_SIZE,
    first: data,
    query: { localeCd, ...jobListQuery(active) },
  });
  const listPath = href(PATHS.jobs);

  /**
   * What a visitor typed or chose before the page was hydrated is kept: the state starts from the
   * fields as hydration finds them (decision 029), not from the server's. A filter chosen then is
   * applied now, as a filter chosen later is at once (decision 056): a select's change is not a tap
   * boot.ts can hold and replay.
   */
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = new FormData(form.current!);
    const value = (name: string) => String(typed.get(name) ?? '');
    const found: JobSearch = {
      field: value('in') === 'contents' ? 'contents' : 'title',
      text: value('q'),
      type: typeOfSlug(value('type')),
      location: value('location'),
      department: value('department'),
    };
    setDraft(found);
    if (JOB_FILTERS.some((name) => found[name] !== data.search[name])) {
      search({ ...found, text: found.text.trim() });
    }
    // Once, on hydration: later changes go through the fields' own handlers.
  }, []);

  /** A new search or filter clears the list and loads its first page (spec 4); the address bar says it. */
  const search = (next: JobSearch) => {
    setActive(next);
    window.history.replaceState(window.history.state, '', pageLink(listPath, 1, jobSearchQuery(next)));
    void jobs.reset(jobListQuery(next));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    search({ ...draft, text: draft.text.trim() });
  };

  /** A filter applies at once, with the text as it stands in the box. */
  const filter = (name: JobFilter, value: string) => {
    const next = { ...draft, [name]: name === 'type' ? typeOfSlug(value) : value };
    setDraft(next);
    search({ ...next, text: next.text.trim() });
  };

  const isSearching = active.text !== '';
  const activeFilters = JOB_FILTERS.filter((name) => active[name]).length;
  const count = !isSearching
    ? jobs.total === 1
      ? t('career.jobs.countOne')
      : t('career.jobs.count', { count: jobs.total })
    : t('career.jobs.countSearch', { count: jobs.total, text: active.text });
  const empty = isSearching
    ? t('career.jobs.emptySearch', { text: active.text })
    : isNarrowed(active)
      ? t('career.jobs.emptyFilter')
      : t('career.jobs.empty');

  /** A filter's select: its choices after 'All'. A type's value is its URL spelling (part-time). */
  const filterSelect = (name: JobFilter, choices: Array<{ value: string; label: string }>) => (
    <div className={`field job-search__filter job-search__filter--${name}`}>
      <label className="field__label" htmlFor={`${id}-filter-${name}`}>
        {t(`career.jobs.filters.${name}`)}
      </label>
      <select
        id={`${id}-filter-${name}`}
        className="select"
        name={name}
        value={name === 'type' ? draft.type && typeSlugOf(draft.type) : draft[name]}
        onChange={(e) => filter(name, e.target.value)}
      >
        <option value="">{t('career.jobs.filters.all')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  const asChoices = (values: string[]) => values.map((value) => ({ value, label: value }));

  return (
    <SubPage path={path} title={t('career.jobs.title')} lead={t('career.jobs.lead')}>
      <div className="container jobs-layout">
        <div className="jobs-layout__main">
          <search className="job-search" aria-label={t('career.jobs.searchLabel')}>
            <form className="job-search__form" ref={form} method="get" action={listPath} onSubmit={onSubmit}>
              <div className="field job-search__text">
                <label className="field__label" htmlFor={`${id}-text`}>
                  {t('career.jobs.searchText')}
                </label>
                <input
                  id={`${id}-text`}
                  className="input"
                  type="search"
                  name="q"
                  value={draft.text}
                  maxLength={JOB_SEARCH_MAX_LENGTH}
                  placeholder={t('career.jobs.searchPlaceholder')}
                  onChange={(e) => {
                    const next = { ...draft, text: e.target.value };
                    setDraft(next);
                    // Emptying the box (or its clear button) brings the list back, filters kept.
                    if (!e.target.value.trim() && isSearching) search({ ...next, text: '' });
                  }}
                />
              </div>
              <button type="submit" className="button job-search__submit">
                <Icon d={PAGE_ICONS.search} size={20} />
                <span className="job-search__submit-text">{t('common.search')}</span>
              </button>
              {/* The field searched and the filters, closed so that on a phone the first jobs show on
                  the first screen; a wide screen shows them open (jobs.css). Native: it opens
                  without scripts too. */}
              <details className="job-search__more">
                <summary className="job-search__toggle">
                  {activeFilters > 0
                    ? t('career.jobs.filtersToggleCount', { count: activeFilters })
                    : t('career.jobs.filtersToggle')}
                </summary>
                <div className="job-search__filters">
                  <div className="field job-search__type">
                    <label className="field__label" htmlFor={`${id}-type`}>
                      {t('career.jobs.searchType')}
                    </label>
                    <select
                      id={`${id}-type`}
                      className="select"
                      name="in"
                      value={draft.field}
                      onChange={(e) => {
                        const next = { ...draft, field: e.target.value as JobSearchField };
                        setDraft(next);
                        if (next.text.trim()) search({ ...next, text: next.text.trim() });
                      }}
                    >
                      <option value="title">{t('career.jobs.searchTypes.title')}</option>
                      <option value="contents">{t('career.jobs.searchTypes.contents')}</option>
                    </select>
                  </div>
                  {filterSelect(
                    'type',
                    EMPLOYMENT_TYPES.codes.map((type) => ({
                      value: typeSlugOf(type),
                      label: EMPLOYMENT_TYPES.label(type, localeCd),
                    })),
                  )}
                  {filterSelect('location', asChoices(data.locations))}
                  {filterSelect('department', asChoices(data.departments))}
                </div>
              </details>
            </form>
          </search>

          <div className="jobs-head">
            <h2 className="jobs-head__count" aria-live="polite">
              {jobs.isLoading && jobs.items.length === 0 ? t('common.loading') : count}
            </h2>
            {isNarrowed(active) && (
              <a
                href={listPath}
                className="jobs-head__clear"
                onClick={(e) => {
                  e.preventDefault();
                  const cleared: JobSearch = { ...draft, text: '', type: '', location: '', department: '' };
                  setDraft(cleared);
                  search(cleared);
                }}
              >
                <Icon name="close" size={16} />
                {t('career.jobs.clear')}
              </a>
            )}
          </div>

          {jobs.firstPage > 1 && (
            <ViewEarlier href={pageLink(listPath, jobs.firstPage - 1, jobSearchQuery(active))} />
          )}
          {jobs.items.length > 0 ? (
            <ul ref={jobs.listRef} className="job-list jobs-list">
              {jobs.items.map((job, i) => (
                <li key={job.jobNo} id={pageAnchor(i, PAGE_SIZE, jobs.firstPage)}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            !jobs.isLoading && !jobs.error && <p className="empty">{empty}</p>
          )}
          <ListEnd
            list={jobs}
            href={pageLink(listPath, jobs.page + 1, jobSearchQuery(active))}
            errorText={t('career.jobs.error')}
          />
          <JobAlertForm search={active} {...data.alert} />
        </div>
        <ApplyAside />
      </div>
    </SubPage>
  );
}

export function meta(_props: PageProps, t: Translate): PageMeta {
  return pageMeta(t, { title: t('career.jobs.title'), description: t('career.jobs.metaDescription') });
}
