/**
 * The job list's search as its URL says it (decision 030): `/career/jobs?q=cook&in=contents&page=2`.
 * `q` is the text, `in` the field searched (titles unless `contents`), `page` the pages shown.
 */
export type JobSearchField = 'title' | 'contents';

export interface JobSearch {
  field: JobSearchField;
  text: string;
}

/** The longest search a visitor can type (the box's maxLength). */
export const JOB_SEARCH_MAX_LENGTH = 100;

export function jobSearchOf(query: Record<string, string>): JobSearch {
  return {
    field: query.in === 'contents' ? 'contents' : 'title',
    text: (query.q ?? '').trim().slice(0, JOB_SEARCH_MAX_LENGTH),
  };
}

/** The URL parameters of a search, defaults left out (no `in` for titles, nothing for no search). */
export const jobSearchQuery = ({ field, text }: JobSearch) => ({
  q: text || undefined,
  in: text && field === 'contents' ? field : undefined,
});
