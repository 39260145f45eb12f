import { type Gone, type Missing, MISSING, type PageDataReader } from '../page-data.ts';

const JOB_CLOSED: Gone = { gone: 'jobClosed' };

/**
 * What the pages of a job visitors cannot see answer (decision 060): past its deadline, "This
 * position is closed" (410); hidden, deleted, never public or unknown, not found (404).
 */
export const closedOrMissing = async (read: PageDataReader, jobNo: number): Promise<Gone | Missing> =>
  (await read.hasEnded('job', jobNo)) ? JOB_CLOSED : MISSING;
