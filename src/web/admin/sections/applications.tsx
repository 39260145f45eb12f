import { lazy } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { APPLICATION_STATUSES } from '../../../common/codes.ts';
import { maxLengthOf } from '../../../common/content-declaration.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { type AppliedJob, applicationStatusSchema } from '../../../common/schemas/application.ts';
import { api } from '../lib/api.ts';
import { Link } from '../lib/router.tsx';
import { str } from './cells.tsx';
import { firstProblem, json, options } from './form.ts';
import { ApplicationBulkActions } from './application-bulk.tsx';
import type { Column, FieldDef, FilterOption, FormDef, ListExtra, SectionDef } from './types.ts';

/**
 * What job applications add to the admin sections beyond their declaration: the detail's form
 * (the status and the internal note: all staff change), the list's job filter and the job list's
 * count of applications per job.
 */

const { application } = CONTENT_TYPES;

const statusFields: FieldDef[] = [
  { name: 'statusCd', label: 'status', kind: 'select', options: options(APPLICATION_STATUSES) },
  {
    name: 'note',
    label: 'note',
    kind: 'textarea',
    maxLength: maxLengthOf({ schema: applicationStatusSchema }, 'note'),
    hint: 'note',
  },
];

/** POST /api/application/{no} {statusCd, note}: staff never add an application, so no initial values. */
export const applicationStatusForm: FormDef = {
  fields: statusFields,
  initial: () => ({}),
  validate: (values) => firstProblem(applicationStatusSchema, values),
  toBody: (values, ctx) => json(values, statusFields, ctx),
};

/** The jobs applied for, by title, each with its count; a title two jobs share names its number too. */
export async function appliedJobOptions(): Promise<FilterOption[]> {
  const jobs = await api.get<AppliedJob[]>(`${application.api}/jobs`);
  const isShared = (job: AppliedJob) =>
    jobs.some((other) => other !== job && other.jobTitle === job.jobTitle);
  return jobs.map((job) => ({
    value: String(job.jobNo),
    label: `${job.jobTitle}${isShared(job) ? ` #${job.jobNo}` : ''} (${job.count})`,
  }));
}

/** The live applications per job ({"<jobNo>": count}), for holders of the Application read right. */
export const applicationCounts: ListExtra = {
  page: application.page,
  load: () => api.get<Record<string, number>>(`${application.api}/counts`),
};

/** The job list's count of applications, a link to them; nothing until the counts have arrived. */
export const applicationCountColumn: Column = {
  label: 'applications',
  extra: 'applicationCounts',
  value: (row, { extras, t }) => {
    const counts = extras?.applicationCounts as Record<string, number> | undefined;
    if (!counts) return null;
    const jobNo = str(row, CONTENT_TYPES.job.idField);
    const count = counts[jobNo] ?? 0;
    if (count === 0) return '0';
    return (
      <Link
        to={ADMIN_PATHS.list('board/application', 1, { jobNo })}
        aria-label={t('col.applicationsOf', { count, title: str(row, 'title') })}
      >
        {count}
      </Link>
    );
  },
};

// --- The list's selection and views (pipeline, decision 055) ---

/** Chosen applications are moved, notified and exported together; Delete is the list's own. */
export const applicationSelection: SectionDef['selection'] = { actions: ApplicationBulkActions };

/** The board and the hiring report beside the list (`?view=board`, `?view=report`), loaded when opened. */
export const applicationViews: SectionDef['views'] = {
  board: lazy(() => import('../screens/pipeline/ApplicationBoard.tsx')),
  report: lazy(() => import('../screens/pipeline/HiringReport.tsx')),
};
