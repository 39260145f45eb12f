import { unsupportedType } from '../errors.ts';
import type { FileType } from '../storage/file-types.ts';
import { requireType, type UploadedFile } from '../storage/uploads.ts';
import { checkPdf, zipKind } from './documents.ts';
import { refusals } from './refusals.ts';

const DOCX: FileType = {
  kind: 'zip',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extensions: ['docx'],
};

/**
 * An attachment's type judged by its first bytes and then, for a PDF or a ZIP, by its structure
 * (decision 049): a PDF must parse and carry no scripts or attached files; a ZIP must be
 * readable, and is stored as `.docx` only when it holds a Word document's parts (a ZIP sent as
 * `.docx` that does not is refused). 415 with `message` for any other type.
 */
export async function documentType(
  file: UploadedFile,
  kinds: readonly FileType['kind'][],
  message: string,
): Promise<FileType> {
  const type = requireType(file, kinds, message);
  if (type.kind === 'pdf') await checkPdf(file);
  if (type.kind !== 'zip') return type;
  if ((await zipKind(file)) === 'docx') return DOCX;
  if (/\.docx$/i.test(file.fileName)) throw refusals.unreadableDocx();
  return { ...type, extensions: type.extensions.filter((extension) => extension !== 'docx') };
}

/** A CV: a PDF or DOCX that passes `documentType`, or a DOC judged by `isDoc`; 415 otherwise. */
export async function cvDocumentType(
  file: UploadedFile,
  message: string,
  isDoc: (file: UploadedFile) => Promise<boolean>,
): Promise<FileType> {
  const type = await documentType(file, ['pdf', 'zip', 'cfb'], message);
  if (type === DOCX || type.kind === 'pdf') return type;
  if (type.kind === 'cfb' && (await isDoc(file))) return { ...type, extensions: ['doc'] };
  throw unsupportedType(message);
}
