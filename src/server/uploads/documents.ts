import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { HttpError } from '../errors.ts';
import type { UploadedFile } from '../storage/uploads.ts';
import { refusals } from './refusals.ts';

/*
 * Documents judged by their structure, read by maintained parsers (decision 049): a PDF must
 * parse with pdf.js and carry no JavaScript and no attached files; a DOCX must be a ZIP that
 * fflate reads, holding `[Content_Types].xml` and `word/document.xml`. The file is read whole
 * (both parsers need it so), which the upload limit bounds; the PDF check also has a time limit.
 * A file either parser trips over is refused with 415, never answered with 500.
 */

/** How long the PDF check may take before the file is refused as too complex. */
export const PDF_CHECK_MS = 10_000;
/** The most a DOCX's two checked parts may inflate to (a zip bomb stops here). */
const DOCX_PART_LIMIT = 64 * 1024 * 1024;
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js, loaded on the first PDF: in Node it runs its worker in this thread, no Worker needed. */
const loadPdfJs = () => {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
};

const bytesOf = async (file: UploadedFile): Promise<Uint8Array> =>
  new Uint8Array(typeof file.source === 'string' ? await fs.readFile(file.source) : file.source);

/** Refuses (415) a PDF that does not parse, has no pages, or carries JavaScript or attached files. */
export async function checkPdf(file: UploadedFile, timeoutMs = PDF_CHECK_MS): Promise<void> {
  const { getDocument, AnnotationType } = await loadPdfJs();
  const task = getDocument({
    data: await bytesOf(file),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(refusals.pdfTooSlow()), timeoutMs);
  });
  const inspect = async () => {
    const doc = await task.promise;
    if (doc.numPages < 1) throw refusals.emptyPdf();
    if ((await doc.getJSActions()) || (await doc.hasJSActions())) throw refusals.pdfScript();
    const attachments = await doc.getAttachments();
    if (attachments && Object.keys(attachments).length + (attachments.size ?? 0) > 0)
      throw refusals.pdfEmbeddedFile();
    for (let number = 1; number <= doc.numPages; number++) {
      const page = await doc.getPage(number);
      if (await page.getJSActions()) throw refusals.pdfScript();
      for (const annotation of await page.getAnnotations()) {
        if (annotation.annotationType === AnnotationType.FILEATTACHMENT) throw refusals.pdfEmbeddedFile();
        if (annotation.actions && Object.keys(annotation.actions).length) throw refusals.pdfScript();
      }
      page.cleanup();
    }
  };
  const inspecting = inspect();
  // Past the time limit the task is destroyed and the inspection fails on its own: nobody waits for it.
  inspecting.catch(() => {});
  try {
    await Promise.race([inspecting, tooSlow]);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { name?: string }).name === 'PasswordException') throw refusals.lockedPdf();
    throw refusals.unreadablePdf();
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => {});
  }
}

/**
 * What a ZIP upload is: `docx` when it holds a Word document's parts, else `zip`; 415 when
 * fflate cannot read it (a `PK` header over anything else).
 */
export async function zipKind(file: UploadedFile): Promise<'docx' | 'zip'> {
  const names = new Set<string>();
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(await bytesOf(file), {
      filter: (entry) => {
        names.add(entry.name);
        if (!DOCX_PARTS.includes(entry.name)) return false;
        if (entry.originalSize > DOCX_PART_LIMIT) throw new Error('part too large');
        return true;
      },
    });
  } catch {
    throw refusals.unreadableDocx();
  }
  if (names.size === 0) throw refusals.unreadableDocx();
  const isXml = (name: string) =>
    /^\s*(<|\uFEFF<)/.test(new TextDecoder().decode(entries[name]?.subarray(0, 64)));
  return DOCX_PARTS.every(isXml) ? 'docx' : 'zip';
}

/** Refuses (415) a file sent as a DOCX that is not one. */
export async function checkDocx(file: UploadedFile): Promise<void> {
  if ((await zipKind(file)) !== 'docx') throw refusals.unreadableDocx();
}
