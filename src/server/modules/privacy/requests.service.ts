import { addDays, vietnamDate, vietnamDayStartUtc } from '../../../common/dates.ts';
import {
  privacyRequestListSchema,
  privacyRequestLogSchema,
  privacyRequestStatusSchema,
  type RequestKind,
  type RequestStatus,
  WAITING_STATUSES,
} from '../../../common/schemas/privacy-request.ts';
import type { Auth } from '../../auth.ts';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { badRequest, notFound, parseOrThrow } from '../../errors.ts';
import { pageOf } from '../list-query.ts';
import { personalDataRequestRepository } from './requests.repository.ts';
import { maskedSubject, mentionsOf, type Subject, subjectOf } from './subject.ts';
import { addWorkingDays } from './working-days.ts';

/** Working days to acknowledge a request, calendar days to answer it (decision 051). */
export const ACKNOWLEDGE_WORKING_DAYS = 2;
export const ANSWER_DAYS = 15;

const isWaiting = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);

/** Which status may follow which: open → acknowledged → done | refused. */
const NEXT: Record<string, readonly RequestStatus[]> = {
  open: ['acknowledged', 'done', 'refused'],
  acknowledged: ['done', 'refused'],
};

/** What the request log keeps of the person while the request waits: the form the search compares. */
const contactOf = (subject: Subject) => (subject.kind === 'email' ? subject.email : subject.phones[0]!);

/**
 * People's requests about their data, recorded when they arrive (decision 051): each with the day it
 * must be acknowledged by (2 working days in Vietnam) and answered by (15 days), a status staff move
 * on with a note, and the exports and erasures that answered it.
 */
export function privacyRequestService({
  db,
  holidays,
  now = systemClock,
}: {
  db: Db;
  holidays: ReadonlySet<string>;
  now?: Clock | undefined;
}) {
  const repo = personalDataRequestRepository(db);

  const dueDays = (receivedOn: string) => ({
    acknowledgeBy: addWorkingDays(receivedOn, ACKNOWLEDGE_WORKING_DAYS, holidays),
    dueAt: addDays(receivedOn, ANSWER_DAYS),
  });

  async function found(requestNo: number) {
    const row = await repo.find(requestNo);
    if (!row) throw notFound(`There is no request ${requestNo}`);
    return row;
  }

  return {
    /** `POST /api/privacy/requests`: the request as it arrived; answers its number. */
    async log(body: unknown, auth: Auth): Promise<number> {
      const input = parseOrThrow(privacyRequestLogSchema, body);
      const subject = subjectOf(input);
      const received = new Date(input.receivedAt);
      const at = now();
      if (received > at) throw badRequest('receivedAt cannot be in the future');
      return repo.insert({
        kind: input.kind,
        channel: input.channel,
        subject: maskedSubject(subject),
        contact: contactOf(subject),
        receivedAt: received.toISOString(),
        ...dueDays(vietnamDate(received)),
        status: 'open',
        note: '',
        createdBy: auth.user.username,
        createdAt: at.toISOString(),
        updatedBy: null,
        updatedAt: null,
      });
    },

    /**
     * `GET /api/privacy/requests`: `{list, total}`, those waiting first by the day they are due.
     * `overdue`: waiting past the day it had to be answered by; `acknowledgeOverdue`: still open
     * past the day it had to be acknowledged by.
     */
    async list(query: unknown) {
      const parsed = parseOrThrow(privacyRequestListSchema, query);
      const { list, total } = await repo.list({ statuses: parsed.status, ...pageOf(parsed) });
      const requestNos = list.map((row) => Number(row.requestNo));
      const answers = await repo.answersOf(requestNos);
      const today = vietnamDate(now());
      return {
        list: list.map(({ contact, ...row }) => {
          const requestNo = Number(row.requestNo);
          return {
            ...row,
            requestNo,
            email: contact?.includes('@') ? contact : null,
            phone: contact && !contact.includes('@') ? contact : null,
            overdue: isWaiting(row.status) && today > row.dueAt,
            acknowledgeOverdue: row.status === 'open' && today > row.acknowledgeBy,
            answers: answers
              .filter((answer) => Number(answer.answersRequestNo) === requestNo)
              .map(({ answersRequestNo: _, counts, ...answer }) => ({
                ...answer,
                counts: JSON.parse(counts) as Record<string, number>,
              })),
          };
        }),
        total,
      };
    },

    /** Waiting requests to be answered within `days` days, or overdue (the start screen, decision 059). */
    countDueWithin: (days: number): Promise<number> =>
      repo.countWaitingDueBy(addDays(vietnamDate(now()), days)),

    /** `POST /api/privacy/requests/{requestNo}`: the next status; once answered, the contact goes. */
    async setStatus(requestNo: number, body: unknown, auth: Auth): Promise<'OK'> {
      const { status, note } = parseOrThrow(privacyRequestStatusSchema, body);
      const row = await found(requestNo);
      if (!NEXT[row.status]?.includes(status))
        throw badRequest(`A request that is ${row.status} cannot become ${status}`);
      await repo.update(requestNo, {
        status,
        ...(note ? { note } : {}),
        ...(isWaiting(status) ? {} : { contact: null }),
        updatedBy: auth.user.username,
        updatedAt: now().toISOString(),
      });
      return 'OK';
    },

    /** 404 unless `requestNo` names a logged request (an export or erasure answering it). */
    assertExists: async (requestNo: number | undefined) => {
      if (requestNo !== undefined) await found(requestNo);
    },

    /**
     * The request an export or erasure answers: the one staff named, else one recorded now as
     * received on `receivedOn` and answered (before decision 051 every answer stood alone).
     */
    async answered(
      answer: { requestNo?: number | undefined; kind: RequestKind; subject: Subject; receivedOn: string },
      auth: Auth,
    ): Promise<number> {
      if (answer.requestNo !== undefined) return answer.requestNo;
      const at = now().toISOString();
      return repo.insert({
        kind: answer.kind,
        channel: null,
        subject: maskedSubject(answer.subject),
        contact: null,
        receivedAt: vietnamDayStartUtc(answer.receivedOn),
        ...dueDays(answer.receivedOn),
        status: 'done',
        note: '',
        createdBy: auth.user.username,
        createdAt: at,
        updatedBy: auth.user.username,
        updatedAt: at,
      });
    },

    /** The erasure: requests keep the person masked only. */
    forgetContact: (subject: Subject) => repo.forgetContact(mentionsOf(subject)),

    /** The retention purge: answered requests go with the answers' log. */
    removeAnsweredBefore: (before: Date) => repo.removeAnsweredBefore(before.toISOString()),
  };
}

export type PrivacyRequestService = ReturnType<typeof privacyRequestService>;
