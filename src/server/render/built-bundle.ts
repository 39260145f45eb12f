import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../common/paths.ts';
import type { PageAssets, Renderer, SiteBundle } from './site-bundle.ts';

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
const cssFilesOf = (files: ManifestChunk[]) => [...new Set(files.flatMap((f) => f.css ?? []))];
const stylesOf = (files: ManifestChunk[]) => cssFilesOf(files).map(url);

const readCss = (file: string) => fs.readFileSync(path.join(WEB_DIST, 'client', file), 'utf8');

/**
 * The font files the first screen draws with most (src/web/styles/fonts.css), two per page: both
 * weights of the Latin subset on English pages; the text weight of the Latin and the Vietnamese
 * subsets on Vietnamese ones. Preloaded, they are fetched with the page's first requests instead of
 * after its first layout, which narrows the moment when text drawn in the fallback font reflows as
 * they swap in. Not more: Lighthouse's simulated slow phone counts preloaded fonts before the first
 * paint, and with all four on /vi it scored below 100 (a later LCP); the headings' 700 weights
 * then swap in a little later (a layout shift far inside the budget; decision 017).
 */
const FIRST_SCREEN_FONTS: Record<Locale, string[]> = {
  en: ['latin-400', 'latin-700'],
  vi: ['latin-400', 'vietnamese-400'],
};
const fontFile = (manifest: Record<string, ManifestChunk>, name: string) =>
  manifest[`node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-${name}-normal.woff2`]?.file;

/**
 * Scripts, module preloads and style sheet text a page needs, from Vite's manifest. The site's
 * styles and the page's section's (about 6-9 KB compressed) travel inside the HTML (decision 017).
 */
function assetsFor(manifest: Record<string, ManifestChunk>, pageFile: string, locale: Locale): PageAssets {
  const entry = 'src/web/entry-client.tsx';
  const page = `src/web/${pageFile.replace('./', '')}`;
  const files = chunksOf(manifest, [entry, page]);
  return {
    boot: url(manifest['src/web/boot.ts']!.file),
    scripts: [url(manifest[entry]!.file)],
    page: url(manifest[page]!.file),
    preloads: files.slice(1).map((f) => url(f.file)),
    css: cssFilesOf(files).map(readCss).join('\n'),
    fonts: FIRST_SCREEN_FONTS[locale].flatMap((name) => fontFile(manifest, name) ?? []).map(url),
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

  const pageAssets = new Map<string, PageAssets>();
  const adminFiles = chunksOf(manifest, ['src/web/admin/entry-admin.tsx']);
  return {
    renderer: async () => renderer,
    isCacheable: true,
    pageAssets: (pageFile, locale) => {
      // The build never changes while it runs: each page's assets are worked out once per language.
      const key = `${locale}:${pageFile}`;
      if (!pageAssets.has(key)) pageAssets.set(key, assetsFor(manifest, pageFile, locale));
      return pageAssets.get(key)!;
    },
    adminAssets: {
      scripts: [url(adminFiles[0]!.file)],
      preloads: adminFiles.slice(1).map((f) => url(f.file)),
      styles: stylesOf(adminFiles),
    },
  };
}
