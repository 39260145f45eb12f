import { describe, expect, it } from 'vitest';
import { fileOfBytes } from '../storage/uploads.ts';
import {
  docxBytes,
  fakeDocx,
  fakePdf,
  pdfBytes,
  pdfWithEmbeddedFile,
  pdfWithPageScript,
  pdfWithScript,
} from '../test/documents.ts';
import { documentType } from './document-type.ts';
import { checkPdf, ZIP_ENTRY_LIMIT } from './documents.ts';

const ATTACHMENT_KINDS = ['jpg', 'png', 'gif', 'webp', 'pdf', 'zip', 'cfb'] as const;
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }),
  );

describe('a PDF', () => {
  it('that parses, with a page and nothing active, is accepted', async () => {
    await expect(checkPdf(fileOfBytes('cv.pdf', pdfBytes()))).resolves.toBeUndefined();
  });

  it.each([
    ['JavaScript run when it opens', pdfWithScript, /JavaScript.*JavaScript/],
    ['JavaScript run when its page opens', pdfWithPageScript, /JavaScript/],
    ['an attached file', pdfWithEmbeddedFile, /attached files.*đính kèm/],
    ['%PDF- and then garbage', fakePdf, /could not be read.*Không đọc được/],
  ])('with %s is refused with 415 and the reason in English and Vietnamese', async (_, bytes, reason) => {
    const refusal = await refusalOf(checkPdf(fileOfBytes('cv.pdf', bytes())));
    expect(refusal?.status).toBe(415);
    expect(refusal?.message).toMatch(reason);
  });
});

describe('a ZIP attachment', () => {
  it('holding a Word document is a DOCX, whatever it was called', async () => {
    const type = await documentType(fileOfBytes('cv.zip', docxBytes()), ATTACHMENT_KINDS, 'no');
    expect(type.extensions).toEqual(['docx']);
  });

  it('that only names the Word part (a PK header over garbage) is refused with 415', async () => {
    const refusal = await refusalOf(documentType(fileOfBytes('cv.docx', fakeDocx()), ATTACHMENT_KINDS, 'no'));
    expect(refusal?.status).toBe(415);
    expect(refusal?.message).toMatch(/Word document could not be read/);
  });

  it('that is another archive is kept as one, never stored as .docx', async () => {
    const { zipSync } = await import('fflate');
    const archive = Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') }));
    const type = await documentType(fileOfBytes('deck.zip', archive), ATTACHMENT_KINDS, 'no');
    expect(type.extensions).not.toContain('docx');
    await expect(
      refusalOf(documentType(fileOfBytes('cv.docx', archive), ATTACHMENT_KINDS, 'no')),
    ).resolves.toMatchObject({ status: 415 });
  });

  /**
   * A real Word document whose directory claims `entries` entries through a ZIP64 record: a walk
   * would go on past the real ones through the file's end (seconds for ten million).
   */
  const claiming = (entries: number) => {
    const bytes = docxBytes();
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const directorySize = bytes.readUInt32LE(end + 12);
    const directoryAt = bytes.readUInt32LE(end + 16);
    const zip64 = Buffer.alloc(56);
    zip64.writeUInt32LE(0x06064b50, 0);
    zip64.writeBigUInt64LE(44n, 4);
    zip64.writeBigUInt64LE(BigInt(entries), 24);
    zip64.writeBigUInt64LE(BigInt(entries), 32);
    zip64.writeBigUInt64LE(BigInt(directorySize), 40);
    zip64.writeBigUInt64LE(BigInt(directoryAt), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(end), 8);
    locator.writeUInt32LE(1, 16);
    const record = Buffer.from(bytes.subarray(end));
    record.writeUInt16LE(0xffff, 8);
    record.writeUInt16LE(0xffff, 10);
    return Buffer.concat([bytes.subarray(0, end), zip64, locator, record]);
  };

  it('whose directory claims more entries than it holds is refused before it is walked', async () => {
    const refusal = await refusalOf(
      documentType(fileOfBytes('cv.docx', claiming(10_000_000)), ATTACHMENT_KINDS, 'no'),
    );
    expect(refusal).toMatchObject({ status: 415, message: expect.stringMatching(/could not be read/) });
    expect(ZIP_ENTRY_LIMIT).toBeLessThan(0xffff);
  });

  it('is judged by its directory: a Word document is its listed parts, whatever they inflate to', async () => {
    const { zipSync } = await import('fflate');
    // A million zeros claiming to be the document: the directory says what it is, nothing inflates it.
    const bomb = Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
        'word/document.xml': new Uint8Array(1_000_000),
      }),
    );
    expect(bomb.length).toBeLessThan(10_000);
    const type = await documentType(fileOfBytes('cv.docx', bomb), ATTACHMENT_KINDS, 'no');
    expect(type.extensions).toEqual(['docx']);
  });
});
