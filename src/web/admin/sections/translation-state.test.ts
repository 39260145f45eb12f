import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.ts';
import { vi } from '../locales/vi.ts';
import { SECTIONS } from './index.ts';

/** The board lists' filters of decision 059, which the start screen's links use. */
describe('the board lists’ out-of-date and soon filters', () => {
  const filtersOf = (key: keyof typeof SECTIONS) => SECTIONS[key].filters?.map((filter) => filter.name);

  it('are offered where the server takes them: out of date on every board, soon on scheduled ones', () => {
    for (const key of ['board/news', 'main/banner', 'board/recruit', 'board/video', 'board/event'] as const)
      expect(filtersOf(key)).toEqual(['outOfDate', 'soon']);
    for (const key of ['board/faq', 'board/partner'] as const) expect(filtersOf(key)).toEqual(['outOfDate']);
    expect(filtersOf('qna/qna')).not.toContain('outOfDate');
    expect(filtersOf('board/application')).not.toContain('outOfDate');
  });

  it('label their choices in both admin languages', () => {
    const news = SECTIONS['board/news'].filters!;
    const labels = (localeCd: 'EN' | 'VI') =>
      news.flatMap((filter) => ('options' in filter ? filter.options(localeCd) : [])).map((o) => o.label);
    expect(labels('EN')).toEqual([
      'Out of date',
      'Going live in the next 7 days',
      'Closing in the next 7 days',
    ]);
    expect(labels('VI')).toEqual(['Cần cập nhật', 'Sắp đăng trong 7 ngày tới', 'Sắp đóng trong 7 ngày tới']);
    for (const catalogue of [en, vi]) {
      expect(catalogue.col.translationState).toBeTruthy();
      expect(catalogue.col.soon).toBeTruthy();
    }
  });
});
