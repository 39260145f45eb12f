import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocument, type RegisteredRoute } from './document.ts';
import { named } from './route-doc.ts';

const documentSchema = z
  .object({ openapi: z.literal('3.1.0'), info: z.object({}).loose(), paths: z.object({}).loose() })
  .loose();

/**
 * Records every route as it is registered, and serves GET /api/openapi.json built from those that
 * declared `config.api`. Call it before any other route is registered. The document is public, like
 * the contract it describes (decision 019); it is built once, at the first request.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method: String(method), url: route.url, doc: route.config?.api });
  });

  let body: string | undefined;
  app.get(
    '/api/openapi.json',
    {
      config: {
        api: {
          tag: 'Reference',
          summary: 'This document: the API as OpenAPI 3.1, generated from the routes',
          access: 'public',
          produces: {
            contentType: 'application/json',
            description: 'The OpenAPI document',
            schema: named('OpenApiDocument', documentSchema),
          },
        },
      },
    },
    async (_request, reply) => {
      body ??= JSON.stringify(openApiDocument(routes));
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=60')
        .send(body);
    },
  );
}
