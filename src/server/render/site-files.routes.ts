import type { FastifyInstance } from 'fastify';
import { LOCALES, localePath } from '../../common/paths.ts';
import { registerCalendars } from './calendars.ts';
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

/** robots.txt, the sitemap, the RSS feeds, the calendars and the web manifest: served whether the site is built or not. */
export function registerSiteFiles(
  app: FastifyInstance,
  { services, origin }: { services: Services; origin: string },
) {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\nDisallow: /file/\n\nSitemap: ${origin}/sitemap.xml\n`,
      ),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await sitemap(services, origin)),
  );
  for (const type of feedTypes())
    for (const locale of LOCALES)
      app.get(localePath(locale, type.feed.path), async (_request, reply) =>
        reply
          .type('application/rss+xml; charset=utf-8')
          .send(await rssFeed(services, { type, locale, origin })),
      );
  registerCalendars(app, { services, origin });
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.type('application/manifest+json').send(MANIFEST),
  );
}
