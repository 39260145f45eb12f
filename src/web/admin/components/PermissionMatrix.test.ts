// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIONS, EDITED_PAGES, PAGES } from '../../../common/permissions.ts';
import { mount } from '../../lib/test-dom.ts';
import { LanguageProvider, loadAdminTexts } from '../lib/language.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';

// The Vietnamese texts load when chosen (lib/language.tsx): here before any test renders.
beforeAll(() => loadAdminTexts('vi'));

afterEach(() => sessionStorage.clear());

async function matrix(settings: string[], onChange = vi.fn()) {
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(PermissionMatrix, { settings, isSystemManager: false, labelledBy: 'x', onChange }),
    ),
  );
  const box = (name: string) => host.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`);
  return { host, box, onChange };
}

describe('PermissionMatrix', () => {
  it('has a row per page, Applications under Board with Read, Edit and Delete (nobody adds one)', async () => {
    const { host, box } = await matrix(['rBoardApplication']);
    const rows = [...host.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(rows).toHaveLength(PAGES.length);
    expect(rows[rows.indexOf('Board › Partner') + 1]).toBe('Board › Events');
    expect(rows[rows.indexOf('Board › Events') + 1]).toBe('Board › Application');
    // No Add box on Applications and Personal data.
    expect(host.querySelectorAll('tbody input')).toHaveLength(
      PAGES.length * ACTIONS.length - 2 + EDITED_PAGES.length,
    );
    expect(box('User › Personal data: Add')).toBeFalsy();
    expect(box('Board › Application: Add')).toBeFalsy();
    expect(box('Board › Partner: Add')).toBeTruthy();
    expect(box('Board › Events: Add')).toBeTruthy();
    expect(box('Board › Application: Read')?.checked).toBe(true);
    expect(box('Board › Application: Edit')?.checked).toBe(false);
  });

  it('grants and takes the Application rights like any other', async () => {
    const { box, onChange } = await matrix(['rBoardApplication']);
    await act(async () => box('Board › Application: Edit')?.click());
    expect(onChange).toHaveBeenLastCalledWith(['rBoardApplication', 'eBoardApplication']);
    await act(async () => box('Board › Application: Read')?.click());
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('has a Publish box on the pages staff write only (decision 058)', async () => {
    const { host, box, onChange } = await matrix(['eBoardNews']);
    expect([...host.querySelectorAll('thead th')].map((th) => th.textContent)).toContain('Publish');
    expect(box('Board › News: Publish')?.checked).toBe(false);
    expect(box('Main › Banner: Publish')).toBeTruthy();
    expect(box('Board › Application: Publish')).toBeFalsy();
    expect(box('QnA › QnA: Publish')).toBeFalsy();
    await act(async () => box('Board › News: Publish')?.click());
    expect(onChange).toHaveBeenLastCalledWith(['eBoardNews', 'pBoardNews']);
  });

  it('names the row in Vietnamese', async () => {
    sessionStorage.setItem('kv-admin-language', 'vi');
    const { box } = await matrix([]);
    expect(box('Bảng tin › Hồ sơ ứng tuyển: Xóa')).not.toBeNull();
    expect(box('Bảng tin › Tin tức: Xuất bản')).not.toBeNull();
  });
});
