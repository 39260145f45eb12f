import { CONTENT_TYPES } from '../../../common/content-types.ts';
import { resourceOf } from '../content/resource.ts';
import type { SubmissionKind } from '../submission/submission.service.ts';
import { applicationsCsv, applicationsFileName } from './application-csv.ts';
import { conversationRepository } from './conversation.repository.ts';

/** Job applications: sent by applicants, read, moved on and noted by staff holding Application rights. */
export const applicationResource = resourceOf(CONTENT_TYPES.application);

/** Applications as submissions: the applicant's address kept whole. */
export const APPLICATIONS: SubmissionKind = {
  resource: applicationResource,
  table: { table: 'application', idField: 'applicationNo' },
  address: 'whole',
  csv: { of: applicationsCsv, fileName: applicationsFileName },
  // Its arrival is its first event; its events and messages go with it (decision 052).
  onInsert: (tx, { no, createDt }) =>
    conversationRepository(tx).insertEvent({
      applicationNo: no,
      fromStatusCd: null,
      statusCd: '10',
      byId: null,
      createdAt: createDt,
    }),
  onErase: (tx, ids) => conversationRepository(tx).removeOf(ids),
};
