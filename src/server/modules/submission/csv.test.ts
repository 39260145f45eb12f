import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.ts';

describe('CSV cells', () => {
  it('quotes every cell and doubles quotes; line breaks and commas stay inside the quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('defuses formulas: a cell starting with = + - @ tab or CR gets a leading apostrophe', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('starts with a byte-order mark and ends each record with CRLF', () => {
    expect(csvFile([['a', 'b'], ['c']])).toBe('\uFEFF"a","b"\r\n"c"\r\n');
  });
});
