import { describe, expect, it } from 'vitest';
import { loadPage, matchRoute, render } from '../../entry-server.tsx';
import type { PageDataReader } from '../page-data.ts';

const unusedReader: PageDataReader = {
  list: () => Promise.reject(new Error('the inquiry page reads no rows')),
  get: () => Promise.reject(new Error('the inquiry page reads no rows')),
  hasEnded: () => Promise.reject(new Error('the inquiry page reads no rows')),
  privacyNotice: () =>
    Promise.resolve({
      versionNo: 3,
      contents: '## Notice',
      publishedAt: '2026-11-25T07:02:00.000Z',
      versions: [],
    }),
};

describe('the inquiry page', () => {
  it.each(['en', 'vi'] as const)(
    'gets the retention from the server settings its loader is given (%s)',
    async (locale) => {
      const route = matchRoute('/partner/partnership-inquiry');
      const loaded = await loadPage(route, {
        locale,
        origin: 'https://www.kidventure.example',
        read: unusedReader,
        settings: {
          uploadLimitMb: 10,
          applicationRetentionDays: 183,
          inquiryRetentionDays: 45,
          historyRetentionDays: 365,
        },
      });
      expect(loaded).toEqual({ data: { retentionDays: 45, isSent: false, posted: null, privacyVersion: 3 } });
      const { html } = render({
        route: route.id,
        locale,
        path: '/partner/partnership-inquiry',
        params: route.params,
        data: (loaded as { data: unknown }).data,
      });
      expect(html).toContain('class="inquiry-form"');
    },
  );
});
