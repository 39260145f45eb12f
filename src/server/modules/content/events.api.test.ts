import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '../../../common/permissions.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';

/**
 * Events and hiring days (decision 044): a board type made of its declaration alone, so these calls
 * go through the same engine as every board: visibility, schedules, translations, versions, the
 * Trash, search, its permission page and its calendar files.
 */

/** The server's clock: 2031-05-20 10:00 in Vietnam (UTC+7) until a test moves it. */
let clock = Date.parse('2031-05-20T03:00:00Z');
const setVietnamTime = (local: string) => {
  clock = Date.parse(`${local}:00+07:00`);
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

async function createEvent(fields: Record<string, unknown>): Promise<number> {
  const res = await server.admin.post('/api/event', {
    localeCd: 'EN',
    kind: '10',
    title: `Event ${Math.random().toString(36).slice(2, 8)}`,
    place: 'Main Street, KidVenture City Hanoi',
    startAt: '2031-06-01T09:00',
    endAt: '2031-06-01T17:00',
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
}

const listed = async (query: Record<string, unknown>) => {
  const res = await server.api.get('/api/event', { localeCd: 'EN', ...query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Array<Record<string, unknown>>; total: number };
};

describe('events', () => {
  it('are validated as declared: required moments and place, the end after the start, a 300-character summary', async () => {
    const refused = async (fields: Record<string, unknown>) => {
      const res = await server.admin.post('/api/event', {
        localeCd: 'EN',
        title: 'Refused',
        place: 'Somewhere',
        startAt: '2031-06-01T09:00',
        endAt: '2031-06-01T10:00',
        ...fields,
      });
      expect(res.status).toBe(400);
      return res.body.message as string;
    };
    expect(await refused({ startAt: '' })).toBe('startAt is required');
    expect(await refused({ endAt: '2031-06-01T08:00' })).toBe('endAt must be after startAt');
    expect(await refused({ place: '' })).toBe('place is required');
    expect(await refused({ kind: '30' })).toBe('kind must be one of 10, 20');
    expect(await refused({ summary: 'x'.repeat(301) })).toBe('summary must be at most 300 characters');
    expect(await refused({ startAt: 'tomorrow' })).toBe(
      'startAt must be a date and time as YYYY-MM-DDTHH:MM',
    );
  });

  it('answer their moments in Vietnam time, their kind labelled, and no folded columns or authors to visitors', async () => {
    const id = await createEvent({
      kind: '20',
      title: 'Hiring day for park guides',
      summary: 'Interviews on the spot',
      contents: '<p>Bring an <strong>ID card</strong></p><script>alert(1)</script>',
      startAt: '2031-06-10T08:30',
      endAt: '2031-06-10T16:00',
    });
    const res = await server.api.get(`/api/event/${id}`);
    expect(res.status).toBe(200);
    const row = res.body.data;
    expect(row).toMatchObject({
      eventNo: id,
      kind: '20',
      kindNm: 'Hiring day',
      startAt: '2031-06-10T08:30',
      endAt: '2031-06-10T16:00',
      contents: '<p>Bring an <strong>ID card</strong></p>',
      translations: { EN: id },
    });
    for (const hidden of ['titleSearch', 'contentsSearch', 'createId', 'modifyId', 'translationGroup'])
      expect(row).not.toHaveProperty(hidden);
    // Stored in UTC, as schedules are.
    const stored = await server.deps.db
      .selectFrom('event')
      .select(['startAt', 'endAt'])
      .where('eventNo', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ startAt: '2031-06-10T01:30:00.000Z', endAt: '2031-06-10T09:00:00.000Z' });
    // Searched without diacritics or case, as every board.
    const found = await listed({ searchType: 'contents', searchText: 'id CARD' });
    expect(found.list.map((e) => e.eventNo)).toContain(id);
  });

  it('list upcoming soonest first and past latest first, at the server clock, and filter by kind', async () => {
    setVietnamTime('2031-07-01T10:00');
    const soon = await createEvent({ startAt: '2031-07-03T09:00', endAt: '2031-07-03T12:00', title: 'Soon' });
    const later = await createEvent({
      startAt: '2031-07-20T09:00',
      endAt: '2031-07-20T12:00',
      title: 'Later',
    });
    const now = await createEvent({ startAt: '2031-07-01T08:00', endAt: '2031-07-01T11:00', title: 'Now' });
    const over = await createEvent({ startAt: '2031-06-28T09:00', endAt: '2031-06-28T12:00', title: 'Over' });
    const longAgo = await createEvent({
      startAt: '2031-06-20T09:00',
      endAt: '2031-06-20T12:00',
      title: 'Long ago',
      kind: '20',
    });
    const upcoming = (await listed({ when: 'upcoming', pageCnt: 50 })).list.map((e) => e.eventNo);
    expect(upcoming.filter((no) => [soon, later, now, over, longAgo].includes(no as number))).toEqual([
      now,
      soon,
      later,
    ]);
    const past = (await listed({ when: 'past', pageCnt: 50 })).list.map((e) => e.eventNo);
    expect(past.slice(0, 2)).toEqual([over, longAgo]);
    const hiringDays = (await listed({ when: 'past', kind: '20', pageCnt: 50 })).list;
    expect(hiringDays.every((e) => e.kind === '20')).toBe(true);
    expect(hiringDays.map((e) => e.eventNo)).toContain(longAgo);

    // An hour later, the one under way is over.
    setVietnamTime('2031-07-01T11:00');
    expect((await listed({ when: 'past', pageCnt: 1 })).list[0]?.eventNo).toBe(now);

    const bad = await server.api.get('/api/event', { when: 'soon' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('when must be upcoming or past');
    expect((await server.api.get('/api/event', { kind: '99' })).status).toBe(400);
  });

  it('follow the board rules: off, scheduled, deleted and restored, with versions and a linked translation', async () => {
    setVietnamTime('2031-08-01T10:00');
    const hidden = await createEvent({ useYn: 'N', title: 'Hidden' });
    const scheduled = await createEvent({ publishAt: '2031-08-02T09:00', title: 'Scheduled' });
    expect((await server.api.get(`/api/event/${hidden}`)).status).toBe(404);
    expect((await server.api.get(`/api/event/${scheduled}`)).status).toBe(404);
    setVietnamTime('2031-08-02T09:00');
    expect((await server.api.get(`/api/event/${scheduled}`)).status).toBe(200);

    const vi = await createEvent({ localeCd: 'VI', title: 'Sự kiện', translationOf: scheduled });
    expect((await server.api.get(`/api/event/${vi}`)).body.data.translations).toEqual({
      EN: scheduled,
      VI: vi,
    });

    const edited = await server.admin.post(`/api/event/${scheduled}`, { place: 'Plaza' });
    expect(edited.status).toBe(200);
    const versions = await server.admin.get(`/api/event/${scheduled}/revisions`);
    expect(versions.body.data.total).toBe(2);

    const removed = await server.admin.delete('/api/event', { eventNo: [scheduled] });
    expect(removed.status).toBe(200);
    expect((await server.api.get(`/api/event/${scheduled}`)).status).toBe(404);
    const restored = await server.admin.post('/api/event/restore', { eventNo: [scheduled] });
    expect(restored.status).toBe(200);
    expect((await server.api.get(`/api/event/${scheduled}`)).body.data.place).toBe('Plaza');
  });

  it('are guarded by their own permission page, BoardEvent', async () => {
    expect(ALL_PERMISSIONS).toEqual(
      expect.arrayContaining(['rBoardEvent', 'aBoardEvent', 'eBoardEvent', 'dBoardEvent']),
    );
    const reader = await server.loginAs(['rBoardNews']);
    const refused = await reader.post('/api/event', { localeCd: 'EN', title: 'x' });
    expect(refused.status).toBe(403);
    const editor = await server.loginAs(['rBoardEvent', 'aBoardEvent']);
    const added = await editor.post('/api/event', {
      localeCd: 'EN',
      title: 'Added by an event editor',
      place: 'Plaza',
      startAt: '2031-09-01T09:00',
      endAt: '2031-09-01T10:00',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  });
});

describe('event calendars', () => {
  it('give each public event an .ics that a calendar parser reads, and 404 for others', async () => {
    setVietnamTime('2031-10-01T10:00');
    const id = await createEvent({
      title: 'Lantern walk',
      summary: 'Lanterns, lion dancers, mooncakes',
      startAt: '2031-10-05T17:30',
      endAt: '2031-10-05T20:30',
      place: 'Main Street, KidVenture City Hanoi',
    });
    const res = await fetch(`${server.url}/news/events/${id}.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="event-${id}.ics"`);
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Lantern walk');
    expect(event.location).toBe('Main Street, KidVenture City Hanoi');
    expect(event.description).toBe('Lanterns, lion dancers, mooncakes');
    expect(event.startDate.toJSDate().toISOString()).toBe('2031-10-05T10:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2031-10-05T13:30:00.000Z');
    expect(String(vevent?.getFirstPropertyValue('url'))).toMatch(new RegExp(`/news/events/${id}$`));

    const hidden = await createEvent({ useYn: 'N' });
    expect((await fetch(`${server.url}/news/events/${hidden}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/news/events/999999.ics`)).status).toBe(404);
  });

  it('offer a calendar per language to subscribe to, with what is ahead and the latest past events', async () => {
    setVietnamTime('2031-11-01T10:00');
    const ahead = await createEvent({
      title: 'Ahead',
      startAt: '2031-11-10T09:00',
      endAt: '2031-11-10T10:00',
    });
    const vi = await createEvent({
      localeCd: 'VI',
      title: 'Sắp tới',
      startAt: '2031-11-11T09:00',
      endAt: '2031-11-11T10:00',
    });
    const read = async (path: string) => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const calendar = new ICAL.Component(ICAL.parse(await res.text()));
      return {
        name: String(
          calendar.getFirstPropertyValue('x-wr-calname') ?? calendar.getFirstPropertyValue('name'),
        ),
        summaries: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary),
      };
    };
    const en = await read('/news/events/calendar.ics');
    expect(en.name).toBe('KidVenture Vietnam – Events');
    expect(en.summaries).toContain('Ahead');
    expect(en.summaries).toContain('Lantern walk');
    expect(en.summaries).not.toContain('Sắp tới');
    const viCalendar = await read('/vi/news/events/calendar.ics');
    expect(viCalendar.name).toBe('KidVenture Việt Nam – Sự kiện');
    expect(viCalendar.summaries).toEqual(['Sắp tới', 'Sự kiện']);
    expect([ahead, vi].every(Number.isInteger)).toBe(true);
  });

  it('list each public event page in the sitemap', async () => {
    const res = await fetch(`${server.url}/sitemap.xml`);
    const xml = await res.text();
    expect(xml).toMatch(/\/news\/events\/\d+<\/loc>/);
  });
});
