import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE } from '../../common/site-config.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/** The events pages (decision 044): list tabs and filter, one event as a schema.org Event. */

// Pages render through the built SSR entry; `npm test` builds first, a bare vitest run may not.
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

let server: TestServer;
let enEvent: number;
let viHiringDay: number;
let pastEvent: number;

const event = async (fields: Record<string, string>) =>
  (
    await server.admin.form('/api/event', {
      kind: '10',
      place: 'Central Plaza',
      startAt: '2099-06-06T09:00',
      endAt: '2099-06-06T16:00',
      ...fields,
    })
  ).body.data as number;

beforeAll(async () => {
  server = await startTestServer();
  enEvent = await event({
    localeCd: 'EN',
    title: 'Family science day',
    summary: 'Experiments for the whole family.',
    contents: '<p>Bring your <strong>curiosity</strong>.</p>',
  });
  viHiringDay = await event({
    localeCd: 'VI',
    kind: '20',
    title: 'Ngày hội tuyển dụng mùa hè',
    place: 'Cổng chính',
    startAt: '2099-06-06T08:00',
    endAt: '2099-06-07T17:00',
    translationOf: String(enEvent),
  });
  pastEvent = await event({
    localeCd: 'EN',
    title: 'Lantern night',
    startAt: '2020-09-20T18:00',
    endAt: '2020-09-20T21:00',
  });
  await server.admin.form('/api/job', { localeCd: 'VI', title: 'Hướng dẫn viên', dateCd: '20' });
});
afterAll(() => server?.close());

const page = (path: string) => server.api.raw(path, { method: 'GET' });
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
const titlesOf = (html: string) => stateOf(html).data.list.map((item: { title: string }) => item.title);

describe.skipIf(!isSiteBuilt)('events pages (needs npm run build)', () => {
  it('list the upcoming events by default and the past ones on their tab, each with its calendar', async () => {
    const upcoming = await page('/news/events');
    expect(upcoming.status).toBe(200);
    expect(titlesOf(upcoming.text)).toEqual(['Family science day']);
    expect(upcoming.text).toContain('Sat 6 Jun 2099, 09:00–16:00');
    expect(upcoming.text).toContain('href="/news/events/calendar.ics"');
    expect(upcoming.text).toMatch(/<a class="pill-tabs__link" href="\/news\/events" aria-current="page">/);

    const past = await page('/news/events?when=past');
    expect(titlesOf(past.text)).toEqual(['Lantern night']);
    expect(past.text).toMatch(/href="\/news\/events\?when=past" aria-current="page"/);
  });

  it('filter by kind in Vietnamese, naming both days of an event over two days', async () => {
    const hiring = await page('/vi/news/events?kind=20');
    expect(hiring.status).toBe(200);
    expect(titlesOf(hiring.text)).toEqual(['Ngày hội tuyển dụng mùa hè']);
    expect(hiring.text).toContain('Thứ Bảy, 06/06/2099, 08:00 – Chủ Nhật, 07/06/2099, 17:00');
    expect(hiring.text).toContain('href="/vi/news/events/calendar.ics"');
    expect(titlesOf((await page('/vi/news/events?kind=10')).text)).toEqual([]);
    // An unknown kind is no filter rather than an error.
    expect(titlesOf((await page('/vi/news/events?kind=99')).text)).toEqual(['Ngày hội tuyển dụng mùa hè']);
  });

  it('render an event as a schema.org Event with its translation as alternate', async () => {
    const res = await page(`/news/events/${enEvent}`);
    expect(res.status).toBe(200);
    expect(jsonLdOf(res.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Family science day',
        description: 'Experiments for the whole family.',
        startDate: '2099-06-06T09:00:00+07:00',
        endDate: '2099-06-06T16:00:00+07:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'Central Plaza', address: SITE.parkAddress.EN },
        organizer: { '@type': 'Organization', name: SITE.brand, url: expect.stringMatching(/^https?:\/\//) },
        url: expect.stringMatching(new RegExp(`/news/events/${enEvent}$`)),
        inLanguage: 'en',
      },
    ]);
    expect(res.text).toContain('<strong>curiosity</strong>');
    expect(res.text).toContain(`href="/news/events/${enEvent}.ics" download=""`);
    expect(res.text).toContain(`hreflang="vi" href="http`);
    expect(res.text).toContain(`/vi/news/events/${viHiringDay}"`);
    // Not a hiring day: no jobs.
    expect(res.text).not.toContain('id="event-jobs-title"');
  });

  it('show a hiring day in Vietnamese with the open jobs', async () => {
    const res = await page(`/vi/news/events/${viHiringDay}`);
    expect(res.status).toBe(200);
    const [ld] = jsonLdOf(res.text);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Ngày hội tuyển dụng mùa hè',
      startDate: '2099-06-06T08:00:00+07:00',
      endDate: '2099-06-07T17:00:00+07:00',
      location: { name: 'Cổng chính', address: SITE.parkAddress.VI },
      inLanguage: 'vi',
    });
    expect(res.text).toContain('Ngày hội tuyển dụng</span>');
    expect(res.text).toContain('Hướng dẫn viên');
    expect(res.text).toContain('href="/vi/career/jobs"');
  });

  it('answer 404 for an event in the other language or unknown', async () => {
    for (const path of [`/news/events/${viHiringDay}`, '/news/events/999999']) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      expect(stateOf(res.text), path).toMatchObject({ route: 'notFound' });
    }
    expect((await page(`/news/events/${pastEvent}`)).status).toBe(200);
  });
});
