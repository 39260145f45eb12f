import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, tooLarge } from '../errors.ts';
import { type FormInput, HEAD_BYTES, type UploadedFile } from '../storage/uploads.ts';
import type { UploadScan } from '../uploads/scan.ts';

/*
 * The HTTP side of uploads (decision 042): a request's multipart form read within the limits set
 * in app.ts, each file written to a temporary file as it arrives and removed when the request ends.
 * What the services do with the files (type checks, storing) is storage/uploads.ts.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** What every upload passes before a service may store it (the virus scan); null for none. */
    uploadScan: UploadScan | null;
  }
  interface FastifyRequest {
    /** The temporary folder holding this request's uploads, removed when it ends. */
    uploadDir: string | null;
  }
}

/**
 * Removes each request's temporary uploads once it has been answered or abandoned; `scan`, when
 * given, is run on every uploaded file before readForm hands it on (decision 049).
 */
export function registerUploadCleanup(
  app: FastifyInstance,
  { scan = null }: { scan?: UploadScan | null } = {},
): void {
  app.decorate('uploadScan', scan);
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
  // The one door every upload comes through: none reaches a service (or the store) unscanned.
  const scan = request.server.uploadScan;
  if (scan) for (const file of Object.values(files)) await scan(file, request.log);
  return { fields, files };
}

/**
 * Control characters, and the bidirectional controls (embeddings, overrides, isolates, marks, the
 * Arabic letter mark) by which `CV_<U+202E>fdp.cmd` shows as `CV_dmc.pdf` (decision 049).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const MISLEADING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069"<>|:*?]/g;

/**
 * A display name without any path, control or bidirectional characters or excess length: text
 * staff see, never the name a file is served under (modules/file/attachment-name.ts).
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(MISLEADING, '').trim();
  return (cleaned || 'file').slice(-150);
}
