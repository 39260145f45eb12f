import { CONTENT_TYPES } from '../../../common/content-types.ts';
import {
  type ApplicationEvent,
  type ApplicationMessage,
  type ApplicationTemplate,
  type OtherApplication,
  TEMPLATE_LIMITS,
  TEMPLATE_PLACEHOLDERS,
} from '../../../common/schemas/application-messages.ts';
import type { ScreeningAnswer } from '../../../common/schemas/question-rules.ts';
import type { Translate } from '../../lib/i18n.tsx';
import { api } from './api.ts';

/**
 * The conversation with an applicant as the admin reads it: the stage e-mail templates (GET and
 * POST /api/application/templates), and what an application's detail answers besides the record
 * (its status changes, the e-mails sent or queued, the person's other applications, the screening
 * answers and where they came from).
 */

export const TEMPLATES_API = `${CONTENT_TYPES.application.api}/templates`;
/** The statuses a stage e-mail can follow, in order (New has none: the confirmation mail says it). */
export { TEMPLATE_STATUSES } from '../../../common/schemas/application-messages.ts';
/** What a template may say, each replaced for the application it is sent about. */
export const PLACEHOLDERS = TEMPLATE_PLACEHOLDERS;

/** A free message's limits (POST /api/application/{no}/message), the status form's message too. */
export const MESSAGE_SUBJECT_MAX = TEMPLATE_LIMITS.subject;
export const MESSAGE_BODY_MAX = TEMPLATE_LIMITS.body;

// The shapes the API answers, under the names the admin's screens use; their one owner is common.
export type StageTemplate = ApplicationTemplate;
export type MessageStatus = ApplicationMessage['status'];
export type ApplicantMessage = ApplicationMessage;
export type StatusEvent = ApplicationEvent;
export type { OtherApplication, ScreeningAnswer };

/** What GET /api/application/{no} answers besides the stored record. */
export interface Conversation {
  messages?: ApplicantMessage[];
  events?: StatusEvent[];
  otherApplications?: OtherApplication[];
  source?: string;
  answers?: ScreeningAnswer[];
}

export type TimelineEntry =
  | { kind: 'event'; at: string; event: StatusEvent }
  | { kind: 'message'; at: string; message: ApplicantMessage };

const timeOf = (at: string) => Date.parse(at) || 0;

/**
 * Status changes and e-mails in one list, newest first. An e-mail queued by a status change at the
 * same moment follows from it, so it sits above it; a delayed one is above both until it leaves.
 */
export function timelineOf(events: StatusEvent[] = [], messages: ApplicantMessage[] = []): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...events.map((event) => ({ kind: 'event' as const, at: event.at, event })),
    ...messages.map((message) => ({ kind: 'message' as const, at: message.sendAt, message })),
  ];
  const numberOf = (entry: TimelineEntry) =>
    entry.kind === 'event' ? entry.event.eventNo : entry.message.messageNo;
  return entries.sort(
    (a, b) =>
      timeOf(b.at) - timeOf(a.at) ||
      (a.kind === b.kind ? numberOf(b) - numberOf(a) : a.kind === 'message' ? -1 : 1),
  );
}

/** A delay in words: "at once", "45 minutes", "24 hours", "1 hour 30 minutes". */
export function delayWords(minutes: number, t: Translate): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole === 0) return t('conversation.atOnce');
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const hoursText = hours === 1 ? t('conversation.oneHour') : t('conversation.hours', { count: hours });
  const minutesText = rest === 1 ? t('conversation.oneMinute') : t('conversation.minutes', { count: rest });
  if (hours === 0) return minutesText;
  return rest === 0 ? hoursText : `${hoursText} ${minutesText}`;
}

export const templateOf = (list: StageTemplate[], statusCd: string, localeCd: string) =>
  list.find((template) => template.statusCd === statusCd && template.localeCd === localeCd);

/** GET /api/application/templates: the templates, and whether the server sends e-mail at all. */
export interface StageTemplates {
  list: StageTemplate[];
  sendsMail: boolean;
}

let templates: Promise<StageTemplates> | null = null;

/** The templates, asked once per admin visit (the status form's notify switch follows them). */
export function loadStageTemplates(): Promise<StageTemplates> {
  templates ??= api.get<StageTemplates>(TEMPLATES_API).then(
    (answer) => answer,
    (error: unknown) => {
      templates = null;
      throw error;
    },
  );
  return templates;
}

/** After a template is saved, the next form asks again. */
export function forgetStageTemplates() {
  templates = null;
}

/** The `{words}` of a text that are not placeholders (the server refuses them with 400). */
export { unknownPlaceholders } from '../../../common/schemas/application-messages.ts';

/** `text` with `inserted` in place of the characters from `start` to `end`, and where the cursor goes. */
export function insertAt(text: string, inserted: string, start: number, end = start) {
  return { text: text.slice(0, start) + inserted + text.slice(end), cursor: start + inserted.length };
}
