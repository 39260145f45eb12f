import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../content/resource.ts';
import type { SubmissionKind } from '../submission/submission.service.ts';
import { applicationsCsv, applicationsFileName } from './application-csv.ts';

/** Job applications: sent by applicants, read, moved on and noted by staff holding Application rights. */
export const applicationResource = resourceOf(CONTENT_TYPES.application);

/** Applications as submissions: the applicant's address kept whole. */
export const APPLICATIONS: SubmissionKind = {
  resource: applicationResource,
  table: { table: 'application', idField: 'applicationNo' },
  address: 'whole',
  csv: { of: applicationsCsv, fileName: applicationsFileName },
};
