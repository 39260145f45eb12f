/**
 * Original artwork for the demo content, drawn as SVG and rasterised at seed time: a playful city
 * skyline for banners, a lettermark for partner logos, and a simple scene for news thumbnails.
 * Deliberately text-free (banners are captioned by the page) so one image serves both languages.
 */

/** Deterministic pseudo-random numbers, so every seed draws the same art. */
function random(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

export function bannerSvg(index: number, [from, to]: [string, string]): string {
  const rnd = random(index + 1);
  const width = 2500;
  const height = 1000;
  const buildings = Array.from({ length: 14 }, (_, i) => {
    const w = 120 + rnd() * 90;
    const h = 220 + rnd() * 420;
    const x = i * 180 + rnd() * 40 - 40;
    const windows = Array.from({ length: Math.floor(h / 90) }, (_, r) =>
      [0, 1]
        .map(
          (c) =>
            `<rect x="${x + 22 + c * (w / 2 - 10)}" y="${height - h + 30 + r * 80}" width="${w / 2 - 40}" height="40" rx="10" fill="#fff" opacity="${0.25 + rnd() * 0.35}"/>`,
        )
        .join(''),
    ).join('');
    return `<rect x="${x}" y="${height - h}" width="${w}" height="${h}" rx="28" fill="#fff" opacity="${0.12 + rnd() * 0.12}"/>${windows}`;
  }).join('');
  const balloons = Array.from({ length: 6 }, () => {
    const cx = 1300 + rnd() * 1100;
    const cy = 120 + rnd() * 420;
    const r = 30 + rnd() * 40;
    return `<line x1="${cx}" y1="${cy + r}" x2="${cx - 10}" y2="${cy + r + 110}" stroke="#fff" stroke-width="4" opacity=".6"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${0.35 + rnd() * 0.4}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${to}"/><stop offset="1" stop-color="${from}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${1900 + rnd() * 300}" cy="${220 + rnd() * 100}" r="160" fill="#fff" opacity=".22"/>
${buildings}${balloons}
<path d="M0 ${height - 70} Q ${width / 4} ${height - 130} ${width / 2} ${height - 80} T ${width} ${height - 90} V ${height} H 0 Z" fill="#fff" opacity=".3"/>
</svg>`;
}

export function logoSvg(name: string, color: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="240" viewBox="0 0 480 240">
<rect width="480" height="240" rx="36" fill="#fff"/>
<circle cx="120" cy="120" r="76" fill="${color}"/>
<path d="M84 120 l28 28 l48 -60" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
<text x="330" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="92" font-weight="700" fill="${color}" text-anchor="middle">${letters}</text>
</svg>`;
}

export function newsSvg(index: number, [from, to]: [string, string]): string {
  const rnd = random(index + 101);
  const shapes = Array.from({ length: 9 }, () => {
    const x = rnd() * 1200;
    const y = rnd() * 675;
    const s = 40 + rnd() * 120;
    return rnd() > 0.5
      ? `<circle cx="${x}" cy="${y}" r="${s / 2}" fill="#fff" opacity="${0.15 + rnd() * 0.3}"/>`
      : `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${s / 4}" fill="#fff" opacity="${0.15 + rnd() * 0.3}" transform="rotate(${rnd() * 40 - 20} ${x} ${y})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
<defs><linearGradient id="g" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${shapes}
<path d="M0 560 Q 300 500 600 550 T 1200 540 V 675 H 0 Z" fill="#fff" opacity=".35"/>
</svg>`;
}
