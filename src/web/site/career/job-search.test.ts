import { describe, expect, it } from 'vitest';
import { choiceFor, choicesOf, isNarrowed, jobListQuery, jobSearchOf, jobSearchQuery } from './job-search.ts';

describe("the job list's search and filters in its URL (decision 031)", () => {
  it('reads the type from its lower-case, hyphenated spelling, and nothing from an unknown one', () => {
    expect(jobSearchOf({ type: 'part-time' }).type).toBe('PART_TIME');
    expect(jobSearchOf({ type: 'Full-Time ' }).type).toBe('FULL_TIME');
    expect(jobSearchOf({ type: 'PART_TIME' }).type).toBe('');
    expect(jobSearchOf({ type: 'seasonal' }).type).toBe('');
  });

  it('keeps location and department as typed, trimmed', () => {
    expect(jobSearchOf({ location: ' Hà Nội ', department: 'Guest Services' })).toMatchObject({
      location: 'Hà Nội',
      department: 'Guest Services',
    });
  });

  it('writes a search back as the URL it came from, defaults left out', () => {
    const query = { q: 'host', in: 'contents', type: 'part-time', location: 'hanoi', department: 'Events' };
    expect(jobSearchQuery(jobSearchOf(query))).toEqual(query);
    expect(jobSearchQuery(jobSearchOf({ in: 'contents' }))).toEqual({
      q: undefined,
      in: undefined,
      type: undefined,
      location: undefined,
      department: undefined,
    });
  });

  it('asks the API with its codes, no empty filter sent', () => {
    expect(jobListQuery(jobSearchOf({ type: 'intern', location: 'hanoi' }))).toEqual({
      searchType: 'title',
      searchText: '',
      employmentType: 'INTERN',
      location: 'hanoi',
      department: undefined,
    });
  });

  it('tells a narrowed list from the whole one', () => {
    expect(isNarrowed(jobSearchOf({ in: 'contents', page: '2' }))).toBe(false);
    expect(isNarrowed(jobSearchOf({ department: 'Events' }))).toBe(true);
  });

  it("offers each value once per fold, in the language's order", () => {
    expect(choicesOf(['Hanoi', 'Ho Chi Minh City', ' hanoi', '', 'Da Nang'], 'en')).toEqual([
      'Da Nang',
      'Hanoi',
      'Ho Chi Minh City',
    ]);
    expect(choicesOf(['Thành phố Hồ Chí Minh', 'Hà Nội', 'Ha Noi', 'Đà Nẵng'], 'vi')).toEqual([
      'Đà Nẵng',
      'Hà Nội',
      'Thành phố Hồ Chí Minh',
    ]);
  });

  it('shows a value from the URL as the choice it names', () => {
    expect(choiceFor('ha noi', ['Đà Nẵng', 'Hà Nội'])).toBe('Hà Nội');
    expect(choiceFor('Hue', ['Hà Nội'])).toBe('Hue');
  });
});
