import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, startFromVersion } from './api.ts';

/**
 * The one client sends back the version each item was loaded at (decision 057): the detail's ETag
 * goes with the saves of that item as If-Match, unless the body names a version itself.
 */
type Call = { path: string; headers: Record<string, string> };
const calls: Call[] = [];

function serve(answer: (path: string) => { status?: number; etag?: string; body: unknown }) {
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    calls.push({ path, headers: (init.headers ?? {}) as Record<string, string> });
    const { status = 200, etag, body } = answer(path);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
    });
  });
}
const ok = (data: unknown) => ({ success: true, data });
const lastIfMatch = () => calls.at(-1)?.headers['if-match'];

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('versions sent with saves', () => {
  it('sends the loaded version with the item’s save, its draft, publishing and restoring, not with other calls', async () => {
    serve((path) =>
      path === '/api/news/5' ? { etag: '"7"', body: ok({ version: 7 }) } : { body: ok('OK') },
    );
    await api.get('/api/news/5');
    await api.post('/api/news/5/draft', {});
    expect(lastIfMatch()).toBe('"7"');
    await api.post('/api/news/5/revisions/12/restore');
    expect(lastIfMatch()).toBe('"7"');
    await api.post('/api/news/5/message', {});
    expect(lastIfMatch()).toBeUndefined();
    await api.post('/api/news/6', {});
    expect(lastIfMatch()).toBeUndefined();
  });

  it('lets a body that names its version speak for itself, and forgets the version once a save made a new one', async () => {
    serve((path) => (path === '/api/qna/3' ? { etag: '"2"', body: ok({}) } : { body: ok('OK') }));
    await api.get('/api/qna/3');
    await api.post('/api/qna/3', { statusCd: '20', version: 2 });
    expect(lastIfMatch()).toBeUndefined();
    const form = new FormData();
    form.set('version', '2');
    await api.post('/api/qna/3', form);
    expect(lastIfMatch()).toBeUndefined();
    await api.post('/api/qna/3', { statusCd: '20' });
    expect(lastIfMatch()).toBe('"2"');
    await api.post('/api/qna/3', { statusCd: '10' });
    expect(lastIfMatch()).toBeUndefined();
  });

  it('answers a stale save with the conflict’s data; a choice made starts the next save from the version now', async () => {
    const conflict = { current: { version: 9 }, savedBy: 'lan', savedAt: '2026-11-27T10:00:00.000Z' };
    serve((path) =>
      path === '/api/faq/1'
        ? { etag: '"8"', body: ok({ version: 8 }) }
        : { status: 409, body: { success: false, code: 'conflict', message: 'Stale', data: conflict } },
    );
    await api.get('/api/faq/1');
    serve(() => ({
      status: 409,
      body: { success: false, code: 'conflict', message: 'Stale', data: conflict },
    }));
    const error = await api.post('/api/faq/1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).data).toEqual(conflict);
    expect(lastIfMatch()).toBe('"8"');
    startFromVersion('/api/faq/1', 9);
    await api.post('/api/faq/1', {}).catch(() => undefined);
    expect(lastIfMatch()).toBe('"9"');
  });
});
