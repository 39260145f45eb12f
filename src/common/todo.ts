import type { AdminSectionKey } from './admin-paths.ts';

/**
 * A line of the admin start screen (decision 059, `GET /api/admin/todo`): what needs doing, how
 * many, and the staff list that shows exactly those (its section and query), or the items
 * themselves (`ids`, failed e-mails). Only lines the caller may open are answered.
 */
export interface TodoLine {
  /**
   * newApplications, outOfDate, goingLive, closing, failedMails, privacyDue; awaitingReview when the
   * review of drafts is on. The admin shows the texts of the kinds it knows.
   */
  kind: string;
  count: number;
  section: AdminSectionKey;
  /** The list's filters, as its query string carries them. */
  query?: Record<string, string>;
  /** The content type a per-type line is about (its section's name). */
  type?: string;
  /** A screen that is not the section's list (the review queue): the line links there instead. */
  path?: string;
  /** Items the line is about, newest first (at most `TODO_IDS`), linked to their detail. */
  ids?: number[];
}

/** How many items a line names by id at most. */
export const TODO_IDS = 5;
