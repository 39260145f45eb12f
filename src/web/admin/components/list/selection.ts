import { LIMITS } from '../../../../common/codes.ts';
import { api, type ListResult, type Query } from '../../lib/api.ts';
import type { Row } from '../../sections/types.ts';

/** The most rows "Select all matching" chooses (decision 055); the screen says so when there are more. */
export const SELECT_ALL_MAX = 5000;

/** The page's rows all chosen, or none of them when they all were. */
export function togglePage(checked: readonly number[], pageIds: readonly number[]): number[] {
  const isAll = pageIds.length > 0 && pageIds.every((id) => checked.includes(id));
  return isAll ? checked.filter((id) => !pageIds.includes(id)) : [...new Set([...checked, ...pageIds])];
}

/** One row chosen or unchosen. */
export function toggleRow(checked: readonly number[], id: number): number[] {
  return checked.includes(id) ? checked.filter((c) => c !== id) : [...checked, id];
}

/** `ids` in slices of at most `size`, in order (the bulk calls' limit). */
export function chunksOf<T>(ids: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let at = 0; at < ids.length; at += size) chunks.push(ids.slice(at, at + size));
  return chunks;
}

/**
 * The ids of every row the list's `query` matches, at most SELECT_ALL_MAX, read with the list API
 * itself (its largest pages, a few at a time), so they are exactly the rows the filter shows.
 */
export async function matchingIds({
  path,
  idField,
  query,
  total,
}: {
  path: string;
  idField: string;
  query: Query;
  total: number;
}): Promise<number[]> {
  const pageCnt = LIMITS.maxPageSize;
  const pages = Array.from({ length: Math.ceil(Math.min(total, SELECT_ALL_MAX) / pageCnt) }, (_, i) => i + 1);
  const ids: number[] = [];
  for (const batch of chunksOf(pages, 4)) {
    const results = await Promise.all(
      batch.map((pageNo) => api.get<ListResult<Row>>(path, { ...query, pageNo, pageCnt })),
    );
    for (const result of results) ids.push(...result.list.map((row) => Number(row[idField])));
  }
  return [...new Set(ids)].slice(0, SELECT_ALL_MAX);
}
