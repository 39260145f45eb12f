import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createServer, isRunnableDevEnvironment, searchForWorkspaceRoot } from 'vite';
import { isViteFile, type Renderer, type SiteBundle } from './site-bundle.ts';

const SOURCE_ENTRIES = {
  site: '/src/web/entry-client.tsx',
  admin: '/src/web/admin/entry-admin.tsx',
  server: '/src/web/entry-server.tsx',
};

/**
 * Development only (NODE_ENV=development, `npm run dev`); this module is the only one that loads
 * Vite, and only then. Vite's dev server in middleware mode inside this Fastify server: pages are
 * rendered by the current src/web/entry-server.tsx through Vite's module runner, so an edit shows
 * on the next request; the browser loads the sources as modules with hot module replacement (React
 * Fast Refresh), its socket sharing the server's port.
 */
export async function registerViteBundle(
  app: FastifyInstance,
  { dataDir }: { dataDir: string },
): Promise<SiteBundle> {
  const vite = await createServer({
    appType: 'custom',
    // Read vite.config.ts in memory: the default writes a temporary copy that `tsx watch` would
    // take for a change to the server and restart it.
    configLoader: 'runner',
    server: {
      middlewareMode: true,
      hmr: { server: app.server },
      // SQLite's and the uploads' writes are no module's business.
      watch: { ignored: [`${path.resolve(dataDir)}/**`] },
      // node_modules may be a link to an install elsewhere (a git worktree sharing one): its fonts
      // and other files are served from there.
      fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] },
    },
  });
  // Before the server stops listening: its open HMR sockets would otherwise keep close() waiting.
  app.addHook('preClose', () => vite.close());
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules here");

  return {
    renderer: () => ssr.runner.import<Renderer>(SOURCE_ENTRIES.server),
    // Styles come with the modules that import them (a moment unstyled on a full load in development);
    // the page's module is its source file, which the site entry imports.
    pageAssets: (pageFile) => ({
      scripts: ['/@vite/client', SOURCE_ENTRIES.site],
      page: `/src/web/${pageFile.replace('./', '')}`,
      preloads: [],
      css: '',
      fonts: [],
    }),
    adminAssets: { scripts: ['/@vite/client', SOURCE_ENTRIES.admin], preloads: [], styles: [] },
    isCacheable: false,
    serveUnmatched(request, reply) {
      if (!isViteFile(request.url.split('?')[0]!)) return false;
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      });
      return true;
    },
  };
}
