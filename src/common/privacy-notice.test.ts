import { describe, expect, it } from 'vitest';
import { fillPlaceholders, noticeBlocks, vietnamDmy, vietnamDmyTime } from './privacy-notice.ts';

describe('the privacy notice text', () => {
  it('is cut into headings, paragraphs and lists', () => {
    const text = '## Who\n\nWe are\nthe park.\n- one\n- two\n\n### More\r\nText <b>as is</b>';
    expect(noticeBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Who' },
      { kind: 'paragraph', text: 'We are the park.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'heading', level: 3, text: 'More' },
      { kind: 'paragraph', text: 'Text <b>as is</b>' },
    ]);
  });

  it('states the configured retention for known placeholders only', () => {
    const values = { inquiryRetentionDays: 45, applicationRetentionDays: 120, historyRetentionDays: 365 };
    expect(
      fillPlaceholders(
        '{inquiryRetentionDays}/{applicationRetentionDays}/{historyRetentionDays} {other}',
        values,
      ),
    ).toBe('45/120/365 {other}');
    expect(fillPlaceholders('{constructor} {toString}', values)).toBe('{constructor} {toString}');
  });

  it('dates versions in Vietnam time', () => {
    // 17:30 UTC is already the next day in Vietnam (UTC+7).
    expect(vietnamDmy('2026-11-24T17:30:00.000Z')).toBe('25/11/2026');
    expect(vietnamDmyTime('2026-11-25T07:02:00.000Z')).toBe('25/11/2026 14:02');
  });
});
