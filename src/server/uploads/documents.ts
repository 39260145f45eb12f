import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { HttpError } from '../errors.ts';
import type { UploadedFile } from '../storage/uploads.ts';
import { refusals } from './refusals.ts';

/*
 * Documents judged by their structure, read by maintained parsers (decision 049): a PDF must
 * parse with pdf.js and carry no JavaScript and no attached files; a DOCX must be a ZIP whose
 * directory fflate reads (bounded first: isBoundedZip), listing `[Content_Types].xml` and
 * `word/document.xml`. The file is read whole
 * (both parsers need it so), which the upload limit bounds; the PDF check also has a time limit.
 * A file either parser trips over is refused with 415, never answered with 500.
 */

/** How long the PDF check may take before the file is refused as too complex. */
export const PDF_CHECK_MS = 10_000;
/**
 * The most entries a ZIP upload may list. A Word document has a few dozen parts; the directory is
 * walked entry by entry, so a directory claiming millions (a 334-byte file can) is refused before.
 */
export const ZIP_ENTRY_LIMIT = 1000;
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];
/** Stored or deflated: the only methods Word writes, and the only ones fflate reads. */
const ZIP_METHODS = [0, 8];

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

/** A ZIP's end-of-directory record: the last 22 bytes plus a comment of at most 65,535. */
const END_OF_DIRECTORY = 0x06054b50;
/** The least a directory entry takes (its fixed part, with an empty name). */
const DIRECTORY_ENTRY_BYTES = 46;

/**
 * Whether a ZIP's directory is one a walk may trust: its end record found, listing at most
 * ZIP_ENTRY_LIMIT entries, that many entries fitting in the directory's size, and the directory
 * inside the file. ZIP64 archives (counts or offsets saturated) are not CVs and are refused.
 */
function isBoundedZip(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) !== END_OF_DIRECTORY) continue;
    const entries = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    return (
      entries <= ZIP_ENTRY_LIMIT &&
      entries * DIRECTORY_ENTRY_BYTES <= size &&
      offset + size <= at &&
      view.getUint16(at + 8, true) === entries
    );
  }
  return false;
}

/**
 * What a ZIP upload is: `docx` when its directory lists a Word document's parts, stored or
 * deflated, else `zip`; 415 when fflate cannot read the directory (a `PK` header over anything
 * else) or it is not bounded (isBoundedZip). Only the directory is read, nothing is inflated, so
 * the work is bounded by ZIP_ENTRY_LIMIT whatever the entries claim to hold (a zip bomb inflates
 * to nothing here; the file is stored as sent and served as an attachment).
 */
export async function zipKind(file: UploadedFile): Promise<'docx' | 'zip'> {
  const bytes = await bytesOf(file);
  if (bytes.length < 22 || !isBoundedZip(bytes)) throw refusals.unreadableDocx();
  const parts = new Set<string>();
  let count = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        count++;
        if (DOCX_PARTS.includes(entry.name) && ZIP_METHODS.includes(entry.compression) && entry.size > 0)
          parts.add(entry.name);
        return false;
      },
    });
  } catch {
    throw refusals.unreadableDocx();
  }
  if (count === 0) throw refusals.unreadableDocx();
  return DOCX_PARTS.every((part) => parts.has(part)) ? 'docx' : 'zip';
}

/** Refuses (415) a file sent as a DOCX that is not one. */
export async function checkDocx(file: UploadedFile): Promise<void> {
  if ((await zipKind(file)) !== 'docx') throw refusals.unreadableDocx();
}
