import { describe, expect, it } from 'vitest';
import { translator } from '../../lib/i18n.tsx';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { eventText } from '../screens/ApplicationConversation.tsx';
import {
  type ApplicantMessage,
  delayWords,
  insertAt,
  type StatusEvent,
  timelineOf,
  unknownPlaceholders,
} from './conversation.ts';

const event = (eventNo: number, at: string, fromStatusCd: string | null, statusCd: string): StatusEvent => ({
  eventNo,
  fromStatusCd,
  statusCd,
  by: 'admin',
  at,
});
const message = (
  messageNo: number,
  sendAt: string,
  status: ApplicantMessage['status'],
): ApplicantMessage => ({
  messageNo,
  subject: `Mail ${messageNo}`,
  body: 'Hello',
  status,
  sendAt,
  by: 'admin',
});

describe("an application's timeline", () => {
  it('merges status changes and e-mails, newest first', () => {
    const entries = timelineOf(
      [event(1, '2026-11-20T03:00:00.000Z', '10', '20'), event(2, '2026-11-27T07:02:00.000Z', '20', '60')],
      [
        message(1, '2026-11-22T09:00:00.000Z', 'sent'),
        // Delayed 24 hours: above everything until it leaves.
        message(2, '2026-11-28T07:02:00.000Z', 'queued'),
      ],
    );
    expect(
      entries.map((e) => (e.kind === 'event' ? `e${e.event.eventNo}` : `m${e.message.messageNo}`)),
    ).toEqual(['m2', 'e2', 'm1', 'e1']);
  });

  it('puts an e-mail queued at the moment of a status change above the change it follows from', () => {
    const at = '2026-11-27T07:02:00.000Z';
    const entries = timelineOf([event(5, at, '20', '30')], [message(9, at, 'queued')]);
    expect(entries.map((e) => e.kind)).toEqual(['message', 'event']);
  });

  it('orders entries of the same kind and moment by their number, and is empty without any', () => {
    const at = '2026-11-27T07:02:00.000Z';
    const entries = timelineOf([event(3, at, '20', '30'), event(4, at, '30', '40')]);
    expect(entries.map((e) => (e.kind === 'event' ? e.event.eventNo : 0))).toEqual([4, 3]);
    expect(timelineOf(undefined, undefined)).toEqual([]);
  });

  it('says who moved an application from which status to which, and when, in Vietnam time', () => {
    const moved = event(1, '2026-11-27T07:02:00.000Z', '20', '30');
    expect(eventText(moved, translator(en), 'EN')).toBe(
      'Moved from Reviewing to Interview by admin, 27/11/2026 14:02',
    );
    expect(eventText(moved, translator(vi), 'VI')).toBe(
      'Chuyển từ Đang xem xét sang Phỏng vấn bởi admin, 27/11/2026 14:02',
    );
    const withdrawn = { ...event(2, '2026-11-28T01:00:00.000Z', '30', '70'), by: null };
    expect(eventText(withdrawn, translator(en), 'EN')).toBe(
      'Moved from Interview to Withdrawn by the applicant, 28/11/2026 08:00',
    );
    const received = { ...event(3, '2026-11-20T03:00:00.000Z', null, '10'), by: null };
    expect(eventText(received, translator(en), 'EN')).toBe('Set to New by the site, 20/11/2026 10:00');
  });
});

describe('the templates', () => {
  it('give a delay in words in both admin languages', () => {
    const t = translator(en);
    expect(delayWords(0, t)).toBe('at once');
    expect(delayWords(1, t)).toBe('1 minute');
    expect(delayWords(45, t)).toBe('45 minutes');
    expect(delayWords(60, t)).toBe('1 hour');
    expect(delayWords(1440, t)).toBe('24 hours');
    expect(delayWords(90, t)).toBe('1 hour 30 minutes');
    expect(delayWords(1440, translator(vi))).toBe('24 giờ');
  });

  it('name the placeholders the server would refuse', () => {
    expect(unknownPlaceholders('Hi {name}, about {jobTitle}: {statusPage} {siteName}')).toEqual([]);
    expect(unknownPlaceholders('Hi {firstName} {firstName} {name} {job title}')).toEqual(['firstName']);
  });

  it('insert a placeholder at the cursor, over any selected text', () => {
    expect(insertAt('Dear ,', '{name}', 5)).toEqual({ text: 'Dear {name},', cursor: 11 });
    expect(insertAt('Dear you,', '{name}', 5, 8)).toEqual({ text: 'Dear {name},', cursor: 11 });
  });
});
