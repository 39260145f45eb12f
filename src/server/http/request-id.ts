import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const ID_CHARS = 12;
/** Random bytes are drawn for 256 ids at a time: one system call per id showed in a request's time. */
let pool = Buffer.alloc(0);
let used = 0;

/**
 * A new request id that a visitor can read out on the phone: 'K7F3-Q9XD-2M4P' (60 random bits, no
 * 0/O or 1/I to confuse).
 */
export function newRequestId(): string {
  if (used + ID_CHARS > pool.length) {
    pool = randomBytes(ID_CHARS * 256);
    used = 0;
  }
  let id = '';
  for (let i = 0; i < ID_CHARS; i++) {
    if (i === 4 || i === 8) id += '-';
    id += ALPHABET[pool[used + i]! % ALPHABET.length];
  }
  used += ID_CHARS;
  return id;
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
