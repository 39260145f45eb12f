import type { Row } from '../../sections/types.ts';

/** One status's column: the newest cards loaded so far, the status's count, the last page read. */
export interface BoardColumn {
  cards: Row[];
  total: number;
  pageNo: number;
}

export type BoardState = Record<string, BoardColumn>;

export const EMPTY_COLUMN: BoardColumn = { cards: [], total: 0, pageNo: 0 };

/** A column's page read: the first replaces its cards, a later one adds the cards not shown yet. */
export function withPage(
  state: BoardState,
  statusCd: string,
  page: { list: Row[]; total: number; pageNo: number },
  idField: string,
): BoardState {
  const column = state[statusCd] ?? EMPTY_COLUMN;
  const shown = new Set(column.cards.map((card) => card[idField]));
  const cards =
    page.pageNo === 1
      ? page.list
      : [...column.cards, ...page.list.filter((card) => !shown.has(card[idField]))];
  return { ...state, [statusCd]: { cards, total: page.total, pageNo: page.pageNo } };
}

/**
 * A card moved between columns once the server agreed: out of its column, first in the new one
 * with the new status, both counts changed. A card not found (or moved to its own column) changes nothing.
 */
export function moveCard(
  state: BoardState,
  {
    id,
    from,
    to,
    idField,
    changes,
  }: {
    id: number;
    from: string;
    to: string;
    idField: string;
    /** What else the card now says (its new version, or the application as it is now). */
    changes?: Row;
  },
): BoardState {
  const source = state[from] ?? EMPTY_COLUMN;
  const card = source.cards.find((c) => Number(c[idField]) === id);
  if (!card) return state;
  if (from === to)
    return changes
      ? {
          ...state,
          [from]: { ...source, cards: source.cards.map((c) => (c === card ? { ...c, ...changes } : c)) },
        }
      : state;
  const target = state[to] ?? EMPTY_COLUMN;
  return {
    ...state,
    [from]: {
      ...source,
      cards: source.cards.filter((c) => c !== card),
      total: Math.max(0, source.total - 1),
    },
    [to]: {
      ...target,
      cards: [{ ...card, ...changes, statusCd: to }, ...target.cards],
      total: target.total + 1,
    },
  };
}
