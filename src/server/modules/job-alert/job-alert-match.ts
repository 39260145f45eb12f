import { createHash } from 'node:crypto';
import { foldForSearch } from '../../../common/text.ts';
import type { JobAlert, LiveJob } from './job-alert.repository.ts';

type Filters = Pick<
  JobAlert,
  'localeCd' | 'searchText' | 'searchIn' | 'employmentType' | 'location' | 'department'
>;

/**
 * Whether a job is one the alert's list would show: the public list's rules (decisions 003, 031):
 * same language, the type's code equal, location and department equal whole once folded, the
 * search text folded and found in the title (or the text, `searchIn` contents).
 */
export function matchesAlert(alert: Filters, job: LiveJob): boolean {
  if (alert.localeCd !== job.localeCd) return false;
  if (alert.employmentType && alert.employmentType !== job.employmentType) return false;
  if (alert.location && foldForSearch(alert.location) !== job.locationSearch) return false;
  if (alert.department && foldForSearch(alert.department) !== job.departmentSearch) return false;
  const text = foldForSearch(alert.searchText);
  if (!text) return true;
  return (alert.searchIn === 'contents' ? job.contentsSearch : job.titleSearch).includes(text);
}

/**
 * One key per address and filters as the list matches them, so 'Hà Nội' and 'ha noi' are one
 * alert; the address ignores case (mail providers do).
 */
export function filterKeyOf(email: string, alert: Filters): string {
  const parts = [
    email.trim().toLowerCase(),
    alert.localeCd,
    foldForSearch(alert.searchText) ? alert.searchIn : 'title',
    foldForSearch(alert.searchText),
    alert.employmentType,
    foldForSearch(alert.location),
    foldForSearch(alert.department),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
