// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mount } from '../../../lib/test-dom.ts';
import { LanguageProvider } from '../../lib/language.tsx';
import { SECTIONS } from '../../sections/index.ts';
import { SearchBar } from './SearchBar.tsx';

async function mountBar(key: keyof typeof SECTIONS) {
  // The filters' options (the jobs applied for) are asked of the API: none here.
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ success: true, data: { list: [], total: 0 } })),
  );
  const section = SECTIONS[key];
  const { host } = await mount(
    createElement(
      LanguageProvider,
      null,
      createElement(SearchBar, {
        section: { ...section, filters: [] },
        draft: { searchType: section.searchTypes[0] ?? '', searchText: '' },
        onDraft: () => {},
        onFilter: () => {},
        onSearch: () => {},
      }),
    ),
  );
  return host;
}

describe('the search bar', () => {
  it('says the one thing a list searches by as the field’s name, not as a select of one', async () => {
    expect(SECTIONS['board/application'].searchTypes).toHaveLength(1);
    const host = await mountBar('board/application');
    expect(host.querySelector('select[aria-label="Search by"]')).toBeNull();
    const field = host.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(field.closest('label')?.textContent).toContain('Name or e-mail');
    expect(field.getAttribute('aria-label')).toBeNull();
  });

  it('offers the choice where a list searches by several', async () => {
    const host = await mountBar('board/news');
    const select = host.querySelector<HTMLSelectElement>('select[aria-label="Search by"]')!;
    expect([...select.options].length).toBeGreaterThan(1);
    expect(host.querySelector('input[type="search"]')?.getAttribute('aria-label')).toBe('Search text');
  });
});
