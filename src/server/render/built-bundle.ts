import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../web/lib/paths.ts';
import type { Renderer, SiteBundle } from './site-bundle.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const WEB_DIST = path.resolve('dist/web');

/** Static imports of the given manifest entries, entry first, each chunk once. */
function chunksOf(manifest: Record<string, ManifestChunk>, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const files: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key]!);
    for (const dep of manifest[key]!.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

const url = (file: string) => `/${file}`;
const stylesOf = (files: ManifestChunk[]) => [...new Set(files.flatMap((f) => f.css ?? []))].map(url);

/** Scripts, module preloads and styles a page needs, from Vite's manifest. */
function assetsFor(manifest: Record<string, ManifestChunk>, pageFile: string, locale: Locale) {
  const entry = 'src/web/entry-client.tsx';
  const files = chunksOf(manifest, [
    entry,
    `src/web/${pageFile.replace('./', '')}`,
    `src/web/locales/${locale}.json`,
  ]);
  return {
    scripts: [url(manifest[entry]!.file)],
    preloads: files.slice(1).map((f) => url(f.file)),
    styles: stylesOf(files),
  };
}

/**
 * The built site (`npm run build`): the renderer from dist/web/server, hashed browser files from
 * dist/web/client served with long caching, pre-compressed copies preferred. Null when it has not
 * been built (the API-only tests).
 */
export async function registerBuiltBundle(app: FastifyInstance): Promise<SiteBundle | null> {
  const entry = path.join(WEB_DIST, 'server/entry-server.js');
  const manifestFile = path.join(WEB_DIST, 'client/.vite/manifest.json');
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) return null;
  const renderer = (await import(entry)) as Renderer;
  const manifest: Record<string, ManifestChunk> = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

  await app.register(fastifyStatic, {
    root: path.join(WEB_DIST, 'client'),
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (res, file) => {
      res.header(
        'Cache-Control',
        file.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=86400',
      );
    },
  });
  app.get('/assets/*', (request, reply) =>
    reply.sendFile(`assets/${(request.params as { '*': string })['*']}`),
  );

  const adminFiles = chunksOf(manifest, ['src/web/admin/entry-admin.tsx']);
  return {
    renderer: async () => renderer,
    isCacheable: true,
    pageAssets: (pageFile, locale) => assetsFor(manifest, pageFile, locale),
    adminAssets: {
      scripts: [url(adminFiles[0]!.file)],
      preloads: adminFiles.slice(1).map((f) => url(f.file)),
      styles: stylesOf(adminFiles),
    },
  };
}
