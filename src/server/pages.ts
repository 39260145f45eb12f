import type { FastifyInstance } from 'fastify';

/**
 * Until the React site is served (issue 3), the root says plainly that this is the API server.
 */
export function registerPages(app: FastifyInstance): void {
  app.get('/', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>KidVenture Vietnam API</title></head>' +
          '<body><h1>KidVenture Vietnam</h1><p>The API is up. The public website and back-office are being built.</p>' +
          '<p>Try <a href="/api/job">/api/job</a> or <a href="/api/news">/api/news</a>.</p></body></html>',
      ),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nDisallow: /api/\nDisallow: /admin\n'),
  );
}
