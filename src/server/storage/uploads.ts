import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { badRequest, HttpError, tooLarge, unsupportedType } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { newKey } from './file-store.ts';
import { extensionFor, type FileType, sniff } from './file-types.ts';
import { loadSharp } from './image-library.ts';

/** The first bytes of a file kept in memory: enough for every type's signature (file-types.ts). */
const HEAD_BYTES = 4096;

export interface UploadedFile {
  fileName: string;
  size: number;
  /** Its first bytes (at most 4 KB), by which its type is judged. */
  head: Buffer;
  /**
   * Its bytes: in memory (files the server makes itself, the demo content), or for an upload the
   * temporary file they were written to as they arrived, removed when the request ends, so that no
   * upload is ever held in memory whole (decision 042).
   */
  source: Buffer | string;
}

/** A file the server made itself, as an upload. */
export const fileOfBytes = (fileName: string, data: Buffer): UploadedFile => ({
  fileName,
  size: data.length,
  head: data.subarray(0, HEAD_BYTES),
  source: data,
});

/** The file's bytes as a stream. */
export const readUpload = (file: UploadedFile): Readable =>
  typeof file.source === 'string' ? fs.createReadStream(file.source) : Readable.from([file.source]);

/** Whether the file's bytes hold `needle` anywhere, read a chunk at a time. */
export async function uploadContains(file: UploadedFile, needle: Buffer): Promise<boolean> {
  if (typeof file.source !== 'string') return file.source.includes(needle);
  let tail = Buffer.alloc(0);
  for await (const chunk of fs.createReadStream(file.source)) {
    const window = Buffer.concat([tail, chunk as Buffer]);
    if (window.includes(needle)) return true;
    tail = window.subarray(Math.max(0, window.length - needle.length + 1));
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The temporary folder holding this request's uploads, removed when it ends. */
    uploadDir: string | null;
  }
}

/** Removes each request's temporary uploads once it has been answered or abandoned. */
export function registerUploadCleanup(app: FastifyInstance): void {
  app.decorateRequest('uploadDir', null);
  // Callback hooks: they run on every request, and only the few with uploads wait for anything.
  const cleanUp = (request: FastifyRequest, done: () => void) => {
    const dir = request.uploadDir;
    if (!dir) return done();
    request.uploadDir = null;
    fs.rm(dir, { recursive: true, force: true }, () => done());
  };
  app.addHook('onResponse', (request, _reply, done) => cleanUp(request, done));
  app.addHook('onRequestAbort', (request, done) => cleanUp(request, done));
}

/** Writes one file part to the request's temporary folder, keeping only its first bytes in memory. */
async function spool(
  request: FastifyRequest,
  fileName: string,
  stream: NodeJS.ReadableStream,
): Promise<UploadedFile> {
  request.uploadDir ??= await fs.promises.mkdtemp(path.join(os.tmpdir(), 'kv-upload-'));
  const target = path.join(request.uploadDir, randomBytes(8).toString('hex'));
  let head = Buffer.alloc(0);
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(stream, measure, fs.createWriteStream(target));
  return { fileName, size, head, source: target };
}

export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart form (fields plus the files named in `fileFields`, written to a temporary file
 * as they arrive) or a JSON
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
        if (!fileFields.includes(part.fieldname)) {
          // Read to its end (the next part follows it), kept nowhere.
          for await (const _ of part.file);
          if (part.file.truncated) refusal = tooLarge();
          continue;
        }
        const file = await spool(request, cleanFileName(part.filename), part.file);
        // The parser does not throw on a file over the limit (app.ts): refused once all is read.
        if (part.file.truncated) refusal = tooLarge();
        else if (file.size > 0) files[part.fieldname] = file;
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
  const type = sniff(file.head);
  if (!type || !kinds.includes(type.kind)) throw unsupportedType(message);
  return type;
}

/** Stores an attachment and returns the key kept in the record's fileUrl. */
export async function storeAttachment(store: FileStore, file: UploadedFile, type: FileType): Promise<string> {
  const key = newKey('file', extensionFor(type, file.fileName));
  await store.putStream(key, readUpload(file), file.size);
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
    // sharp reads an upload from its temporary file.
    image = sharp(file.source, { limitInputPixels: 40_000_000, animated: type.kind === 'gif' });
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
  // JPEG and PNG are written again without their metadata; GIF and WebP are kept as sent.
  if (type.kind === 'jpg')
    await store.put(base, await image.clone().rotate().jpeg({ quality: 85, mozjpeg: true }).toBuffer());
  else if (type.kind === 'png') await store.put(base, await image.clone().png().toBuffer());
  else await store.putStream(base, readUpload(file), file.size);
  const variants: StoredImage['variants'] = [];
  const stem = base.replace(/\.[a-z0-9]+$/, '');
  for (const w of [...new Set(widths.map((x) => Math.min(x, width)))].sort((a, b) => a - b)) {
    const key = `${stem}-w${w}.webp`;
    await store.put(key, await image.clone().rotate().resize({ width: w }).webp({ quality: 78 }).toBuffer());
    variants.push({ w, url: imageUrl(key) });
  }
  return { url: imageUrl(base), variants, width, height };
}
