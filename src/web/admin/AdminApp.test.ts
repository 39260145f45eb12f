// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mount } from '../lib/test-dom.ts';
import { CrashGuard } from './AdminApp.tsx';
import { LanguageProvider, loadAdminTexts } from './lib/language.tsx';

// The Vietnamese texts load when chosen (lib/language.tsx): here before any test renders.
beforeAll(() => loadAdminTexts('vi'));

afterEach(async () => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const Broken = (): never => {
  throw new Error('screen bug');
};

async function renderBroken() {
  // React reports the caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { host } = await mount(
    createElement(LanguageProvider, null, createElement(CrashGuard, null, createElement(Broken))),
  );
  return host.querySelector('[role="alert"]');
}

describe('the admin error boundary', () => {
  it('shows a message and a reload button instead of a blank screen', async () => {
    const alert = await renderBroken();
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.textContent).toContain('Reload the page to continue');
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    await act(async () => alert?.querySelector('button')?.click());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('speaks the admin language', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    const alert = await renderBroken();
    expect(alert?.querySelector('h1')?.textContent).toBe('Đã xảy ra lỗi');
    expect(alert?.querySelector('button')?.textContent).toBe('Tải lại trang');
  });
});
