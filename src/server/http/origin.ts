import type { FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';

const PLAIN_HOST = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * The site's public origin for links written into pages, the sitemap and e-mails: PUBLIC_URL when
 * set, else the request's own origin if its Host is a plain host name (the header is client-chosen,
 * so anything else falls back to localhost rather than reaching markup).
 */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  return `${request.protocol}://${PLAIN_HOST.test(request.host) ? request.host : 'localhost'}`;
}
