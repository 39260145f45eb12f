import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Every .js file under a folder. */
function scripts(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a relative one. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The specifiers of a module's static and dynamic imports and re-exports. */
function importsOf(code: string): string[] {
  const found = code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?\bfrom\s*)?['"]([^'"\s]+)['"]|\bimport\(\s*['"]([^'"\s]+)['"]\s*\)/gm,
  );
  return [...found].map((m) => (m[1] ?? m[2])!);
}

/**
 * Modules production never loads: Vite's dev server, which site.routes.ts imports only when
 * NODE_ENV=development (`npm run dev`).
 */
const DEVELOPMENT_ONLY = new Set([path.join('dist/src/server/render/vite-bundle.js')]);

describe('the compiled output (dist/)', () => {
  it('reads import specifiers the way the compiler writes them', () => {
    const code = [
      "import fs from 'node:fs';",
      'import { a,',
      '  b } from "kysely";',
      "export * from './x.js';",
      "const sharp = await import('sharp');",
      "import 'side-effect';",
      'import{jsx as e}from"react/jsx-runtime";',
      'const text = \'bring a friend from "school"\';',
    ].join('\n');
    expect(importsOf(code)).toEqual([
      'node:fs',
      'kysely',
      './x.js',
      'sharp',
      'side-effect',
      'react/jsx-runtime',
    ]);
    expect(packageOf('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageOf('react-dom/server')).toBe('react-dom');
    expect(packageOf('../common/codes.js')).toBeNull();
  });

  it('imports at run time only Node built-ins and the production dependencies', () => {
    const allowed = new Set([...builtinModules, ...Object.keys(pkg.dependencies)]);
    const used = new Map<string, string>();
    for (const file of DEVELOPMENT_ONLY) expect(fs.existsSync(file), file).toBe(true);
    for (const file of [...scripts('dist/src'), ...scripts('dist/web/server')].filter(
      (file) => !DEVELOPMENT_ONLY.has(file),
    ))
      for (const specifier of importsOf(fs.readFileSync(file, 'utf8'))) {
        const name = packageOf(specifier);
        if (name) used.set(name, file);
      }
    // The scan found the server's dependencies at all (an empty scan would pass anything).
    expect([...used.keys()]).toEqual(expect.arrayContaining(['fastify', 'kysely', 'react-dom']));
    const outside = [...used]
      .filter(([name]) => !allowed.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(outside).toEqual([]);
  });
});
