// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useI18n } from '../../lib/i18n.tsx';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider, loadAdminTexts, useSetLanguage } from './language.tsx';

afterEach(() => sessionStorage.clear());

/** Shows a text of the catalogue and a number typed in it, and switches to Vietnamese. */
function Screen() {
  const { t } = useI18n();
  const setLanguage = useSetLanguage();
  const [typed, setTyped] = useState(0);
  return createElement(
    'div',
    null,
    createElement('p', { id: 'text' }, t('common.close')),
    createElement(
      'button',
      { id: 'type', type: 'button', onClick: () => setTyped(typed + 1) },
      String(typed),
    ),
    createElement('button', { id: 'vi', type: 'button', onClick: () => setLanguage('vi') }, 'VI'),
  );
}

describe('the admin language', () => {
  it('switches to Vietnamese once its texts are loaded, keeping what the screen holds', async () => {
    const { host } = await mount(createElement(LanguageProvider, null, createElement(Screen)));
    const click = (id: string) => act(async () => host.querySelector<HTMLButtonElement>(`#${id}`)!.click());
    expect(host.querySelector('#text')!.textContent).toBe('Close');
    await click('type');
    await click('vi');
    await act(() => loadAdminTexts('vi'));
    expect(host.querySelector('#text')!.textContent).toBe('Đóng');
    expect(host.querySelector('#type')!.textContent).toBe('1');
    expect(sessionStorage.getItem('kv-admin-language')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('starts in the language the session chose', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    await loadAdminTexts('vi');
    const { host } = await mount(createElement(LanguageProvider, null, createElement(Screen)));
    expect(host.querySelector('#text')!.textContent).toBe('Đóng');
  });
});
