import { lazy } from 'react';
import { ADMIN_PATHS } from '../../../common/admin-paths.ts';
import { APPLICATION_STATUSES } from '../../../common/codes.ts';
import { maxLengthOf } from '../../../common/content-declaration.ts';
import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { type AppliedJob, applicationStatusSchema } from '../../../common/schemas/application.ts';
import { NotifyControl } from '../components/NotifyControl.tsx';
import { api } from '../lib/api.ts';
import { MESSAGE_BODY_MAX } from '../lib/conversation.ts';
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

const statusField: FieldDef = {
  name: 'statusCd',
  label: 'status',
  kind: 'select',
  options: options(APPLICATION_STATUSES),
};
const noteField: FieldDef = {
  name: 'note',
  label: 'note',
  kind: 'textarea',
  maxLength: maxLengthOf({ schema: applicationStatusSchema }, 'note'),
  hint: 'note',
};
/** The stage e-mail is offered only when the status changes. */
const isStatusChanged: FieldDef['isShownWhen'] = ({ values, record }) =>
  !!record && values.statusCd !== record.statusCd;
const statusFields: FieldDef[] = [
  statusField,
  { name: 'notify', label: 'notify', kind: 'custom', control: NotifyControl, isShownWhen: isStatusChanged },
  {
    name: 'message',
    label: 'message',
    kind: 'textarea',
    maxLength: MESSAGE_BODY_MAX,
    hint: 'message',
    isShownWhen: isStatusChanged,
  },
  noteField,
];

/**
 * POST /api/application/{no} {statusCd, note, notify?, message?}: staff never add an application,
 * so no initial values. `notify` goes only when staff ticked or cleared it (else the server follows
 * the status's template), the message only when there is one and the applicant is notified.
 */
export const applicationStatusForm: FormDef = {
  fields: statusFields,
  initial: () => ({}),
  validate: (values) => firstProblem(applicationStatusSchema, values),
  toBody: (values, ctx) => {
    const body = json(values, [statusField, noteField], ctx);
    if (values.notify === 'Y' || values.notify === 'N') body.notify = values.notify;
    const message = String(values.message ?? '').trim();
    if (message && values.notify !== 'N') body.message = message;
    return body;
  },
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

/** Where live applications came from, most first, each with its count (GET /api/application/sources). */
export async function applicationSourceOptions(): Promise<FilterOption[]> {
  const sources = await api.get<Array<{ source: string; count: number }>>(`${application.api}/sources`);
  return sources.map(({ source, count }) => ({ value: source, label: `${source} (${count})` }));
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
