import { LIMITS } from '../../../common/codes.ts';
import { type LoaderContext, privacyVersionOf } from '../page-data.ts';
import { pageOf, readPages } from '../paged-list.ts';
import { choiceFor, choicesOf, jobListQuery, jobSearchOf } from './job-search.ts';

/**
 * The open jobs the URL asks for: its search and filters (`?q=…&in=contents&type=part-time&
 * location=hanoi`) and pages up to `?page=N`, so searching and filtering work without scripts and
 * a filtered list is a link. 'View more' fetches the next pages.
 *
 * Location and department are selects of the values the open jobs in this language have, not text
 * boxes: the list matches them whole (folded), so a typed 'Ha Noi' would find nothing when staff
 * wrote 'Hanoi'; a select offers only values that find jobs. They come from one list call's worth
 * of open jobs (LIMITS.maxPageSize, far more than the site posts at once); a value the URL names
 * is offered even when no open job has it, so the form shows what the list is filtered by.
 * The job alert form below the list posts to this page: `?alert=sent`, or refused with `posted`.
 */
export async function load({ read, query, locale, posted }: LoaderContext) {
  // A refused job alert sign-up comes back with the list's filters in its fields.
  const search = jobSearchOf(posted ? posted.fields : query);
  const [list, open, privacyVersion] = await Promise.all([
    readPages(
      (q) => read.list('job', { ...q, ...jobListQuery(search) }),
      LIMITS.publicJobPageSize,
      pageOf(query),
    ),
    read.list('job', { pageCnt: LIMITS.maxPageSize }),
    privacyVersionOf(read),
  ]);
  const choices = (field: 'location' | 'department') =>
    choicesOf([...open.list.map((job) => job[field]), search[field]], locale);
  const locations = choices('location');
  const departments = choices('department');
  // The form shows the URL's 'ha noi' as the choice it matches, 'Hà Nội'.
  const shown = {
    ...search,
    location: choiceFor(search.location, locations),
    department: choiceFor(search.department, departments),
  };
  const alert = { isSent: query.alert === 'sent', posted: posted ?? null, privacyVersion };
  return { data: { ...list, search: shown, locations, departments, alert } };
}
