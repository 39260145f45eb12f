import { describe, expect, it } from 'vitest';
import { notFound } from '../errors.ts';
import type { PrivacyNoticeService } from '../modules/privacy-notice/privacy-notice.service.ts';
import { pageReader, type Services, taggingReader } from './loaders.ts';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** Services whose item lookups answer as `get` does. */
const servicesWith = (get: (id: number) => Promise<unknown>) =>
  ({ news: { get, list: async () => ({ list: [], total: 0 }) } }) as unknown as Services;
const notices = (get: () => Promise<unknown>) =>
  ({ get, versions: async () => [] }) as unknown as PrivacyNoticeService;

describe('pageReader', () => {
  it('reads a missing item or notice version as none', async () => {
    const reader = pageReader(
      servicesWith(async () => {
        throw notFound();
      }),
      'en',
      notices(async () => {
        throw notFound();
      }),
    );
    expect(await reader.get('news', 1)).toBeNull();
    expect(await reader.privacyNotice(9)).toBeNull();
  });

  it('lets a database out of reach fail the page (a 503), never pass for a missing item (a 404 caches keep)', async () => {
    const reader = pageReader(
      servicesWith(async () => {
        throw refused();
      }),
      'en',
      notices(async () => {
        throw refused();
      }),
    );
    await expect(reader.get('news', 1)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(reader.privacyNotice()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

describe('taggingReader', () => {
  it('notes the types listed, the items read and the notice as cache tags', async () => {
    const reader = pageReader(
      servicesWith(async () => ({ newsNo: 4, localeCd: 'EN' })),
      'en',
      notices(async () => ({ versionNo: 1, contentsEn: '', contentsVi: '', publishedAt: '' })),
    );
    const seen = taggingReader(reader);
    await seen.reader.list('news');
    await seen.reader.get('news', 4);
    await seen.reader.privacyNotice();
    expect([...seen.tags]).toEqual(['news', 'news-4', 'privacy']);
    expect([...seen.types]).toEqual(['news']);
  });
});
