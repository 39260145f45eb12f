import type { FileKind } from '../../common/content-declaration.ts';

/**
 * File types recognised by their first bytes, never by name or the client's Content-Type.
 * Zip and Compound File containers cover Office (docx/xlsx/pptx, doc/xls/ppt) and Hangul (hwpx, hwp).
 */
export interface FileType {
  kind: FileKind;
  mime: string;
  /** Extensions a file of this kind may carry; the first is the canonical one. */
  extensions: string[];
}

const TYPES: Array<FileType & { magic: (b: Buffer) => boolean }> = [
  {
    kind: 'jpg',
    mime: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    magic: (b) => starts(b, [0xff, 0xd8, 0xff]),
  },
  {
    kind: 'png',
    mime: 'image/png',
    extensions: ['png'],
    magic: (b) => starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { kind: 'gif', mime: 'image/gif', extensions: ['gif'], magic: (b) => /^GIF8[79]a/.test(ascii(b, 0, 6)) },
  {
    kind: 'webp',
    mime: 'image/webp',
    extensions: ['webp'],
    magic: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP',
  },
  { kind: 'pdf', mime: 'application/pdf', extensions: ['pdf'], magic: (b) => ascii(b, 0, 5) === '%PDF-' },
  {
    kind: 'zip',
    mime: 'application/zip',
    extensions: ['zip', 'docx', 'xlsx', 'pptx', 'hwpx'],
    magic: (b) => starts(b, [0x50, 0x4b, 0x03, 0x04]),
  },
  {
    kind: 'cfb',
    mime: 'application/octet-stream',
    extensions: ['doc', 'xls', 'ppt', 'hwp'],
    magic: (b) => starts(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  },
];

const starts = (b: Buffer, bytes: number[]) => bytes.every((byte, i) => b[i] === byte);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

export function sniff(data: Buffer): FileType | null {
  const found = TYPES.find((t) => t.magic(data));
  return found ? { kind: found.kind, mime: found.mime, extensions: found.extensions } : null;
}

export const IMAGE_KINDS: FileType['kind'][] = ['jpg', 'png', 'gif', 'webp'];

/** The extension to store under: the client's when it fits the content, else the canonical one. */
export function extensionFor(type: FileType, fileName: string): string {
  const ext = /\.([A-Za-z0-9]{1,5})$/.exec(fileName)?.[1]?.toLowerCase();
  return ext && type.extensions.includes(ext) ? ext : type.extensions[0]!;
}

export function mimeForExtension(ext: string): string {
  const map: Record<string, string> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    pdf: 'application/pdf',
    zip: 'application/zip',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    doc: 'application/msword',
    xls: 'application/vnd.ms-excel',
    ppt: 'application/vnd.ms-powerpoint',
  };
  return map[ext] ?? 'application/octet-stream';
}
