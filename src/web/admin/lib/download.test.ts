import { describe, expect, it } from 'vitest';
import { attachmentName } from './download.ts';

describe('attachmentName', () => {
  it("takes the server's file name from Content-Disposition, else the fallback", () => {
    expect(attachmentName('attachment; filename="inquiries-2026-11-23.csv"', 'x.csv')).toBe(
      'inquiries-2026-11-23.csv',
    );
    expect(attachmentName('attachment; filename=plain.csv', 'x.csv')).toBe('plain.csv');
    expect(attachmentName('attachment', 'x.csv')).toBe('x.csv');
    expect(attachmentName(null, 'x.csv')).toBe('x.csv');
  });
});
