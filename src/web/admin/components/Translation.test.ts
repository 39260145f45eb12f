// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useI18n } from '../../lib/i18n.tsx';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider, loadAdminTexts } from '../lib/language.tsx';
import { RouterProvider } from '../lib/router.tsx';
import { SessionProvider } from '../lib/session.tsx';
import { SECTIONS } from '../sections/index.ts';
import { contentLocaleOf, TranslationLink } from './Translation.tsx';

// The Vietnamese texts load when chosen (lib/language.tsx): here before any test renders.
beforeAll(() => loadAdminTexts('vi'));

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** What the admin's interface speaks. */
function Interface() {
  const { locale } = useI18n();
  return createElement('output', null, locale);
}

async function mountLink(record: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            data: { id: 1, userNo: 1, username: 'admin', settings: ['0ALL'] },
          }),
          { status: 200 },
        ),
    ),
  );
  window.history.replaceState(null, '', `/admin/board/news/detail/${record.newsNo}`);
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(
        SessionProvider,
        null,
        createElement(
          RouterProvider,
          null,
          createElement(Interface),
          createElement(TranslationLink, { section: SECTIONS['board/news'], record }),
        ),
      ),
    ),
  );
  await act(async () => {});
  return host;
}

describe('linked translations leave the editor’s language alone', () => {
  it('"Add the Vietnamese version" opens the add form and keeps the admin in English', async () => {
    const host = await mountLink({ newsNo: 7, localeCd: 'EN', translations: { EN: 7 } });
    const add = [...host.querySelectorAll('button')].find(
      (b) => b.textContent === 'Add the Vietnamese version',
    )!;
    await act(async () => add.click());
    expect(window.location.pathname + window.location.search).toBe('/admin/board/news/add?translationOf=7');
    expect(host.querySelector('output')?.textContent).toBe('en');
    expect(sessionStorage.getItem('kv-admin-language')).not.toBe('vi');
    expect(document.documentElement.lang).toBe('en');
  });

  it('"Open the English version" keeps a Vietnamese admin in Vietnamese', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    const host = await mountLink({ newsNo: 8, localeCd: 'VI', translations: { EN: 9, VI: 8 } });
    const open = host.querySelector('a')!;
    expect(open.textContent).toBe('Mở bản tiếng Anh');
    await act(async () =>
      open.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })),
    );
    expect(window.location.pathname).toBe('/admin/board/news/detail/9');
    expect(host.querySelector('output')?.textContent).toBe('vi');
  });

  it('gives the form the item’s language: a translation is in the other language of what it translates', () => {
    expect(contentLocaleOf({ record: null, source: { row: { localeCd: 'EN' } }, adminLocaleCd: 'EN' })).toBe(
      'VI',
    );
    expect(contentLocaleOf({ record: null, source: { row: { localeCd: 'VI' } }, adminLocaleCd: 'VI' })).toBe(
      'EN',
    );
    expect(contentLocaleOf({ record: { localeCd: 'VI' }, source: null, adminLocaleCd: 'EN' })).toBe('VI');
    expect(contentLocaleOf({ record: null, source: null, adminLocaleCd: 'VI' })).toBe('VI');
    expect(contentLocaleOf({ record: null, source: { error: 'gone' }, adminLocaleCd: 'EN' })).toBe('EN');
  });
});
