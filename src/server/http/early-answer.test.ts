import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type EarlyAnswers, registerEarlyAnswers } from './early-answer.ts';

/**
 * The early answer on a bare Fastify: a route that counts its runs offers its answer, which stays
 * current while `current` says so. What runs is seen from the counts and the answers over HTTP.
 */
let app: FastifyInstance;
let early: EarlyAnswers;
let base: string;
let runs: number;
let responses: number;
let current: boolean;
let draining: boolean;
/** Headers written afresh at each early answer, when set. */
let fresh: (() => Record<string, string>) | undefined;

beforeEach(async () => {
  runs = 0;
  responses = 0;
  current = true;
  draining = false;
  fresh = undefined;
  app = Fastify();
  app.decorateRequest('hasToken', false);
  // As the access hook would: a bearer token makes a staff request.
  app.addHook('onRequest', async (request) => {
    request.hasToken = request.headers.authorization !== undefined;
  });
  early = registerEarlyAnswers(app, { isDraining: () => draining, maxEntries: 2 });
  app.addHook('onResponse', async () => {
    responses += 1;
  });
  app.get('/list', (request, reply) => {
    runs += 1;
    early.offer(request, () => current, fresh);
    const shared = request.query && (request.query as { private?: string }).private === undefined;
    reply
      .header('cache-control', shared ? 'public, max-age=0, s-maxage=60' : 'private, no-store')
      .header('x-request-id', String(request.id))
      .type('application/json; charset=utf-8')
      .send(Buffer.from(JSON.stringify({ run: runs })));
  });
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(async () => {
  await app.close();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: await res.json(), headers: res.headers };
};

describe('an early answer', () => {
  it('is the answer as it left, sent again without the route, the onResponse hooks still run', async () => {
    const first = await get('/list?page=1');
    const again = await get('/list?page=1');
    expect(first.body).toEqual({ run: 1 });
    expect(again.body).toEqual({ run: 1 });
    expect(runs).toBe(1);
    expect(responses).toBe(2);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(again.headers.get('content-length')).toBe(first.headers.get('content-length'));
    // Its own request id, not the first request's.
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(early.size()).toBe(1);
  });

  it('writes the headers that change with time afresh', async () => {
    let left = 60;
    fresh = () => ({ 'cache-control': `public, max-age=0, s-maxage=${left}` });
    await get('/list');
    left = 42;
    const again = await get('/list');
    expect(again.body).toEqual({ run: 1 });
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=42');
    expect(again.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('is held per address and Accept-Encoding', async () => {
    await get('/list?page=1');
    expect((await get('/list?page=1', { 'accept-encoding': 'gzip' })).body).toEqual({ run: 2 });
    expect((await get('/list?page=1')).body).toEqual({ run: 1 });
    expect((await get('/list?page=1', { 'accept-encoding': 'gzip' })).body).toEqual({ run: 2 });
    expect((await get('/list?page=01')).body).toEqual({ run: 3 });
  });

  it('is dropped when no longer current', async () => {
    await get('/list');
    current = false;
    expect((await get('/list')).body).toEqual({ run: 2 });
    current = true;
    expect((await get('/list')).body).toEqual({ run: 2 });
  });

  it('is not sent to staff, to a revalidation, to HEAD or while draining', async () => {
    await get('/list');
    expect((await get('/list', { authorization: 'Bearer x' })).body).toEqual({ run: 2 });
    expect((await get('/list', { 'if-none-match': '"x"' })).body).toEqual({ run: 3 });
    const head = await fetch(`${base}/list`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(runs).toBe(4);
    draining = true;
    expect((await get('/list')).body).toEqual({ run: 5 });
  });

  it('is only kept for an answer shared caches may keep', async () => {
    await get('/list?private=1');
    expect((await get('/list?private=1')).body).toEqual({ run: 2 });
    expect(early.size()).toBe(0);
  });

  it('forgets the oldest address when full', async () => {
    await get('/list?a');
    await get('/list?b');
    await get('/list?c');
    expect(early.size()).toBe(2);
    expect((await get('/list?c')).body).toEqual({ run: 3 });
    expect((await get('/list?a')).body).toEqual({ run: 4 });
  });
});
