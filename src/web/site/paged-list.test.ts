import { describe, expect, it } from 'vitest';
import type { ListQuery } from './page-data.ts';
import { pageAnchor, pageLink, pageOf, readPages } from './paged-list.ts';

/** A list of `total` numbered rows read as the public API reads it. */
const rowsOf = (total: number) => {
  const reads: ListQuery[] = [];
  const read = async (query: ListQuery) => {
    reads.push(query);
    const size = query.pageCnt ?? 10;
    const from = ((query.pageNo ?? 1) - 1) * size;
    return {
      list: Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => from + i + 1),
      total,
    };
  };
  return { read, reads };
};

describe('a View more list from its URL (decision 030)', () => {
  it('reads a whole number page from the query, 1 for anything else', () => {
    const pages = ['', '0', '-2', '1.5', 'x', '3'].map((page) => pageOf(page ? { page } : {}));
    expect(pages).toEqual([1, 1, 1, 1, 1, 3]);
  });

  it('shows pages 1 to N in one read while they fit in one list call', async () => {
    const { read, reads } = rowsOf(50);
    const shown = await readPages(read, 7, 3);
    expect(shown).toMatchObject({ page: 3, firstPage: 1, total: 50 });
    expect(shown.list).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(reads).toEqual([{ pageNo: 1, pageCnt: 21 }]);
  });

  it('shows a page past 100 rows alone, and the last page for one past the end', async () => {
    const { read } = rowsOf(500);
    expect(await readPages(read, 7, 20)).toMatchObject({
      page: 20,
      firstPage: 20,
      list: [134, 135, 136, 137, 138, 139, 140],
    });
    expect(await readPages(rowsOf(10).read, 7, 9)).toMatchObject({
      page: 2,
      firstPage: 1,
      list: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    expect(await readPages(rowsOf(0).read, 7, 4)).toMatchObject({ page: 1, list: [] });
  });

  it('links a page with the list’s other parameters and scrolls to its first item', () => {
    expect(pageLink('/vi/career/jobs', 2, { q: 'bếp', in: undefined })).toBe(
      '/vi/career/jobs?q=b%E1%BA%BFp&page=2#page-2',
    );
    expect(pageLink('/career/faqs', 1)).toBe('/career/faqs');
    expect([0, 1, 7, 14].map((i) => pageAnchor(i, 7, 1))).toEqual(['page-1', undefined, 'page-2', 'page-3']);
    expect(pageAnchor(0, 7, 20)).toBe('page-20');
  });
});
