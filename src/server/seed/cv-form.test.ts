import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniff } from '../storage/file-types.ts';
import { CV_FORM_LINES, cvFormPdf } from './cv-form.ts';

/** The lines of text a PDF reader shows: each TJ array's strings joined, its kerning numbers dropped. */
function shownLines(pdf: Buffer): string[] {
  const streams = [...pdf.toString('latin1').matchAll(/stream\n([\s\S]*?)\nendstream/g)];
  const content = streams.map((m) => inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')).join('\n');
  return [...content.matchAll(/\[(.*)\] TJ/g)].map((m) =>
    [...m[1]!.matchAll(/<([0-9a-f]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''),
  );
}

describe('the demo CV form', () => {
  it('is a one-page A4 PDF showing every line of the form', async () => {
    const pdf = await cvFormPdf(CV_FORM_LINES);
    expect(sniff(pdf)?.kind).toBe('pdf');
    expect(pdf.toString('latin1')).toMatch(/\/Count 1\b/);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(shownLines(pdf)).toEqual(CV_FORM_LINES);
  });
});
