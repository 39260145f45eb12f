import { unsupportedType } from '../../errors.ts';
import { type FileType, sniff } from '../../storage/file-types.ts';
import { type UploadedFile, uploadContains } from '../../storage/uploads.ts';

const CV_TYPE_MESSAGE = 'cv must be a PDF, DOC or DOCX file';

/** A DOCX is a zip holding the Word document part; its name sits in the zip's directory as text. */
const DOCX_PART = Buffer.from('word/document.xml', 'latin1');
/** A DOC is a Compound File holding a stream named WordDocument (UTF-16 in its directory). */
const DOC_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a CV, judged by its content: a PDF, a Word document (DOCX) or an older Word
 * document (DOC). Other zips (a spreadsheet, an archive) and compound files (XLS) are refused
 * like any other type: 415.
 */
export async function cvType(file: UploadedFile): Promise<FileType> {
  const type = sniff(file.head);
  if (type?.kind === 'pdf') return type;
  if (type?.kind === 'zip' && (await uploadContains(file, DOCX_PART)))
    return { kind: 'zip', mime: type.mime, extensions: ['docx'] };
  if (type?.kind === 'cfb' && (await uploadContains(file, DOC_STREAM)))
    return { kind: 'cfb', mime: type.mime, extensions: ['doc'] };
  throw unsupportedType(CV_TYPE_MESSAGE);
}
