// After `vite build` (and scripts/postbuild.mjs): the logo downloads of the CI tab
// (/company/about/ci), written into dist/web/client/downloads/:
//   kidventure-logo-png.zip  colour and white logo, 512 and 1024 px wide, rendered with sharp
//   kidventure-logo-ai.zip   an Illustrator-compatible .ai (a vector PDF) plus the SVG artwork
// The wordmark is converted to outlines from the site's own font (Be Vietnam Pro Bold, WOFF from
// @fontsource), so the files look the same everywhere and need no font installed. No zip or PDF
// package is used: both formats are small enough to write by hand.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

const OUT = 'dist/web/client/downloads';
const FONT = 'node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff';

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
// Font: WOFF 1.0 → TrueType tables → glyph outlines, advances and GPOS pair kerning.

function readWoff(buf) {
  if (buf.toString('latin1', 0, 4) !== 'wOFF') throw new Error(`${FONT} is not a WOFF file`);
  const tables = {};
  for (let i = 0; i < buf.readUInt16BE(12); i++) {
    const at = 44 + i * 20;
    const tag = buf.toString('latin1', at, at + 4);
    const offset = buf.readUInt32BE(at + 4);
    const compLength = buf.readUInt32BE(at + 8);
    const origLength = buf.readUInt32BE(at + 12);
    const data = buf.subarray(offset, offset + compLength);
    tables[tag] = compLength < origLength ? zlib.inflateSync(data) : data;
  }
  return tables;
}

function coverageIndex(t, at, gid) {
  const format = t.readUInt16BE(at);
  const count = t.readUInt16BE(at + 2);
  for (let i = 0; i < count; i++) {
    if (format === 1) {
      if (t.readUInt16BE(at + 4 + i * 2) === gid) return i;
    } else {
      const r = at + 4 + i * 6;
      const start = t.readUInt16BE(r);
      if (gid >= start && gid <= t.readUInt16BE(r + 2)) return t.readUInt16BE(r + 4) + gid - start;
    }
  }
  return -1;
}

function classOf(t, at, gid) {
  const format = t.readUInt16BE(at);
  if (format === 1) {
    const start = t.readUInt16BE(at + 2);
    const count = t.readUInt16BE(at + 4);
    return gid >= start && gid < start + count ? t.readUInt16BE(at + 6 + (gid - start) * 2) : 0;
  }
  for (let i = 0; i < t.readUInt16BE(at + 2); i++) {
    const r = at + 4 + i * 6;
    if (gid >= t.readUInt16BE(r) && gid <= t.readUInt16BE(r + 2)) return t.readUInt16BE(r + 4);
  }
  return 0;
}

const bitCount = (n) => n.toString(2).replace(/0/g, '').length;
/** The XAdvance of a GPOS value record (the only field kerning needs). */
const xAdvance = (t, at, format) => (format & 4 ? t.readInt16BE(at + bitCount(format & 3) * 2) : 0);

function loadFont(file) {
  const tables = readWoff(fs.readFileSync(file));
  const { head, hhea, hmtx, loca, glyf, cmap, GPOS } = tables;
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const numHMetrics = hhea.readUInt16BE(34);

  // cmap: the Windows Unicode BMP subtable (format 4).
  let sub = -1;
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const r = 4 + i * 8;
    const platform = cmap.readUInt16BE(r);
    const encoding = cmap.readUInt16BE(r + 2);
    const offset = cmap.readUInt32BE(r + 4);
    if (cmap.readUInt16BE(offset) === 4 && (platform === 3 || platform === 0)) sub = offset;
    if (platform === 3 && encoding === 1 && cmap.readUInt16BE(offset) === 4) break;
  }
  if (sub < 0) throw new Error('No format-4 cmap in the font');
  const segCount = cmap.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segCount * 2 + 2;
  const deltas = starts + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  const gidOf = (ch) => {
    const code = ch.codePointAt(0);
    for (let i = 0; i < segCount; i++) {
      if (code > cmap.readUInt16BE(ends + i * 2)) continue;
      const start = cmap.readUInt16BE(starts + i * 2);
      if (code < start) return 0;
      const delta = cmap.readUInt16BE(deltas + i * 2);
      const ro = cmap.readUInt16BE(rangeOffsets + i * 2);
      if (ro === 0) return (code + delta) & 0xffff;
      const g = cmap.readUInt16BE(rangeOffsets + i * 2 + ro + (code - start) * 2);
      return g === 0 ? 0 : (g + delta) & 0xffff;
    }
    return 0;
  };

  const advance = (gid) => hmtx.readUInt16BE(4 * Math.min(gid, numHMetrics - 1));
  const glyphRange = (gid) =>
    longLoca
      ? [loca.readUInt32BE(gid * 4), loca.readUInt32BE(gid * 4 + 4)]
      : [loca.readUInt16BE(gid * 2) * 2, loca.readUInt16BE(gid * 2 + 2) * 2];

  /** Contours of a glyph as arrays of {x, y, on} in font units (y up). */
  function contours(gid) {
    const [from, to] = glyphRange(gid);
    if (to <= from) return [];
    const g = glyf.subarray(from, to);
    const n = g.readInt16BE(0);
    if (n < 0) {
      const result = [];
      let at = 10;
      let flags;
      do {
        flags = g.readUInt16BE(at);
        const component = g.readUInt16BE(at + 2);
        at += 4;
        let dx;
        let dy;
        if (flags & 1) {
          dx = g.readInt16BE(at);
          dy = g.readInt16BE(at + 2);
          at += 4;
        } else {
          dx = g.readInt8(at);
          dy = g.readInt8(at + 1);
          at += 2;
        }
        if (!(flags & 2)) throw new Error('Point-matched composite glyphs are not supported');
        let [a, b, c, d] = [1, 0, 0, 1];
        const f2 = (o) => g.readInt16BE(o) / 16384;
        if (flags & 8) {
          a = d = f2(at);
          at += 2;
        } else if (flags & 0x40) {
          a = f2(at);
          d = f2(at + 2);
          at += 4;
        } else if (flags & 0x80) {
          [a, b, c, d] = [f2(at), f2(at + 2), f2(at + 4), f2(at + 6)];
          at += 8;
        }
        for (const contour of contours(component))
          result.push(
            contour.map((p) => ({ x: a * p.x + c * p.y + dx, y: b * p.x + d * p.y + dy, on: p.on })),
          );
      } while (flags & 0x20);
      return result;
    }
    const endPts = Array.from({ length: n }, (_, i) => g.readUInt16BE(10 + i * 2));
    const count = n ? endPts[n - 1] + 1 : 0;
    let at = 10 + n * 2;
    at += 2 + g.readUInt16BE(at);
    const flags = [];
    while (flags.length < count) {
      const flag = g[at++];
      flags.push(flag);
      if (flag & 8) for (let r = g[at++]; r > 0; r--) flags.push(flag);
    }
    const coords = (shortBit, sameBit) => {
      const values = [];
      let v = 0;
      for (const flag of flags) {
        if (flag & shortBit) v += flag & sameBit ? g[at++] : -g[at++];
        else if (!(flag & sameBit)) {
          v += g.readInt16BE(at);
          at += 2;
        }
        values.push(v);
      }
      return values;
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    const points = flags.map((flag, i) => ({ x: xs[i], y: ys[i], on: (flag & 1) === 1 }));
    return endPts.map((end, i) => points.slice(i ? endPts[i - 1] + 1 : 0, end + 1));
  }

  // GPOS pair adjustments of the 'kern' feature.
  const kernLookups = [];
  if (GPOS) {
    const featureList = GPOS.readUInt16BE(6);
    const lookupList = GPOS.readUInt16BE(8);
    const indices = new Set();
    for (let i = 0; i < GPOS.readUInt16BE(featureList); i++) {
      const r = featureList + 2 + i * 6;
      if (GPOS.toString('latin1', r, r + 4) !== 'kern') continue;
      const feature = featureList + GPOS.readUInt16BE(r + 4);
      for (let j = 0; j < GPOS.readUInt16BE(feature + 2); j++)
        indices.add(GPOS.readUInt16BE(feature + 4 + j * 2));
    }
    for (const index of [...indices].sort((x, y) => x - y)) {
      const lookup = lookupList + GPOS.readUInt16BE(lookupList + 2 + index * 2);
      const subtables = [];
      for (let j = 0; j < GPOS.readUInt16BE(lookup + 4); j++) {
        let st = lookup + GPOS.readUInt16BE(lookup + 6 + j * 2);
        let type = GPOS.readUInt16BE(lookup);
        if (type === 9) {
          type = GPOS.readUInt16BE(st + 2);
          st += GPOS.readUInt32BE(st + 4);
        }
        if (type === 2) subtables.push(st);
      }
      kernLookups.push(subtables);
    }
  }
  const kern = (left, right) => {
    const t = GPOS;
    let total = 0;
    for (const subtables of kernLookups)
      for (const st of subtables) {
        const ci = coverageIndex(t, st + t.readUInt16BE(st + 2), left);
        if (ci < 0) continue;
        const vf1 = t.readUInt16BE(st + 4);
        const vf2 = t.readUInt16BE(st + 6);
        const size = (bitCount(vf1) + bitCount(vf2)) * 2;
        if (t.readUInt16BE(st) === 1) {
          const set = st + t.readUInt16BE(st + 10 + ci * 2);
          const found = Array.from({ length: t.readUInt16BE(set) }, (_, k) => set + 2 + k * (2 + size)).find(
            (rec) => t.readUInt16BE(rec) === right,
          );
          if (found === undefined) continue;
          total += xAdvance(t, found + 2, vf1);
        } else {
          const c1 = classOf(t, st + t.readUInt16BE(st + 8), left);
          const c2 = classOf(t, st + t.readUInt16BE(st + 10), right);
          const class2Count = t.readUInt16BE(st + 14);
          total += xAdvance(t, st + 16 + (c1 * class2Count + c2) * size, vf1);
        }
        break;
      }
    return total;
  };

  return { unitsPerEm, gidOf, advance, contours, kern };
}

/**
 * A glyph's outline as path segments in logo units (y down): M/L/Q/Z, the TrueType quadratic
 * contours with their implied on-curve midpoints made explicit.
 */
function outline(contourList, scale, ox, oy) {
  const segments = [];
  const P = (p) => [ox + p.x * scale, oy - p.y * scale];
  for (const contour of contourList) {
    if (!contour.length) continue;
    const pts = [...contour];
    // Start on an on-curve point; a contour of only off-curve points starts on an implied one.
    let startIndex = pts.findIndex((p) => p.on);
    if (startIndex < 0) {
      const [a, b] = [pts[pts.length - 1], pts[0]];
      pts.unshift({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });
      startIndex = 0;
    }
    const start = pts[startIndex];
    const ring = [...pts.slice(startIndex + 1), ...pts.slice(0, startIndex), start];
    segments.push(['M', ...P(start)]);
    let control = null;
    for (const p of ring) {
      if (p.on) {
        segments.push(control ? ['Q', ...P(control), ...P(p)] : ['L', ...P(p)]);
        control = null;
      } else {
        if (control) {
          const mid = { x: (control.x + p.x) / 2, y: (control.y + p.y) / 2 };
          segments.push(['Q', ...P(control), ...P(mid)]);
        }
        control = p;
      }
    }
    segments.push(['Z']);
  }
  return segments;
}

/** The wordmark as outlined paths, one per colour part, and its total width in logo units. */
function wordmark(font) {
  const { x, baseline, size, parts } = LOGO.text;
  const scale = size / font.unitsPerEm;
  let pen = x;
  let previous = null;
  const out = [];
  for (const [text, tone] of parts) {
    const segments = [];
    for (const ch of text) {
      const gid = font.gidOf(ch);
      if (previous !== null) pen += font.kern(previous, gid) * scale;
      segments.push(...outline(font.contours(gid), scale, pen, baseline));
      pen += font.advance(gid) * scale;
      previous = gid;
    }
    out.push({ tone, segments });
  }
  return { parts: out, width: pen };
}

// ---------------------------------------------------------------------------------------------
// SVG and PDF

const num = (n) => String(Math.round(n * 1000) / 1000);
const svgPath = (segments) => segments.map(([op, ...args]) => `${op}${args.map(num).join(' ')}`).join('');

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
  const words = mark.parts.map((p) => `<path d="${svgPath(p.segments)}" fill="${c[p.tone]}"/>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(width)} ${LOGO.height}" width="${num(width)}" height="${LOGO.height}">
<title>KidVenture</title>
${badge}
${words}
</svg>
`;
}

const rgb = (hex) => [1, 3, 5].map((i) => num(Number.parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/** PDF path operators for segments; quadratic curves become the equivalent cubic ones. */
function pdfPath(segments) {
  const ops = [];
  let cur = [0, 0];
  let start = [0, 0];
  for (const [op, ...a] of segments) {
    if (op === 'M') {
      ops.push(`${num(a[0])} ${num(a[1])} m`);
      cur = start = a;
    } else if (op === 'L') {
      ops.push(`${num(a[0])} ${num(a[1])} l`);
      cur = a;
    } else if (op === 'Q') {
      const [qx, qy, x, y] = a;
      const c1 = [cur[0] + ((qx - cur[0]) * 2) / 3, cur[1] + ((qy - cur[1]) * 2) / 3];
      const c2 = [x + ((qx - x) * 2) / 3, y + ((qy - y) * 2) / 3];
      ops.push(`${[...c1, ...c2, x, y].map(num).join(' ')} c`);
      cur = [x, y];
    } else {
      ops.push('h');
      cur = start;
    }
  }
  return ops.join('\n');
}

/** A rounded rectangle and a circle as Bézier paths (kappa approximation of quarter circles). */
const K = 0.5523;
function roundedRect(x, y, w, h, r) {
  const k = r * K;
  return [
    `${num(x + r)} ${num(y)} m`,
    `${num(x + w - r)} ${num(y)} l`,
    `${[x + w - r + k, y, x + w, y + r - k, x + w, y + r].map(num).join(' ')} c`,
    `${num(x + w)} ${num(y + h - r)} l`,
    `${[x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h].map(num).join(' ')} c`,
    `${num(x + r)} ${num(y + h)} l`,
    `${[x + r - k, y + h, x, y + h - r + k, x, y + h - r].map(num).join(' ')} c`,
    `${num(x)} ${num(y + r)} l`,
    `${[x, y + r - k, x + r - k, y, x + r, y].map(num).join(' ')} c`,
    'h',
  ].join('\n');
}
function circle(cx, cy, r) {
  const k = r * K;
  return [
    `${num(cx + r)} ${num(cy)} m`,
    `${[cx + r, cy + k, cx + k, cy + r, cx, cy + r].map(num).join(' ')} c`,
    `${[cx - k, cy + r, cx - r, cy + k, cx - r, cy].map(num).join(' ')} c`,
    `${[cx - r, cy - k, cx - k, cy - r, cx, cy - r].map(num).join(' ')} c`,
    `${[cx + k, cy - r, cx + r, cy - k, cx + r, cy].map(num).join(' ')} c`,
    'h',
  ].join('\n');
}

/**
 * The colour logo as a one-page vector PDF: what Illustrator opens as an .ai file. The artboard
 * is the logo at 4 pt per logo unit; the drawing is in logo units, flipped by the matrix.
 */
function logoPdf(mark, width) {
  const c = COLOURS.color;
  const S = 4;
  const W = width * S;
  const H = LOGO.height * S;
  const { size, radius } = LOGO.badge;
  const { cx, cy, r } = LOGO.dot;
  const content = [
    'q',
    `${S} 0 0 ${-S} 0 ${num(H)} cm`,
    `${rgb(c.badge)} rg`,
    roundedRect(0, 0, size, size, radius),
    'f',
    `${rgb(c.k)} RG ${LOGO.k.width} w 1 J 1 j`,
    ...LOGO.k.lines.map(([x1, y1, x2, y2]) => `${x1} ${y1} m ${x2} ${y2} l S`),
    `${rgb(c.dot)} rg`,
    circle(cx, cy, r),
    'f',
    ...mark.parts.flatMap((p) => [`${rgb(c[p.tone])} rg`, pdfPath(p.segments), 'f']),
    'Q',
  ].join('\n');
  const stream = zlib.deflateSync(Buffer.from(content, 'latin1'));
  const box = `[0 0 ${num(W)} ${num(H)}]`;
  const date = `D:${new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox ${box} /TrimBox ${box} /ArtBox ${box} /Resources << >> /Contents 4 0 R >>`,
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
      stream,
      Buffer.from('\nendstream'),
    ]),
    Buffer.from(
      `<< /Title (KidVenture logo) /Author (KidVenture Vietnam) /Creator (scripts/brand-assets.mjs) /Producer (KidVenture Vietnam) /CreationDate (${date}) >>`,
    ),
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0].length;
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(length);
    const piece = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), obj, Buffer.from('\nendobj\n')]);
    chunks.push(piece);
    length += piece.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Zip: local file headers, central directory, end record; method 0 (stored), CRC-32.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function zip(files, when = new Date()) {
  const time = (when.getHours() << 11) | (when.getMinutes() << 5) | (when.getSeconds() >> 1);
  const date = ((when.getFullYear() - 1980) << 9) | ((when.getMonth() + 1) << 5) | when.getDate();
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    // extra length, comment length, disk number, internal attributes: 0
    central.writeUInt32LE(0, 38); // external attributes
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

// ---------------------------------------------------------------------------------------------

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

const font = loadFont(FONT);
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
fs.writeFileSync(
  path.join(OUT, 'kidventure-logo-png.zip'),
  zip([...pngs, { name: 'README.txt', data: crlf(readmePng) }]),
);
fs.writeFileSync(
  path.join(OUT, 'kidventure-logo-ai.zip'),
  zip([
    { name: 'kidventure-logo.ai', data: logoPdf(mark, width) },
    { name: 'kidventure-logo.svg', data: Buffer.from(svg.color) },
    { name: 'kidventure-logo-white.svg', data: Buffer.from(svg.white) },
    { name: 'README.txt', data: crlf(readmeAi) },
  ]),
);
console.log(`Logo downloads written to ${OUT}.`);
