import { describe, expect, it } from 'vitest';
import { eventIso, eventTimeRange } from './event-dates.ts';
import { eventFilterOf, eventListLink } from './event-list.ts';

describe('event times', () => {
  it('show one day with its time range in each language', () => {
    expect(eventTimeRange('2026-12-12T09:00', '2026-12-12T16:00', 'en')).toBe('Sat 12 Dec 2026, 09:00–16:00');
    expect(eventTimeRange('2026-12-12T09:00', '2026-12-12T16:00', 'vi')).toBe(
      'Thứ Bảy, 12/12/2026, 09:00–16:00',
    );
  });

  it('name both days of an event over several days', () => {
    expect(eventTimeRange('2026-12-31T18:00', '2027-01-01T02:00', 'en')).toBe(
      'Thu 31 Dec 2026, 18:00 – Fri 1 Jan 2027, 02:00',
    );
    expect(eventTimeRange('2026-12-31T18:00', '2027-01-01T02:00', 'vi')).toBe(
      'Thứ Năm, 31/12/2026, 18:00 – Thứ Sáu, 01/01/2027, 02:00',
    );
  });

  it('are Vietnam time in ISO 8601', () => {
    expect(eventIso('2026-12-12T09:00')).toBe('2026-12-12T09:00:00+07:00');
  });
});

describe('event list filter', () => {
  it('reads the tab and kind of a URL, anything unknown as the default', () => {
    expect(eventFilterOf({})).toEqual({ when: 'upcoming', kind: '' });
    expect(eventFilterOf({ when: 'past', kind: '20' })).toEqual({ when: 'past', kind: '20' });
    expect(eventFilterOf({ when: 'soon', kind: '99' })).toEqual({ when: 'upcoming', kind: '' });
  });

  it('links a filter with its defaults left out', () => {
    expect(eventListLink('/vi/news/events', { when: 'upcoming', kind: '' })).toBe('/vi/news/events');
    expect(eventListLink('/news/events', { when: 'past', kind: '20' })).toBe(
      '/news/events?when=past&kind=20',
    );
  });
});
