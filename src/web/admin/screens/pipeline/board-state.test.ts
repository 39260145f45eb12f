import { describe, expect, it } from 'vitest';
import { type BoardState, moveCard, withPage } from './board-state.ts';

const idField = 'applicationNo';
const card = (no: number, statusCd: string) => ({ applicationNo: no, statusCd, name: `A${no}` });

describe('the board', () => {
  const state: BoardState = {
    '10': { cards: [card(3, '10'), card(2, '10')], total: 7, pageNo: 1 },
    '30': { cards: [card(1, '30')], total: 1, pageNo: 1 },
  };

  it('moves a card to the top of its new column with the new status, and both counts follow', () => {
    const next = moveCard(state, { id: 2, from: '10', to: '30', idField });
    expect(next['10']).toEqual({ cards: [card(3, '10')], total: 6, pageNo: 1 });
    expect(next['30']).toEqual({ cards: [card(2, '30'), card(1, '30')], total: 2, pageNo: 1 });
    // A column never loaded gets its first card.
    expect(moveCard(state, { id: 3, from: '10', to: '60', idField })['60']).toEqual({
      cards: [card(3, '60')],
      total: 1,
      pageNo: 0,
    });
  });

  it('changes nothing for a card it does not hold or a move to the same column', () => {
    expect(moveCard(state, { id: 9, from: '10', to: '30', idField })).toBe(state);
    expect(moveCard(state, { id: 3, from: '10', to: '10', idField })).toBe(state);
  });

  it('carries what the card now says: its next version after a move, the application as it is now after a refused one', () => {
    const moved = moveCard(state, { id: 2, from: '10', to: '30', idField, changes: { version: 2 } });
    expect(moved['30']?.cards[0]).toEqual({ ...card(2, '30'), version: 2 });
    const stayed = moveCard(state, {
      id: 3,
      from: '10',
      to: '10',
      idField,
      changes: { version: 4, note: 'x' },
    });
    expect(stayed['10']?.cards[0]).toEqual({ ...card(3, '10'), version: 4, note: 'x' });
    expect(stayed['10']?.total).toBe(7);
  });

  it('replaces a column with its first page and adds later pages without repeating a card', () => {
    const first = withPage({}, '10', { list: [card(5, '10')], total: 3, pageNo: 1 }, idField);
    expect(first['10']).toEqual({ cards: [card(5, '10')], total: 3, pageNo: 1 });
    const more = withPage(
      first,
      '10',
      { list: [card(5, '10'), card(4, '10')], total: 3, pageNo: 2 },
      idField,
    );
    expect(more['10']!.cards.map((c) => c.applicationNo)).toEqual([5, 4]);
  });
});
