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
import { checkPdf } from './documents.ts';

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
});
