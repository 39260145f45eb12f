import { z } from 'zod';
import type { ApplicationStatusCd } from '../codes.ts';
import { isoDate } from './fields.ts';

/**
 * The hiring report's filter (GET /api/application/report, decision 055): the days applications
 * arrived on (Vietnamese days, inclusive, either side optional) and one job. An empty value is no filter.
 */
export const applicationReportQuerySchema = z.object({
  from: z.union([z.literal(''), isoDate('from')]).optional(),
  to: z.union([z.literal(''), isoDate('to')]).optional(),
  jobNo: z
    .union([
      z.literal(''),
      z.coerce
        .number({ error: 'jobNo must be a whole number' })
        .int({ error: 'jobNo must be a whole number' })
        .min(1, { error: 'jobNo must be at least 1' })
        .max(2_147_483_647, { error: 'jobNo is too large' }),
    ])
    .optional(),
});

export type ApplicationReportQuery = z.infer<typeof applicationReportQuerySchema>;

/** The hiring report's figures (decision 055 defines each); days with one decimal, null when none. */
export interface ApplicationReport {
  byStatus: { statusCd: ApplicationStatusCd; count: number }[];
  bySource: { source: string; applications: number; hired: number }[];
  medianDaysToHire: number | null;
  medianDaysInStatus: Record<ApplicationStatusCd, number | null>;
}
