import type { AdminAssets } from './site-bundle.ts';

/**
 * The back-office page: an empty client-rendered shell under /admin with its own script entry
 * (never in a public bundle), kept out of search engines.
 */
export function adminShell(assets: AdminAssets): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<title>Admin · KidVenture</title>',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    // A classic script, so it runs before the modules: zod without its eval probe (decision 046).
    '<script src="/zod-jitless.js"></script>',
    ...assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
    '</head>',
    '<body><div id="admin"></div><noscript>The back-office needs JavaScript.</noscript></body>',
    '</html>',
  ].join('\n');
}
