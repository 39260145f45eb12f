import { describe, expect, it } from 'vitest';
import { jpgFile, pdfFile, pngFile } from '../test/fixtures.ts';
import { extensionFor, sniff } from './file-types.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniff', () => {
  it.each([
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n')],
    ['zip', bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0])],
    ['cfb', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0])],
  ])('recognises %s by its first bytes', (kind, data) => {
    expect(sniff(data)?.kind).toBe(kind);
  });

  it('recognises real files and reports their MIME type', async () => {
    expect(sniff((await pngFile()).data)).toMatchObject({ kind: 'png', mime: 'image/png' });
    expect(sniff((await jpgFile()).data)).toMatchObject({ kind: 'jpg', mime: 'image/jpeg' });
    expect(sniff(pdfFile().data)).toMatchObject({ kind: 'pdf', mime: 'application/pdf' });
  });

  it.each([
    ['HTML', bytes('<!doctype html><html><script>alert(1)</script></html>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an empty file', Buffer.alloc(0)],
    ['a WAV file (RIFF but not WEBP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['GIF without a version', bytes('GIF8')],
  ])('returns null for %s', (_name, data) => {
    expect(sniff(data)).toBeNull();
  });
});

describe('extensionFor', () => {
  const type = (data: Buffer) => sniff(data)!;
  const jpg = type(bytes([0xff, 0xd8, 0xff, 0xe0]));
  const png = type(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const zip = type(bytes([0x50, 0x4b, 0x03, 0x04]));
  const cfb = type(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  const pdf = type(bytes('%PDF-1.4'));

  it('keeps an extension that fits the content, in lower case', () => {
    expect(extensionFor(jpg, 'photo.jpg')).toBe('jpg');
    expect(extensionFor(jpg, 'PHOTO.JPEG')).toBe('jpeg');
    expect(extensionFor(zip, 'CV form.docx')).toBe('docx');
    expect(extensionFor(zip, 'sheet.xlsx')).toBe('xlsx');
    expect(extensionFor(cfb, 'hồ sơ.hwp')).toBe('hwp');
    expect(extensionFor(cfb, 'old.doc')).toBe('doc');
  });

  it('replaces a lying or missing extension with the canonical one', () => {
    expect(extensionFor(jpg, 'photo.png')).toBe('jpg');
    expect(extensionFor(png, 'evil.png.html')).toBe('png');
    expect(extensionFor(png, 'shell.php')).toBe('png');
    expect(extensionFor(zip, 'setup.exe')).toBe('zip');
    expect(extensionFor(cfb, 'macro.xlsm')).toBe('doc');
    expect(extensionFor(pdf, 'no-extension')).toBe('pdf');
    expect(extensionFor(pdf, 'trailing.')).toBe('pdf');
  });
});
