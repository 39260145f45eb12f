import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from './lib/paths.ts';

const WEB = path.resolve('src/web');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every import and re-export of a file, resolved to a path relative to src/web ('../server/x.ts'). */
function importsOf(file: string): Array<{ target: string; isTypeOnly: boolean }> {
  const source = fs.readFileSync(file, 'utf8');
  const found = source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm);
  return [...found].map((m) => ({
    target: path.relative(WEB, path.resolve(path.dirname(file), m[2]!)),
    isTypeOnly: Boolean(m[1]),
  }));
}

const rel = (file: string) => path.relative(WEB, file);
const WEB_FILES = filesUnder(WEB);

describe('web folders depend one way', () => {
  it('never imports the server', () => {
    for (const file of WEB_FILES)
      for (const { target } of importsOf(file)) expect(target, rel(file)).not.toMatch(/^\.\.\/server\//);
  });

  it('keeps components and lib free of site and admin, and site free of admin', () => {
    const rules: Array<[RegExp, RegExp]> = [
      [/^(components|lib)\//, /^(site|admin)\//],
      [/^site\//, /^admin\//],
    ];
    for (const file of WEB_FILES)
      for (const [from, forbidden] of rules)
        if (from.test(rel(file)))
          for (const { target } of importsOf(file)) expect(target, rel(file)).not.toMatch(forbidden);
  });
});

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

  it('reach client code only as types, so they stay out of the browser bundle', () => {
    for (const file of WEB_FILES)
      for (const { target, isTypeOnly } of importsOf(file))
        if (
          target.endsWith('.server.ts') &&
          !file.endsWith('.server.ts') &&
          !file.endsWith('entry-server.tsx')
        )
          expect(isTypeOnly, `${rel(file)} imports ${target}`).toBe(true);
  });
});
