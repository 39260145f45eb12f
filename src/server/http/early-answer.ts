/**
 * A visitor's answer sent again as soon as its request is read (decision 067). A micro-cached
 * answer still ran a dozen hooks, the route's query parsing and the visibility key before the cache
 * was asked, and as many after it: most of its time. Here the bytes and headers of an answer as it
 * left are kept under the address asked for, and the next request for that address, once the access
 * and client-limit hooks have let it through, gets them at once, for as long as the micro-cache
 * still serves that very answer (`offer`'s `isCurrent`; the micro-cache stays the one owner of
 * what is current). The answer's onResponse hooks (metrics, history) still run.
 *
 * Only the plain case: a visitor's GET (no token), without If-None-Match (a revalidation takes the
 * route, which answers 304), and not while the instance is draining (every answer then says
 * `Connection: close`). What an answer may differ by is in the key: the address, the protocol (HSTS)
 * and Accept-Encoding (its `Vary`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from '../../common/http-headers.ts';
import { keepRecent } from '../keep-recent.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `offer`: the answer being sent may be sent again while it says it is current. */
    earlyOffer: { isCurrent: () => boolean; fresh?: (() => Record<string, string>) | undefined } | null;
  }
}

export interface EarlyAnswers {
  /**
   * The answer about to be sent to this request may be sent again, as it leaves (after every
   * onSend hook), to the same address while `isCurrent()`; only a 200 that shared caches may keep
   * and that sets no cookie is. `fresh` gives the headers that change with time (a Cache-Control
   * counting down to a scheduled change), written afresh each time in place of those kept.
   */
  offer(request: FastifyRequest, isCurrent: () => boolean, fresh?: () => Record<string, string>): void;
  /** Answers held now. */
  size(): number;
}

interface Held {
  /** The headers as sent, in pairs, Content-Length included and the request id left out. */
  headers: string[];
  body: Buffer;
  isCurrent: () => boolean;
  fresh?: (() => Record<string, string>) | undefined;
}

const keyOf = (request: FastifyRequest) =>
  `${request.protocol} ${request.headers['accept-encoding'] ?? ''} ${request.url}`;

const isShared = (reply: FastifyReply) =>
  reply.statusCode === 200 &&
  String(reply.getHeader('cache-control') ?? '').startsWith('public') &&
  !reply.hasHeader('set-cookie');

const requestIdHeader = REQUEST_ID_HEADER.toLowerCase();

/** `pairs` with the values `fresh` names (lower-case names) in place of theirs. */
function withFresh(pairs: readonly string[], fresh: Record<string, string>): string[] {
  const headers = [...pairs];
  for (let i = 0; i < headers.length; i += 2) {
    const value = fresh[headers[i]!];
    if (value !== undefined) headers[i + 1] = value;
  }
  return headers;
}

/** The headers of `reply` as pairs for writeHead, its request id left out. */
function headerPairs(reply: FastifyReply, length: number): string[] {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (name === requestIdHeader || name === 'content-length' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push(name, String(one));
  }
  pairs.push('content-length', String(length));
  return pairs;
}

/**
 * Registers the early answer: its onRequest hook must come after the access and client-limit
 * hooks (a refused or staff request never gets one), its onSend hook after every other that
 * changes an answer's headers.
 */
export function registerEarlyAnswers(
  app: FastifyInstance,
  { isDraining, maxEntries = 200 }: { isDraining: () => boolean; maxEntries?: number },
): EarlyAnswers {
  /** Map order is insertion order: a full map forgets its oldest answer first. */
  const held = new Map<string, Held>();
  app.decorateRequest('earlyOffer', null);

  // Callback hooks, not async ones: they run on every request, and a promise each costs.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      held.size === 0 ||
      request.method !== 'GET' ||
      request.hasToken ||
      request.headers['if-none-match'] !== undefined ||
      isDraining()
    )
      return done();
    const key = keyOf(request);
    const answer = held.get(key);
    if (!answer) return done();
    if (!answer.isCurrent()) {
      held.delete(key);
      return done();
    }
    // Fastify runs no further hook nor the route; `done` is not called, as the answer has gone.
    reply.hijack();
    const headers = answer.fresh ? withFresh(answer.headers, answer.fresh()) : answer.headers;
    reply.raw.writeHead(200, [requestIdHeader, request.id, ...headers]);
    reply.raw.end(answer.body);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const offer = request.earlyOffer;
    if (offer && Buffer.isBuffer(payload) && isShared(reply)) {
      const key = keyOf(request);
      keepRecent(
        held,
        key,
        { headers: headerPairs(reply, payload.length), body: payload, ...offer },
        maxEntries,
      );
    }
    done(null, payload);
  });

  return {
    offer(request, isCurrent, fresh) {
      if (request.method === 'GET') request.earlyOffer = { isCurrent, fresh };
    },
    size: () => held.size,
  };
}
