/**
 * What shared caches (a CDN, nginx's proxy_cache) may do with each answer (decision 041).
 * Public pages and public API reads say how long a shared cache may keep them (`s-maxage`, never
 * past the next scheduled change of what they show) and name what they show in a tag header, so a
 * save can purge exactly those; everything staff see, every answer that sets a cookie and every
 * error but 404 and 410 is `private, no-store`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CdnSettings {
  /** Seconds a shared cache may keep a public answer (`s-maxage`); 0: it must ask each time. */
  maxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
  /** Told the tags of what each save changed, when set (CDN_PURGE_URL, CDN_PURGE_TOKEN). */
  purge: { url: string; token: string | undefined } | null;
}

export const PRIVATE = 'private, no-store';

/** Tags per purge call. */
const PURGE_BATCH = 30;

/** The tag every public answer carries: purging it empties the whole site from the cache. */
export const SITE_TAG = 'site';

declare module 'fastify' {
  interface FastifyRequest {
    /** Tags of what this request changed, purged once it has succeeded. */
    purgeTags: string[] | null;
  }
}

/**
 * `Cache-Control` of a public answer that may change at `changesAt` (ms, the next scheduled
 * publication or take-down of what it shows): `s-maxage` stops there, and no stale copy is served
 * past it either.
 */
export function publicCacheControl(cdn: CdnSettings, changesAt: number | undefined, now: number): string {
  const untilChange =
    changesAt === undefined ? Number.POSITIVE_INFINITY : Math.ceil((changesAt - now) / 1000);
  const sMaxAge = Math.max(0, Math.min(cdn.maxAge, untilChange));
  if (sMaxAge === 0) return 'public, no-cache';
  const revalidate = Math.max(0, Math.min(cdn.staleWhileRevalidate, untilChange - sMaxAge));
  return `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${revalidate}, stale-if-error=${cdn.staleIfError}`;
}

/** Tags as CDNs read them: Cloudflare's `Cache-Tag` (commas), Fastly's `Surrogate-Key` (spaces). */
export function sendTags(reply: FastifyReply, tags: readonly string[]): void {
  if (!tags.length) return;
  reply.header('Cache-Tag', tags.join(',')).header('Surrogate-Key', tags.join(' '));
}

/** A tag names an item as `<type>-<id>`. */
export const itemTag = (type: string, id: number | string) => `${type}-${id}`;

/**
 * After a successful write of public content: the shared cache is told (when a purge hook is set)
 * which tags to drop. The app's micro-caches need no word: they forget by the database's write
 * hook (micro-cache.ts).
 */
export function changed(request: FastifyRequest, tags: readonly string[]): void {
  request.purgeTags = [...(request.purgeTags ?? []), ...tags];
}

/** Whoever sent it, this request is staff's: the admin app, a bearer token or the admin paths. */
function isStaffRequest(request: FastifyRequest): boolean {
  return (
    !!request.headers.authorization ||
    request.headers['x-kv-admin'] !== undefined ||
    request.url === '/admin' ||
    request.url.startsWith('/admin/') ||
    request.url.startsWith('/admin?')
  );
}

/**
 * The rules no route can forget, applied to every answer as it leaves: staff requests, answers
 * that set a cookie and errors other than 404 and 410 are `private, no-store` (and carry no tags), and
 * a purge hook, when configured, hears of every successful write's tags.
 */
export function registerCachePolicy(app: FastifyInstance, cdn: CdnSettings): void {
  app.decorateRequest('purgeTags', null);
  // A callback hook, not an async one: it runs on every answer, and a promise each costs.
  app.addHook('onSend', (request, reply, payload, done) => {
    const isError = reply.statusCode >= 400 && !isSharedRefusal(reply.statusCode);
    if (isError || reply.hasHeader('set-cookie') || isStaffRequest(request))
      reply.header('Cache-Control', PRIVATE).removeHeader('Cache-Tag').removeHeader('Surrogate-Key');
    done(null, payload);
  });
  const { purge } = cdn;
  if (!purge) return;
  app.addHook('onResponse', async (request, reply) => {
    if (!request.purgeTags?.length || reply.statusCode >= 400) return;
    // The answer has gone; the visitor does not wait for the purge.
    void sendPurge(purge, request.purgeTags, request.log);
  });
}

/**
 * 404 and 410 (a job past its deadline, decision 060) are shared like pages: a dead link spread
 * widely must not reach the site each time.
 */
export const isSharedRefusal = (status: number) => status === 404 || status === 410;

/**
 * Tells the purge hook to drop `tags` (once each, 30 a call: Cloudflare's limit, and the body its
 * API reads). Settles when every call has; a purge that fails is logged and leaves the cache to
 * expire within s-maxage.
 */
export async function sendPurge(
  { url, token }: NonNullable<CdnSettings['purge']>,
  tagsAsked: readonly string[],
  log: { warn(message: string): void },
): Promise<void> {
  const tags = [...new Set(tagsAsked)];
  const calls: Array<Promise<void>> = [];
  for (let start = 0; start < tags.length; start += PURGE_BATCH) {
    const batch = tags.slice(start, start + PURGE_BATCH);
    calls.push(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ tags: batch }),
        signal: AbortSignal.timeout(10_000),
      }).then(
        (answer) => {
          if (!answer.ok) log.warn(`CDN purge of ${batch.join(' ')} answered ${answer.status}`);
        },
        (error: unknown) =>
          log.warn(
            `CDN purge of ${batch.join(' ')} failed: ${error instanceof Error ? error.message : error}`,
          ),
      ),
    );
  }
  await Promise.all(calls);
}
