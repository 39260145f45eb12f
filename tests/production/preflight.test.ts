import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve('scripts/preflight.mjs');
const folders: string[] = [];

/**
 * scripts/preflight.mjs in a folder holding these files, as `npm start` and the tools run it. Files
 * under src/ are dated a minute ahead, so they are newer than dist/ beyond doubt.
 */
function preflightIn(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-preflight-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    const later = new Date(Date.now() + 60_000);
    if (name.startsWith('src/')) fs.utimesSync(path.join(dir, name), later, later);
  }
  const result = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const built = {
  'dist/src/server/main.js': '',
  'dist/web/server/entry-server.js': '',
};
const packageJson = (range: string) => JSON.stringify({ engines: { node: range } });

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('scripts/preflight.mjs (before npm start and the command-line tools)', () => {
  it('refuses a Node older than engines, saying which it needs', () => {
    const run = preflightIn({ 'package.json': packageJson('>=99.0'), ...built });
    expect(run.code).toBe(1);
    expect(run.out).toContain(`Node ${process.version} is too old: this site needs Node >=99.0`);
  });

  it('runs a production install (dist/, no src/) as it is', () => {
    const run = preflightIn({ 'package.json': packageJson('>=1.0'), ...built });
    expect(run).toEqual({ code: 0, out: '' });
  });

  it('says how to get dist/ when it is missing and cannot be built here', () => {
    const run = preflightIn({ 'package.json': packageJson('>=1.0') });
    expect(run.code).toBe(1);
    expect(run.out).toContain('dist/ is missing: run `npm run build`');
  });

  it('keeps a stale dist/ when the build tools are not installed, and says so', () => {
    const run = preflightIn({ 'package.json': packageJson('>=1.0'), ...built, 'src/later.ts': '' });
    expect(run.code).toBe(0);
    expect(run.out).toContain('src/ is newer than dist/, but the build tools are not installed');
  });
});
