// After `vite build`: icons rendered from the SVG logo, and Brotli/gzip copies of text assets so the
// server can send them pre-compressed. The gzip copies come from Zopfli, which writes ordinary gzip
// about 3-4% smaller than zlib's best level (decision 017), for clients that do not take Brotli.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import sharp from 'sharp';

const out = 'dist/web/client';
const svg = fs.readFileSync('src/web/public/favicon.svg');
for (const [name, size] of [
  ['favicon-32.png', 32],
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
])
  await sharp(svg, { density: 600 }).resize(size, size).png().toFile(path.join(out, name));
fs.copyFileSync(path.join(out, 'favicon-32.png'), path.join(out, 'favicon.ico'));

const compressible = /\.(js|css|svg|json|webmanifest|txt)$/;
for (const file of fs.readdirSync(path.join(out, 'assets'))) {
  if (!compressible.test(file)) continue;
  const full = path.join(out, 'assets', file);
  const data = fs.readFileSync(full);
  fs.writeFileSync(
    `${full}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${full}.gz`, await gzipAsync(data, { numiterations: 15 }));
}
console.log('Icons and compressed assets written.');
