import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';

/** An app whose one route fails with `error`, behind the error handler, as the server's routes do. */
function failingWith(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/', async (_request, reply) => {
    // A route that already said how long its answer may be cached: the failure must not be cached.
    reply.header('Cache-Control', 'public, s-maxage=60');
    throw error;
  });
  return app;
}

describe('the error handler and a database out of reach', () => {
  it('answers 503 with Retry-After and the envelope, never cached, for a refused connection', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await failingWith(refused).inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      success: false,
      message: 'The site is busy for a moment. Please try again in a few seconds.',
      code: 'unavailable',
    });
  });

  it('answers 503 for a server that is restarting (57P01, 57P03)', async () => {
    for (const [code, message] of [
      ['57P01', 'terminating connection due to administrator command'],
      ['57P03', 'the database system is starting up'],
    ])
      expect((await failingWith(Object.assign(new Error(message), { code })).inject('/')).statusCode).toBe(
        503,
      );
  });

  it('still answers 500 with a reference for any other failure', async () => {
    const res = await failingWith(new TypeError('x is undefined')).inject('/');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, code: 'internal' });
  });
});
