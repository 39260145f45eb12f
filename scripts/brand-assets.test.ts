import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** scripts/brand-assets.mjs run in an empty folder: the two logo packages the CI tab offers. */
let folder: string;
const unzip = (name: string) =>
  unzipSync(new Uint8Array(fs.readFileSync(path.join(folder, 'dist/web/client/downloads', name))));

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-brand-'));
  execFileSync(process.execPath, [path.resolve('scripts/brand-assets.mjs')], { cwd: folder });
}, 60_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the logo downloads', () => {
  it('PNG package: colour and white logo at 512 and 1024 px wide, with the README', async () => {
    const files = unzip('kidventure-logo-png.zip');
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'kidventure-logo-color-1024.png',
      'kidventure-logo-color-512.png',
      'kidventure-logo-white-1024.png',
      'kidventure-logo-white-512.png',
    ]);
    for (const [name, width] of [
      ['kidventure-logo-color-512.png', 512],
      ['kidventure-logo-white-1024.png', 1024],
    ] as const) {
      const meta = await sharp(files[name]!).metadata();
      expect([meta.format, meta.width, meta.hasAlpha]).toEqual(['png', width, true]);
      // The 163 × 40 artwork: the wordmark's kerned width decides it.
      expect(meta.height).toBe(Math.round((width * 40) / 163));
    }
    expect(Buffer.from(files['README.txt']!).toString()).toContain('KidVenture Red   #C8451F');
  });

  it('AI package: a one-page vector PDF of the logo and the two SVGs, the wordmark as outlines', async () => {
    const files = unzip('kidventure-logo-ai.zip');
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'kidventure-logo-white.svg',
      'kidventure-logo.ai',
      'kidventure-logo.svg',
    ]);
    const pdf = Buffer.from(files['kidventure-logo.ai']!).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/Count 1\b/);
    expect(pdf).toContain('/MediaBox [0 0 652 160]');
    expect(pdf).not.toContain('/Font');
    const svg = Buffer.from(files['kidventure-logo.svg']!).toString();
    expect(svg).toContain('viewBox="0 0 163 40"');
    expect(svg).not.toContain('<text');
    // Badge, K and dot, then "Kid" in navy and "Venture" in red, each a filled outline.
    expect([...svg.matchAll(/<path d="M[^"]+" fill="(#[0-9a-f]{6})"/g)].map((m) => m[1])).toEqual([
      '#1e2a4a',
      '#c8451f',
    ]);
    const drawn = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(drawn).metadata()).width).toBe(163);
  });
});
