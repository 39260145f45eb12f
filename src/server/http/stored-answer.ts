/**
 * A public answer as the micro-cache keeps it: the bytes once, and each compressed form made at most
 * once, when a client first asks for it (decision 022). Sending a cached string made Node encode it
 * again for every request, and @fastify/compress compressed it again, synchronously; the cached
 * bytes are sent as they are.
 */
import { hash } from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CdnSettings, isSharedRefusal, publicCacheControl, sendTags } from './cdn.ts';

export type Encoding = 'br' | 'gzip';

/** Smaller answers go uncompressed (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli's quality for answers made on request (app.ts gives @fastify/compress the same). */
export const BROTLI_QUALITY = 5;

export interface StoredAnswer {
  readonly bytes: Buffer;
  /** Compressed forms made so far. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
  /** The bytes' digest, made when first asked for (a validator for `ETag`). */
  digest?: string;
  /** What the answer shows, as cache tags (decision 041). */
  tags?: readonly string[];
  /** When what it shows next changes by its schedule (ms since the epoch, the app's clock). */
  changesAt?: number | undefined;
}

/** How a public answer may be kept by shared caches: the settings and the app clock's time now. */
export interface SharedCaching {
  cdn: CdnSettings;
  now: number;
}

export const storedAnswer = (text: string): StoredAnswer => ({ bytes: Buffer.from(text), encoded: {} });

/**
 * The strong entity tag of the answer as sent: the digest of its bytes, and the content coding,
 * since each coding is a representation of its own (RFC 9110 8.8.3).
 */
function entityTag(answer: StoredAnswer, encoding: Encoding | null): string {
  // The one-shot digest: no Hash object per answer (about a fifth less time for a page of news).
  answer.digest ??= hash('sha256', answer.bytes, 'base64url').slice(0, 27);
  return `"${answer.digest}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether If-None-Match names `tag` (or is `*`); weak comparison, as RFC 9110 13.1.2 asks. */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

/**
 * A public answer (200, or a 404 or 410) that the route left without a policy gets the shared caches'
 * (decision 041) and its tags; a 200 that may be kept gets its validator, `ETag`, and a 304 when the
 * client's copy is still good. Answers marked `no-store` (previews, errors) get neither.
 */
function validated(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  encoding: Encoding | null,
  shared: SharedCaching,
) {
  const policy = String(reply.getHeader('cache-control') ?? '');
  const status = reply.statusCode;
  if ((status !== 200 && !isSharedRefusal(status)) || policy.includes('no-store')) return false;
  if (!policy) {
    reply.header('Cache-Control', publicCacheControl(shared.cdn, answer.changesAt, shared.now));
    sendTags(reply, answer.tags ?? []);
  }
  if (status !== 200) return false;
  const tag = entityTag(answer, encoding);
  reply.header('ETag', tag);
  if (!matchesIfNoneMatch(request.headers['if-none-match'], tag)) return false;
  reply.code(304);
  return true;
}

const compress: Record<Encoding, (bytes: Buffer) => Buffer> = {
  br: (bytes) =>
    zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => zlib.gzipSync(bytes),
};

/**
 * The encoding to answer with for an Accept-Encoding header: the one of br and gzip the client
 * rates higher (`q`), br on a tie, `*` standing for either; null when it accepts neither.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const rating = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name) rating.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ratingOf = (name: string) => rating.get(name) ?? rating.get('*') ?? 0;
  const br = ratingOf('br');
  const gzip = rating.get('gzip') ?? rating.get('x-gzip') ?? ratingOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/**
 * Sends `answer` (its type and status already set on `reply`) in the best encoding the client
 * takes, or 304 when the client's copy is still this answer (decision 041).
 */
export function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: StoredAnswer,
  shared: SharedCaching,
) {
  if (answer.bytes.length < COMPRESS_THRESHOLD)
    return validated(request, reply, answer, null, shared) ? reply.send() : reply.send(answer.bytes);
  reply.header('Vary', 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (validated(request, reply, answer, encoding, shared)) return reply.send();
  if (!encoding) return reply.send(answer.bytes);
  answer.encoded[encoding] ??= compress[encoding](answer.bytes);
  // @fastify/compress leaves an answer that names its encoding alone.
  return reply.header('Content-Encoding', encoding).send(answer.encoded[encoding]);
}
