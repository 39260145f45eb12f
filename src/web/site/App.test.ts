// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../lib/test-dom.ts';
import { catalogueOf } from '../locales/catalogue.ts';
import { App, type PageState } from './App.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
});

const state = (overrides: Partial<PageState> = {}): PageState => ({
  route: 'mission',
  locale: 'en',
  path: '/company/mission',
  params: {},
  data: null,
  ...overrides,
});

async function render(pageState: PageState, Page: () => never | null) {
  // The shell's sections alone (and the preview's on a preview): what every page gets besides its own.
  const messages = catalogueOf(pageState.locale, pageState.isPreview ? ['preview'] : []);
  const { host, unmount } = await mount(createElement(App, { state: pageState, messages, Page }));
  return Object.assign(host, { unmount });
}

const Broken = (): never => {
  throw new Error('page bug');
};

describe('the site shell', () => {
  it('shows a message with a reload button instead of a blank page when a page throws', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = await render(state({ locale: 'vi' }), Broken);
    const alert = page.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Đã xảy ra lỗi');
    expect(alert?.textContent).toContain('Tải lại trang thường sẽ khắc phục được');
    // The header and footer stay, so the visitor can go elsewhere.
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await act(async () => alert?.querySelector('button')?.click());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('marks a preview as not public, and only a preview', async () => {
    const preview = await render(state({ isPreview: true }), () => null);
    expect(preview.querySelector('aside.preview-marker')?.textContent).toContain('Preview — not public');
    await preview.unmount();
    const page = await render(state(), () => null);
    expect(page.querySelector('.preview-marker')).toBeNull();
  });
});
