import { EMPLOYMENT_TYPES, type EmploymentType } from '../../../common/codes.ts';
import { foldForSearch } from '../../../common/text.ts';
import type { ListQuery } from '../page-data.ts';

/**
 * The job list's search and filters as its URL says them (decisions 030, 031):
 * `/career/jobs?q=cook&in=contents&type=part-time&location=hanoi&department=operations&page=2`.
 * `q` is the text, `in` the field searched (titles unless `contents`), `type` the employment type
 * in lower case with hyphens, `location` and `department` as typed (the API matches them whole,
 * folded), `page` the pages shown.
 */
export type JobSearchField = 'title' | 'contents';

export interface JobSearch {
  field: JobSearchField;
  text: string;
  /** '' for every type. */
  type: EmploymentType | '';
  location: string;
  department: string;
}

/** The longest search a visitor can type (the box's maxLength). */
export const JOB_SEARCH_MAX_LENGTH = 100;

/** PART_TIME ↔ part-time: the URL's spelling of an employment type. */
export const typeSlugOf = (type: EmploymentType) => type.toLowerCase().replace(/_/g, '-');

/** The employment type a URL names; '' for none or one the site does not know (the list is unfiltered then). */
export function typeOfSlug(slug: string | undefined): EmploymentType | '' {
  const wanted = (slug ?? '').trim().toLowerCase();
  return EMPLOYMENT_TYPES.codes.find((type) => typeSlugOf(type) === wanted) ?? '';
}

const filterText = (value: string | undefined) => (value ?? '').trim().slice(0, JOB_SEARCH_MAX_LENGTH);

export function jobSearchOf(query: Record<string, string>): JobSearch {
  return {
    field: query.in === 'contents' ? 'contents' : 'title',
    text: filterText(query.q),
    type: typeOfSlug(query.type),
    location: filterText(query.location),
    department: filterText(query.department),
  };
}

/** Whether the list is narrowed at all: by a text or a filter. */
export const isNarrowed = ({ text, type, location, department }: JobSearch) =>
  !!(text || type || location || department);

/** The URL parameters of a search, defaults left out (no `in` for titles, nothing for no search). */
export const jobSearchQuery = ({ field, text, type, location, department }: JobSearch) => ({
  q: text || undefined,
  in: text && field === 'contents' ? field : undefined,
  type: type ? typeSlugOf(type) : undefined,
  location: location || undefined,
  department: department || undefined,
});

/** The public list API's parameters of a search (`GET /api/job`). */
export const jobListQuery = ({ field, text, type, location, department }: JobSearch) =>
  ({
    searchType: field,
    searchText: text,
    employmentType: type || undefined,
    location: location || undefined,
    department: department || undefined,
  }) satisfies ListQuery;

/**
 * The distinct values of a text field among jobs, once per fold (the API matches folded: 'Ha Noi'
 * and 'Hà Nội' are one choice, shown as first met), in the language's alphabetical order.
 */
export function choicesOf(values: readonly string[], locale: 'en' | 'vi'): string[] {
  const byFold = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    const fold = foldForSearch(trimmed);
    if (fold && !byFold.has(fold)) byFold.set(fold, trimmed);
  }
  return [...byFold.values()].sort((a, b) => a.localeCompare(b, locale));
}

/** The choice a value names (folded alike: 'ha noi' names 'Hà Nội'), or the value when none does. */
export const choiceFor = (value: string, choices: readonly string[]) =>
  choices.find((choice) => foldForSearch(choice) === foldForSearch(value)) ?? value;
