import type { AdminSectionKey } from './admin-paths.ts';

/**
 * A line of the admin start screen (decision 059, `GET /api/admin/todo`): what needs doing, how
 * many, and the staff list that shows exactly those (its section and query), or the items
 * themselves (`ids`, failed e-mails). Only lines the caller may open are answered.
 */
export interface TodoLine {
  /**
   * newApplications, awaitingReview (for holders of a publish right), outOfDate, goingLive,
   * closing, failedMails, failedJobAlerts, privacyDue.
   */
  kind: string;
  count: number;
  /** The section whose list (or items, `ids`) the line links to; none for a screen of its own (`path`). */
  section?: AdminSectionKey;
  /** The list's filters, as its query string carries them. */
  query?: Record<string, string>;
  /** The content type a per-type line is about (its section's name). */
  type?: string;
  /**
   * A screen that is not the section's list (the review queue, the failed e-mails): the line links
   * there instead.
   */
  path?: string;
  /** Items the line is about, newest first (at most `TODO_IDS`), linked to their detail. */
  ids?: number[];
}

/** How many items a line names by id at most. */
export const TODO_IDS = 5;
