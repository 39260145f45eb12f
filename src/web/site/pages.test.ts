import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from './pages.ts';

const WEB = path.resolve('src/web');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const rel = (file: string) => path.relative(WEB, file);
const WEB_FILES = filesUnder(WEB);

describe('the route table', () => {
  it('names an existing page module under src/web/site for every route', () => {
    for (const file of Object.values(PAGE_FILES)) {
      expect(file).toMatch(/^\.\/site\/.+Page\.tsx$/);
      expect(fs.existsSync(path.join(WEB, file)), file).toBe(true);
    }
  });
});

/** That client code reaches loaders only as types is checked in tests/architecture. */
describe('page loaders', () => {
  const loaders = WEB_FILES.filter((file) => file.endsWith('.server.ts'));

  it('sit beside a page of the route table and export load', async () => {
    const pages = Object.values(PAGE_FILES).map((file) => file.replace(/^\.\//, ''));
    expect(loaders.length).toBeGreaterThan(0);
    for (const file of loaders) {
      expect(pages, rel(file)).toContain(rel(file).replace(/\.server\.ts$/, '.tsx'));
      expect(typeof (await import(file)).load, rel(file)).toBe('function');
    }
  });
});
