// After `vite build` (and scripts/postbuild.mjs): the logo downloads of the CI tab
// (/company/about/ci), written into dist/web/client/downloads/ under the working directory:
//   kidventure-logo-png.zip  colour and white logo, 512 and 1024 px wide, rendered with sharp
//   kidventure-logo-ai.zip   an Illustrator-compatible .ai (a vector PDF) plus the SVG artwork
// The wordmark is converted to outlines from the site's own font (Be Vietnam Pro Bold, WOFF from
// @fontsource), so the files look the same everywhere and need no font installed. Libraries do
// the file formats (decision 025): fontkit reads the font and sets the word with its kerning,
// pdfkit writes the PDF, fflate the zip files.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

const OUT = 'dist/web/client/downloads';
const FONT = fileURLToPath(
  import.meta.resolve('@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff'),
);

/** The logo, in the units of src/web/components/Logo.tsx (a 40 × 40 badge, 20-unit wordmark). */
const LOGO = {
  height: 40,
  badge: { size: 40, radius: 12 },
  k: {
    lines: [
      [12, 10, 12, 30],
      [12, 21, 22, 10],
      [15, 18, 24, 30],
    ],
    width: 4,
  },
  dot: { cx: 30, cy: 11, r: 3.5 },
  text: {
    x: 50,
    baseline: 27,
    size: 20,
    parts: [
      ['Kid', 'ink'],
      ['Venture', 'accent'],
    ],
  },
};
const COLOURS = {
  color: { badge: '#c8451f', k: '#ffffff', dot: '#ffc94d', ink: '#1e2a4a', accent: '#c8451f' },
  white: { badge: '#ffffff', k: null, dot: null, ink: '#ffffff', accent: '#ffffff' },
};

// ---------------------------------------------------------------------------------------------
// The wordmark: the word set by fontkit (GPOS kerning included, also where the colours meet),
// each glyph's outline moved to its pen position in logo units (y down).

function wordmark(font) {
  const { x, baseline, size, parts } = LOGO.text;
  const text = parts.map(([part]) => part).join('');
  const run = font.layout(text);
  if (run.glyphs.length !== text.length) throw new Error(`"${text}" did not set as one glyph per letter`);
  const scale = size / font.unitsPerEm;
  let pen = x;
  let index = 0;
  const out = [];
  for (const [part, tone] of parts) {
    const paths = [];
    for (let i = 0; i < part.length; i++, index++) {
      const position = run.positions[index];
      const origin = pen + position.xOffset * scale;
      paths.push(run.glyphs[index].path.scale(scale, -scale).translate(origin, baseline).toSVG());
      pen += position.xAdvance * scale;
    }
    out.push({ tone, path: paths.join('') });
  }
  return { parts: out, width: pen };
}

// ---------------------------------------------------------------------------------------------
// SVG and PDF

const num = (n) => String(Math.round(n * 1000) / 1000);

function logoSvg(mark, width, tone) {
  const c = COLOURS[tone];
  const { size, radius } = LOGO.badge;
  const kPath = LOGO.k.lines.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('');
  const kStroke = `stroke-width="${LOGO.k.width}" stroke-linecap="round" fill="none"`;
  const { cx, cy, r } = LOGO.dot;
  const badge =
    tone === 'white'
      ? // One-colour version: the K and the dot are cut out of the white badge.
        `<mask id="cut"><rect width="${size}" height="${size}" fill="#fff"/><path d="${kPath}" stroke="#000" ${kStroke}/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#000"/></mask><rect width="${size}" height="${size}" rx="${radius}" fill="${c.badge}" mask="url(#cut)"/>`
      : `<rect width="${size}" height="${size}" rx="${radius}" fill="${c.badge}"/><path d="${kPath}" stroke="${c.k}" ${kStroke}/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.dot}"/>`;
  const words = mark.parts.map((p) => `<path d="${p.path}" fill="${c[p.tone]}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${LOGO.height}" width="${num(width)}" height="${LOGO.height}">
<title>KidVenture</title>
${badge}
${words}
</svg>
`;
}

/**
 * The colour logo as a one-page vector PDF: what Illustrator opens as an .ai file. The artboard
 * is the logo at 4 pt per logo unit; pdfkit's coordinates run downwards like the SVG's.
 */
function logoPdf(mark, width) {
  const c = COLOURS.color;
  const S = 4;
  const { size, radius } = LOGO.badge;
  const { cx, cy, r } = LOGO.dot;
  const doc = new PDFDocument({
    size: [width * S, LOGO.height * S],
    margin: 0,
    info: {
      Title: 'KidVenture logo',
      Author: 'KidVenture Vietnam',
      Creator: 'scripts/brand-assets.mjs',
      Producer: 'KidVenture Vietnam',
    },
  });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.scale(S);
  doc.roundedRect(0, 0, size, size, radius).fill(c.badge);
  doc.lineWidth(LOGO.k.width).lineCap('round').lineJoin('round');
  for (const [x1, y1, x2, y2] of LOGO.k.lines) doc.moveTo(x1, y1).lineTo(x2, y2).stroke(c.k);
  doc.circle(cx, cy, r).fill(c.dot);
  for (const part of mark.parts) doc.path(part.path).fill(c[part.tone]);
  doc.end();
  return done;
}

const README = (contents) => `KidVenture Vietnam - logo files
================================

${contents}

Colours
  KidVenture Red   #C8451F   RGB 200 69 31
  Coral            #F26B3A   RGB 242 107 58
  Dream Yellow     #FFC94D   RGB 255 201 77
  Growth Teal      #137F74   RGB 19 127 116
  Trust Navy       #1E2A4A   RGB 30 42 74

Clear space: keep free space of at least half the badge height on every side of the logo.
Minimum size: 120 px wide on screen, 30 mm wide in print.
Use the colour logo on white or light backgrounds and the white logo on KidVenture Red,
Trust Navy or photographs dark enough for white text. Do not stretch, recolour, rotate
or add effects to the logo.

Questions: ask the KidVenture Vietnam marketing team.
`;

const font = fontkit.openSync(FONT);
const mark = wordmark(font);
const width = Math.ceil(mark.width);
const svg = { color: logoSvg(mark, width, 'color'), white: logoSvg(mark, width, 'white') };

const pngs = [];
for (const tone of ['color', 'white'])
  for (const px of [512, 1024]) {
    const density = (72 * px) / width;
    const data = await sharp(Buffer.from(svg[tone]), { density })
      .resize({ width: px })
      .png({ compressionLevel: 9 })
      .toBuffer();
    pngs.push({ name: `kidventure-logo-${tone}-${px}.png`, data });
  }

fs.mkdirSync(OUT, { recursive: true });
const readmePng = README(
  'kidventure-logo-color-512.png / -1024.png   colour logo on a transparent background\n' +
    'kidventure-logo-white-512.png / -1024.png   one-colour white logo for dark backgrounds',
);
const readmeAi = README(
  'kidventure-logo.ai          vector artwork for Adobe Illustrator (PDF-compatible)\n' +
    'kidventure-logo.svg         colour logo, vector, for the web\n' +
    'kidventure-logo-white.svg   one-colour white logo, vector, for dark backgrounds',
);
const crlf = (s) => Buffer.from(s.replace(/\n/g, '\r\n'), 'utf8');
/** A zip of the files, deflated (PNGs, already compressed, are stored as they are). */
const zip = (files) =>
  zipSync(
    Object.fromEntries(
      files.map(({ name, data }) => [name, [data, { level: name.endsWith('.png') ? 0 : 9 }]]),
    ),
  );
fs.writeFileSync(
  path.join(OUT, 'kidventure-logo-png.zip'),
  zip([...pngs, { name: 'README.txt', data: crlf(readmePng) }]),
);
fs.writeFileSync(
  path.join(OUT, 'kidventure-logo-ai.zip'),
  zip([
    { name: 'kidventure-logo.ai', data: await logoPdf(mark, width) },
    { name: 'kidventure-logo.svg', data: Buffer.from(svg.color) },
    { name: 'kidventure-logo-white.svg', data: Buffer.from(svg.white) },
    { name: 'README.txt', data: crlf(readmeAi) },
  ]),
);
console.log(`Logo downloads written to ${OUT}.`);
