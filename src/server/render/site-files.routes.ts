import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOCALES, localePath } from '../../common/paths.ts';
import { feedTypes, rssFeed } from './feeds.ts';
import type { Services } from './loaders.ts';
import { sitemap } from './sitemap.ts';

/** The web manifest: the site's name, colours and icons for an installed page. */
const MANIFEST = {
  name: 'KidVenture Vietnam',
  short_name: 'KidVenture',
  start_url: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#c8451f',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};

/** robots.txt, the sitemap, the RSS feeds and the web manifest: served whether the site is built or not. */
export function registerSiteFiles(
  app: FastifyInstance,
  { services, originOf }: { services: Services; originOf: (request: FastifyRequest) => string },
) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /file/\n\nSitemap: ${originOf(request)}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemap(services, originOf(request))),
  );
  for (const type of feedTypes())
    for (const locale of LOCALES)
      app.get(localePath(locale, type.feed.path), async (request, reply) =>
        reply
          .type('application/rss+xml; charset=utf-8')
          .send(await rssFeed(services, { type, locale, origin: originOf(request) })),
      );
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json').send(MANIFEST),
  );
}
