import type { FastifyInstance, FastifyRequest } from 'fastify';
import { networkOf } from '../../common/ip.ts';
import { tooManyRequests } from '../errors.ts';
import { keepRecent } from '../keep-recent.ts';

/**
 * How many requests one client (an IPv4 address or an IPv6 /64: `networkOf`) may make: a token
 * bucket per client that holds `burst` requests and refills at `perMinute`. Kept in this process's memory: it is asked on every request, so it
 * must cost nothing; with several instances each counts its own share (docs/deploy.md).
 */
export interface ClientLimitSettings {
  perMinute: number;
  burst: number;
}

/** Buckets remembered at most; the least recently seen clients are forgotten first. */
const MAX_CLIENTS = 50_000;

export function clientLimit({ perMinute, burst }: ClientLimitSettings) {
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one request from the client's bucket: 0 when it may go ahead, else the seconds to wait. */
    take(ip: string, now = Date.now()): number {
      const key = networkOf(ip);
      const bucket = buckets.get(key);
      const tokens = bucket ? Math.min(burst, bucket.tokens + (now - bucket.at) * perMs) : burst;
      // Kept again at every request, so the least recently seen client is forgotten first.
      const left = tokens >= 1 ? tokens - 1 : tokens;
      keepRecent(buckets, key, { tokens: left, at: now }, MAX_CLIENTS);
      return tokens >= 1 ? 0 : (1 - tokens) / perMs / 1000;
    },
  };
}

/**
 * What costs no work is not counted: built assets, uploaded images, robots, sitemap, icons, probes
 * and the metrics scrape (which has its own guard, and a monitor must not be locked out by traffic).
 */
const isFree = (path: string) =>
  /^\/(assets|uploads)\//.test(path) ||
  /\.[a-z\d]+$/i.test(path) ||
  /^\/(healthz|readyz|metrics)$/.test(path);

const TOO_MANY = 'Too many requests from your address. Please wait a moment and try again.';

/**
 * Every API call, file download and page of a visitor takes from that visitor's bucket (the client
 * address as TRUST_PROXY decides it). Signed-in administrators are not limited here: their calls
 * have passed the access hook, which runs first.
 */
export function registerClientLimit(
  app: FastifyInstance,
  settings: ClientLimitSettings | null,
  { onRefused }: { onRefused?: () => void } = {},
): void {
  if (!settings) return;
  const limit = clientLimit(settings);
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (request.auth || isFree(request.url.split('?')[0]!)) return;
    const wait = limit.take(request.clientIp);
    if (!wait) return;
    onRefused?.();
    const error = tooManyRequests(TOO_MANY, wait);
    if (/^\/(api|file)\//.test(request.url)) throw error;
    // A page: a short plain answer in both languages rather than JSON.
    return reply
      .status(429)
      .headers(error.headers)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(`${TOO_MANY}\nBạn đã gửi quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.`);
  });
}
