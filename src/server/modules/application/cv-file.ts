import type { FileType } from '../../storage/file-types.ts';
import { type UploadedFile, uploadContains } from '../../storage/uploads.ts';
import { cvDocumentType } from '../../uploads/document-type.ts';

const CV_TYPE_MESSAGE = 'cv must be a PDF, DOC or DOCX file';

/** A DOC is a Compound File holding a stream named WordDocument (UTF-16 in its directory). */
const DOC_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of a CV, judged by its content: a PDF that pdf.js parses, with no scripts or attached
 * files; a Word document (DOCX) that is a readable ZIP holding its parts (decision 049); or an
 * older Word document (DOC). Other zips (a spreadsheet, an archive) and compound files (XLS) are
 * refused like any other type: 415.
 */
export function cvType(file: UploadedFile): Promise<FileType> {
  return cvDocumentType(file, CV_TYPE_MESSAGE, (doc) => uploadContains(doc, DOC_STREAM));
}
