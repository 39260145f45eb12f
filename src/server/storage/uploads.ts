import type { FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { badRequest, HttpError, tooLarge, unsupportedType } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { newKey } from './file-store.ts';
import { extensionFor, type FileType, sniff } from './file-types.ts';
import { loadSharp } from './image-library.ts';

export interface UploadedFile {
  fileName: string;
  data: Buffer;
}

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form (fields plus the files named in `fileFields`, kept in memory) or a JSON
 * body into one shape, so the same route serves the admin's multipart forms and JSON API clients
 * (e.g. the partner ON/OFF switch). The text fields are written into `fields` as they arrive, so a caller that answers
 * a refusal with the form again (a page posted without scripts) still has what was typed. A file
 * over the upload limit is refused once every other field is read.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[],
  fields: Record<string, unknown> = {},
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(fields, body);
    return { fields, files: {} };
  }
  const files: Record<string, UploadedFile> = {};
  let refusal: HttpError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // The parser does not throw on a file over the limit (app.ts): refused once all is read.
        if (part.file.truncated) refusal = tooLarge();
        else if (fileFields.includes(part.fieldname) && data.length > 0)
          files[part.fieldname] = { fileName: cleanFileName(part.filename), data };
      } else if (!(part.fieldname in fields) && part.fieldname !== '__proto__') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Our own refusals and the framework's limits (413, 415) keep their answer; anything the
    // multipart parser trips over (no boundary, truncated body, bad framing) is the sender's fault.
    if (error instanceof HttpError || (error as { code?: string }).code?.startsWith('FST_')) throw error;
    throw badRequest('The form could not be read: send it as well-formed multipart/form-data');
  }
  if (refusal) throw refusal;
  return { fields, files };
}

/** A display name without any path, control characters or excess length. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return (cleaned || 'file').slice(-150);
}

export function requireType(
  file: UploadedFile,
  kinds: readonly FileType['kind'][],
  message: string,
): FileType {
  const type = sniff(file.data);
  if (!type || !kinds.includes(type.kind)) throw unsupportedType(message);
  return type;
}

/** Stores an attachment and returns the key kept in the record's fileUrl. */
export async function storeAttachment(store: FileStore, file: UploadedFile, type: FileType): Promise<string> {
  const key = newKey('file', extensionFor(type, file.fileName));
  await store.put(key, file.data);
  return key;
}

export interface StoredImage {
  url: string;
  /** Responsive WebP renditions, narrowest first: [{w, url}]. */
  variants: Array<{ w: number; url: string }>;
  /** The original's pixels (its first frame's height for an animation). */
  width: number;
  height: number;
}

export const imageUrl = (key: string) => `/uploads/${key}`;

/**
 * Stores an image with its metadata stripped, plus WebP renditions at the given widths (never wider
 * than the original), so pages can serve a modern format at the width displayed.
 */
export async function storeImage(
  store: FileStore,
  file: UploadedFile,
  type: FileType,
  widths: readonly number[],
): Promise<StoredImage> {
  const sharp = await loadSharp();
  let image: Sharp;
  let width: number;
  let height: number;
  try {
    image = sharp(file.data, { limitInputPixels: 40_000_000, animated: type.kind === 'gif' });
    const metadata = await image.metadata();
    width = metadata.width ?? 0;
    height = metadata.pageHeight ?? metadata.height ?? 0;
    // A photo turned by its EXIF orientation (5–8) is stored upright: its sides swap.
    if ((metadata.orientation ?? 1) >= 5) [width, height] = [height, width];
  } catch {
    throw unsupportedType('The image could not be read');
  }
  if (!width) throw unsupportedType('The image could not be read');
  const base = newKey('img', extensionFor(type, file.fileName));
  const original =
    type.kind === 'jpg'
      ? await image.clone().rotate().jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      : type.kind === 'png'
        ? await image.clone().png().toBuffer()
        : file.data;
  await store.put(base, original);
  const variants: StoredImage['variants'] = [];
  const stem = base.replace(/\.[a-z0-9]+$/, '');
  for (const w of [...new Set(widths.map((x) => Math.min(x, width)))].sort((a, b) => a - b)) {
    const key = `${stem}-w${w}.webp`;
    await store.put(key, await image.clone().rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer());
    variants.push({ w, url: imageUrl(key) });
  }
  return { url: imageUrl(base), variants, width, height };
}
