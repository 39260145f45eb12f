import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PAGE_FILES } from './src/web/site/pages.ts';

/**
 * Each public page is an entry of its own (HomePage → assets/HomePage-….js): the server names the
 * page's file in the HTML and the site entry imports it, so the browser bundle carries no table of
 * every page and no preload helper; the server preloads what the page imports.
 */
const pageEntries = Object.fromEntries(
  Object.values(PAGE_FILES).map((file) => [path.basename(file, '.tsx'), `src/web/${file.slice(2)}`]),
);

/**
 * Two builds from one config: the browser bundle (`vite build`, hashed files and a manifest under
 * dist/web/client) and the server renderer (`vite build --ssr`, dist/web/server). Admin code has
 * its own entry and never enters the public bundle.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'src/web/public',
  build: isSsrBuild
    ? { outDir: 'dist/web/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/web/client',
        manifest: true,
        emptyOutDir: true,
        assetsInlineLimit: 2048,
        rollupOptions: {
          input: {
            boot: 'src/web/boot.ts',
            site: 'src/web/entry-client.tsx',
            admin: 'src/web/admin/entry-admin.tsx',
            ...pageEntries,
          },
          // Page entries keep their exports: the site entry imports them for `default`.
          preserveEntrySignatures: 'exports-only',
          output: {
            // Small pieces that many pages share travel as one file instead of a dozen tiny ones,
            // which costs fewer round trips on a slow phone connection.
            codeSplitting: {
              groups: [
                { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\// },
                // Every public page's small shell pieces, which the back-office shares in part.
                {
                  name: 'shell',
                  test: /\/src\/(common\/site-config|web\/components\/(Logo|ErrorBoundary)|web\/site\/page-title)\./,
                },
                // Not the API client, paged lists and their buttons, dialogs and page icons, which only some pages use.
                {
                  name: 'shared',
                  test: /\/src\/web\/(components|lib)\/(?!api\.|use-paged-list\.|ViewMore\.|Dialog\.|page-icons\.)/,
                  minShareCount: 3,
                },
              ],
            },
          },
        },
      },
}));
