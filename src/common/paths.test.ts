import { describe, expect, expectTypeOf, it } from 'vitest';
import { ABOUT_TABS, listPathOf, matchRoute, PATHS, queryString, type RouteId } from './paths.ts';

describe('public paths', () => {
  it('builds the spec paths', () => {
    expect(PATHS.home).toBe('/');
    expect(PATHS.about).toBe('/company/about');
    expect(PATHS.aboutTab('business-area')).toBe('/company/about/business-area');
    expect(PATHS.jobs).toBe('/career/jobs');
    expect(PATHS.job(7)).toBe('/career/jobs-detail/7');
    expect(PATHS.news(12)).toBe('/news/detail/12');
    expectTypeOf(PATHS.partners).toEqualTypeOf<'/partner/partner-company'>();
    expectTypeOf(PATHS.job).parameter(0).toEqualTypeOf<number>();
  });

  it('matches what it builds, for every route', () => {
    const built: Array<[string, RouteId, Record<string, string>]> = [
      [PATHS.home, 'home', {}],
      [PATHS.about, 'about', {}],
      ...ABOUT_TABS.map((tab): [string, RouteId, Record<string, string>] => [
        PATHS.aboutTab(tab),
        'about',
        { tab },
      ]),
      [PATHS.mission, 'mission', {}],
      [PATHS.history, 'history', {}],
      [PATHS.location, 'location', {}],
      [PATHS.people, 'people', {}],
      [PATHS.hr, 'hr', {}],
      [PATHS.jobs, 'jobs', {}],
      [PATHS.faqs, 'faqs', {}],
      [PATHS.job(7), 'job', { jobNo: '7' }],
      [PATHS.partners, 'partners', {}],
      [PATHS.inquiry, 'inquiry', {}],
      [PATHS.press, 'press', {}],
      [PATHS.videos, 'videos', {}],
      [PATHS.news(1234567890), 'news', { newsNo: '1234567890' }],
    ];
    for (const [path, id, params] of built) {
      expect(matchRoute(path), path).toEqual({ id, params, query: {} });
      if (path !== '/') expect(matchRoute(`${path}/`), `${path}/`).toEqual({ id, params, query: {} });
    }
  });

  it('answers notFound for anything else', () => {
    for (const path of [
      '/nowhere',
      '/career',
      '/career/jobs/extra',
      '/company/about/other',
      '/company/about/ci/x',
      '/career/jobs-detail/',
      '/career/jobs-detail/abc',
      '/career/jobs-detail/-1',
      '/career/jobs-detail/12345678901',
      '/news/detail/1.5',
      '/CAREER/JOBS',
      '//',
    ])
      expect(matchRoute(path), path).toEqual({ id: 'notFound', params: {}, query: {} });
  });

  it("keeps only the query parameters a route declares, in the route's order", () => {
    expect(matchRoute(PATHS.jobs, '?utm_source=x&page=2&q=b%C3%A1nh&in=contents&q=second')).toEqual({
      id: 'jobs',
      params: {},
      query: { q: 'bánh', in: 'contents', page: '2' },
    });
    expect(matchRoute(PATHS.jobs, `q=${'x'.repeat(500)}`).query.q).toHaveLength(200);
    expect(matchRoute(PATHS.videos, '?page=2').query).toEqual({});
    expect(queryString({ q: 'a b', in: undefined, page: 2 })).toBe('?q=a+b&page=2');
    expect(queryString({ q: '' })).toBe('');
  });

  it('makes every spelling of a source one query: normalised, utm_source folded in, none for direct', () => {
    const job = PATHS.job(3);
    expect(matchRoute(job, '?utm_source=Facebook%20Ads').query).toEqual({ source: 'facebook-ads' });
    expect(matchRoute(job, '?source=FACEBOOK-ads&utm_source=x').query).toEqual({ source: 'facebook-ads' });
    expect(matchRoute(job, '?source=%21%21%21').query).toEqual({});
    expect(matchRoute(PATHS.apply(3), '?utm_source=Zalo&sent=1').query).toEqual({
      sent: '1',
      source: 'zalo',
    });
  });

  it('leads detail pages to their list', () => {
    expect(listPathOf(PATHS.job(3))).toBe(PATHS.jobs);
    expect(listPathOf(PATHS.news(3))).toBe(PATHS.press);
    expect(listPathOf(PATHS.jobs)).toBeUndefined();
  });
});
