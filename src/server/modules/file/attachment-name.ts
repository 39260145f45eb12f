/*
 * Files are named by the site, never by their sender (decision 049): a download or an export
 * entry is `<kind>-<record number>.<extension>`, the extension the one the file was stored under,
 * which its sniffed type chose. The sender's name is display text for staff only, cleaned of what
 * could make it read as something else as it arrives (`cleanFileName`, http/multipart.ts).
 */

/** The kind a record's attachment is named by, per table. */
export const ATTACHMENT_KINDS = {
  /** A job's application form, which staff attach and visitors download. */
  job: 'form',
  /** An inquiry's attached file. */
  qna: 'attachment',
  /** An applicant's CV. */
  application: 'cv',
} as const;
export type AttachmentTable = keyof typeof ATTACHMENT_KINDS;

/** `cv-123.pdf`: the record's kind and number, and the stored key's extension. */
export function attachmentName(table: AttachmentTable, no: number, key: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? 'bin';
  return `${ATTACHMENT_KINDS[table]}-${no}.${extension}`;
}
