import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Sharp } from 'sharp';
import { unsupportedType } from '../errors.ts';
import type { FileStore } from './file-store.ts';
import { newKey } from './file-store.ts';
import { extensionFor, type FileType, sniff } from './file-types.ts';
import { loadSharp } from './image-library.ts';

/** The first bytes of a file kept in memory: enough for every type's signature (file-types.ts). */
export const HEAD_BYTES = 4096;

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

/**
 * A form as the services take it: its text fields and its files (`http/multipart.ts` reads one from
 * a request).
 */
export interface FormInput {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/** The file's type judged by its first bytes, or 415 with `message` when it is none of `kinds`. */
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
