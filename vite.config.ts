import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
          input: { site: 'src/web/entry-client.tsx', admin: 'src/web/admin/entry-admin.tsx' },
          output: {
            // Small pieces that many pages share travel as one file instead of a dozen tiny ones,
            // which costs fewer round trips on a slow phone connection.
            codeSplitting: {
              groups: [{ name: 'shared', test: /\/src\/web\/(components|lib)\//, minShareCount: 3 }],
            },
          },
        },
      },
}));
