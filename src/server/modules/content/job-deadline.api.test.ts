import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localePath, PATHS } from '../../../common/paths.ts';
import { sendPurge } from '../../http/cdn.ts';
import { createServices } from '../../services.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { taskLeaseService } from '../retention/task-lease.service.ts';
import { schedulePurger } from './schedule-purge.ts';

/**
 * A job whose deadline passes (decision 060), on the server's clock, which this test moves: up to
 * the minute before it the job is in the list, the feeds, the sitemap and on its page with a
 * JobPosting valid through the deadline; from that minute it is in none of them, its page answers
 * 410 "This position is closed" with noindex and no JobPosting, job alerts never announce it, and
 * the schedule's purge names it to the CDN.
 */
const isSiteBuilt = fs.existsSync('dist/web/server/entry-server.js');

/** The server's clock, moved by the tests (always forwards: the purge's lease remembers its runs). */
let clock = Date.parse('2031-07-01T16:00:00+07:00');
const setVietnamTime = (local: string) => {
  clock = Date.parse(`${local.length === 16 ? `${local}:00` : local}+07:00`);
};
const now = () => new Date(clock);

/** The purge hook's other end: every list of tags it was sent. */
const purged: string[][] = [];
const hook = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    purged.push(JSON.parse(body).tags);
    response.end('{}');
  });
});

let server: TestServer;
let purger: ReturnType<typeof schedulePurger>;
beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  server = await startTestServer({
    now,
    env: { CDN_PURGE_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/purge` },
  });
  const services = createServices(server.deps);
  // As app.ts schedules it, ticked by the test at the clock's time.
  purger = schedulePurger({
    boards: Object.values(services.content),
    lease: taskLeaseService(server.deps.db),
    purge: (tags) =>
      sendPurge(server.deps.config.cdn.purge!, tags, {
        warn: (message) => {
          throw new Error(message);
        },
      }),
  });
});
afterAll(async () => {
  await server?.close();
  hook.close();
});

async function createJob(fields: Record<string, unknown>): Promise<number> {
  const res = await server.admin.post('/api/job', {
    localeCd: 'EN',
    title: `Ride operator ${Math.random().toString(36).slice(2, 8)}`,
    contents: '<p>Summer season</p>',
    dateCd: '10',
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as number;
}

const get = (path: string) => server.api.raw(path, { method: 'GET' });
const listedIds = async (localeCd: string) => {
  const res = await server.api.get('/api/job', { localeCd, pageCnt: 100 });
  expect(res.status).toBe(200);
  return (res.body.data.list as Array<{ jobNo: number }>).map((row) => row.jobNo);
};
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
const stateOf = (html: string) =>
  JSON.parse(/<script id="page-state" type="application\/json"[^>]*>(.*?)<\/script>/.exec(html)![1]!);
/** The job alerts' check as the schedule runs it, at the clock's time: the jobs it announced. */
const announce = async () => {
  await createServices(server.deps).jobAlerts.announceLiveJobs(now());
  const rows = await server.deps.db.selectFrom('job_alert_announced').select('jobNo').execute();
  return rows.map((row) => row.jobNo);
};

/** Every public place a job shows, in its language: list, detail, feed, sitemap. */
async function surfaces(id: number, locale: 'en' | 'vi') {
  const path = localePath(locale, PATHS.job(id));
  return {
    isListed: (await listedIds(locale === 'vi' ? 'VI' : 'EN')).includes(id),
    detail: (await server.api.get(`/api/job/${id}`)).status,
    isInFeed: (await get(localePath(locale, '/career/jobs/feed.xml'))).text.includes(`${path}<`),
    isInSitemap: (await get('/sitemap.xml')).text.includes(`${path}<`),
  };
}

const EVERYWHERE = { isListed: true, detail: 200, isInFeed: true, isInSitemap: true };
/** The API keeps the contract: not public means not found (404). */
const NOWHERE = { isListed: false, detail: 404, isInFeed: false, isInSitemap: false };

describe('a job whose deadline passes', () => {
  let enJob: number;
  let viJob: number;
  const bothJobs = async () => ({ en: await surfaces(enJob, 'en'), vi: await surfaces(viJob, 'vi') });
  beforeAll(async () => {
    setVietnamTime('2031-07-01T16:00');
    enJob = await createJob({ startDt: '2031-06-01', endDt: '2031-07-01', endTime: '17:00' });
    viJob = await createJob({
      localeCd: 'VI',
      title: 'Nhân viên vận hành',
      startDt: '2031-06-01',
      endDt: '2031-07-01',
      endTime: '17:00',
    });
  });

  it('is on every surface until the minute before, with a JobPosting valid through the deadline', async () => {
    setVietnamTime('2031-07-01T16:59:30');
    expect(await bothJobs()).toEqual({ en: EVERYWHERE, vi: EVERYWHERE });
    // Shared caches keep the list no longer than the deadline (decision 041's horizon).
    expect((await server.api.get('/api/job', { localeCd: 'EN' })).headers.get('cache-control')).toContain(
      's-maxage=30,',
    );
    if (!isSiteBuilt) return;
    const page = await get(PATHS.job(enJob));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('s-maxage=30,');
    expect(jsonLdOf(page.text)).toEqual([
      expect.objectContaining({ '@type': 'JobPosting', validThrough: '2031-07-01T17:00:00+07:00' }),
    ]);
  });

  it('leaves the list, detail, feeds and sitemap at the deadline, and its page answers 410 in both languages', async () => {
    setVietnamTime('2031-07-01T17:00');
    expect(await bothJobs()).toEqual({ en: NOWHERE, vi: NOWHERE });
    if (!isSiteBuilt) return;
    for (const [id, locale, closed, jobs] of [
      [enJob, 'en', 'This position is closed', '/career/jobs'],
      [viJob, 'vi', 'Vị trí này đã đóng', '/vi/career/jobs'],
    ] as const) {
      const page = await get(localePath(locale, PATHS.job(id)));
      expect(page.status, locale).toBe(410);
      expect(page.text).toContain(closed);
      expect(page.text).toContain(`<a class="button" href="${jobs}">`);
      expect(page.text).toContain('<meta name="robots" content="noindex">');
      expect(jsonLdOf(page.text)).toEqual([]);
      expect(stateOf(page.text)).toMatchObject({ route: 'jobClosed', data: null });
      // Shared like a 404, and named by the item, so a save that opens it again purges it.
      expect(page.headers.get('cache-control')).toMatch(/^public, /);
      expect(page.headers.get('cache-tag')?.split(',')).toContain(`job-${id}`);
      // Its application form's page too: a link kept from before the deadline says why.
      expect((await get(localePath(locale, PATHS.apply(id)))).status, locale).toBe(410);
    }
  });

  it('is never announced by job alerts once closed', async () => {
    expect(await announce()).not.toContain(enJob);
    setVietnamTime('2031-07-01T17:05');
    expect(await announce()).not.toContain(enJob);
    expect(await announce()).not.toContain(viJob);
  });
});

describe('the purge of a closing job', () => {
  it('names the job and its list to the CDN at the minute it closes, once across instances', async () => {
    setVietnamTime('2031-07-02T09:00');
    const id = await createJob({ startDt: '2031-07-01', endDt: '2031-07-02', endTime: '09:02' });
    const other = await createJob({ startDt: '2031-07-01', endDt: '2031-07-02', endTime: '10:00' });
    // The saves' own purges have arrived: what follows is the schedule's alone.
    await vi.waitFor(() => expect(purged.flat()).toContain(`job-${other}`));
    setVietnamTime('2031-07-02T09:01:10');
    expect(await purger.tick(now())).toEqual([]);
    // The same minute again (another instance's check): not its turn.
    setVietnamTime('2031-07-02T09:01:50');
    expect(await purger.tick(now())).toBeNull();
    purged.length = 0;
    setVietnamTime('2031-07-02T09:02:05');
    expect(await purger.tick(now())).toEqual(['job', `job-${id}`]);
    expect(purged).toEqual([['job', `job-${id}`]]);
    expect(await purger.tick(now())).toBeNull();
    // Nothing more closes until the other job's minute; a pause of several minutes loses nothing.
    setVietnamTime('2031-07-02T09:03:05');
    expect(await purger.tick(now())).toEqual([]);
    setVietnamTime('2031-07-02T10:04:00');
    expect(await purger.tick(now())).toEqual(['job', `job-${other}`]);
  });

  it('names a job closing at the end of its last day at midnight', async () => {
    setVietnamTime('2031-07-03T23:58:30');
    const id = await createJob({ startDt: '2031-07-01', endDt: '2031-07-03' });
    expect(await purger.tick(now())).toEqual([]);
    setVietnamTime('2031-07-03T23:59:30');
    expect(await purger.tick(now())).toEqual([]);
    setVietnamTime('2031-07-04T00:00:10');
    expect(await purger.tick(now())).toEqual(['job', `job-${id}`]);
    if (!isSiteBuilt) return;
    expect((await get(PATHS.job(id))).status).toBe(410);
  });
});

describe('the purge of other scheduled items', () => {
  it('names a news item at its takeDownAt minute', async () => {
    setVietnamTime('2031-07-04T08:00:10');
    const res = await server.admin.post('/api/news', {
      localeCd: 'EN',
      typeCd: '10',
      title: 'Summer opening hours',
      contents: '<p>Until the 4th</p>',
      takeDownAt: '2031-07-04T08:02',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await purger.tick(now())).toEqual([]);
    setVietnamTime('2031-07-04T08:02:01');
    expect(await purger.tick(now())).toEqual(['news', `news-${res.body.data}`]);
  });
});

describe.skipIf(!isSiteBuilt)('a job page that is not closed but not public (needs npm run build)', () => {
  it('stays 404: hidden, deleted, never public, not yet open, or in the other language', async () => {
    setVietnamTime('2031-07-05T12:00');
    const past = { startDt: '2031-06-01', endDt: '2031-07-01' };
    const hidden = await createJob({ ...past, useYn: 'N' });
    const deleted = await createJob(past);
    expect((await server.admin.delete('/api/job', [deleted])).status).toBe(200);
    const draft = await createJob({ dateCd: '30' });
    const upcoming = await createJob({ startDt: '2031-08-01', endDt: '2031-08-31' });
    const closedVi = await createJob({ ...past, localeCd: 'VI', title: 'Đã đóng' });
    for (const path of [
      PATHS.job(hidden),
      PATHS.job(deleted),
      PATHS.job(draft),
      PATHS.job(upcoming),
      PATHS.job(closedVi),
      localePath('vi', PATHS.job(closedVi)).replace(String(closedVi), '999999'),
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(stateOf(page.text), path).toMatchObject({ route: 'notFound' });
    }
    expect((await get(localePath('vi', PATHS.job(closedVi)))).status).toBe(410);
  });
});
