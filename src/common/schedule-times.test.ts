import { describe, expect, it } from 'vitest';
import { minuteOf, vietnamLocal, vietnamLocalToUtc } from './schedule-times.ts';

describe('schedule instants (decision 035)', () => {
  it('reads a Vietnamese YYYY-MM-DDTHH:MM as its UTC instant, across the UTC day', () => {
    expect(vietnamLocalToUtc('2026-06-01T07:30')).toBe('2026-06-01T00:30:00.000Z');
    expect(vietnamLocalToUtc('2026-01-01T03:00')).toBe('2025-12-31T20:00:00.000Z');
  });

  it.each([
    '2026-06-01 07:30',
    '2026-06-01T7:30',
    '2026-02-30T10:00',
    '2026-06-01T24:00',
    '2026-06-01T07:30:00',
    '',
  ])('refuses %j', (local) => {
    expect(vietnamLocalToUtc(local)).toBeNull();
  });

  it('answers an instant in Vietnam time, the way it was typed', () => {
    expect(vietnamLocal('2025-12-31T20:00:00.000Z')).toBe('2026-01-01T03:00');
    expect(vietnamLocal(vietnamLocalToUtc('2026-06-30T23:59')!)).toBe('2026-06-30T23:59');
  });

  it('drops the seconds of the minute visibility is judged at', () => {
    expect(minuteOf(new Date('2026-06-01T00:30:59.999Z'))).toBe('2026-06-01T00:30:00.000Z');
    expect(minuteOf(new Date('2026-06-01T00:31:00.000Z'))).toBe('2026-06-01T00:31:00.000Z');
  });
});
