import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new request id that a visitor can read out on the phone: 'K7F3-Q9XD-2M4P' (60 random bits, no
 * 0/O or 1/I to confuse).
 */
export function newRequestId(): string {
  const chars = [...randomBytes(12)].map((byte) => ALPHABET[byte % ALPHABET.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

/** What a proxy may hand us: a token such as nginx's $request_id or a UUID, nothing that can break a log line. */
const PROXY_ID = /^[\w.:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of a trusted proxy (TRUST_PROXY), so its log lines and
 * ours share one id, else a new one. A client that is not a trusted proxy cannot choose the id.
 */
export function requestIdFrom(trustProxy: string[]): (request: IncomingMessage) => string {
  const isTrusted = trustProxy.length ? proxyAddr.compile(trustProxy) : () => false;
  return (request) => {
    const given = request.headers['x-request-id'];
    const address = request.socket.remoteAddress ?? '';
    if (typeof given === 'string' && PROXY_ID.test(given) && isTrusted(address, 0)) return given;
    return newRequestId();
  };
}
