import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findChromium, findPostgresBin, ProgramNotFoundError } from './find-programs.ts';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-find-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** Executable files (shell scripts printing `output`) in a folder under the temporary root. */
function programs(dir: string, names: string[], output = ''): string {
  const full = path.join(root, dir);
  fs.mkdirSync(full, { recursive: true });
  for (const name of names)
    fs.writeFileSync(path.join(full, name), `#!/bin/sh\necho '${output}'\n`, { mode: 0o755 });
  return full;
}

const POSTGRES = ['initdb', 'pg_ctl', 'postgres'];
const none = () => undefined;
const noVersions = () => path.join(root, 'no-such-folder');

describe('findPostgresBin', () => {
  it('takes PG_BIN first, and names it when it lacks a program', () => {
    const custom = programs('custom', POSTGRES);
    const other = programs('other', POSTGRES);
    expect(findPostgresBin({ env: { PG_BIN: custom, PATH: other }, postgresRoot: noVersions() })).toBe(
      custom,
    );
    const partial = programs('partial', ['initdb', 'pg_ctl']);
    expect(() => findPostgresBin({ env: { PG_BIN: partial, PATH: other } })).toThrow(
      `PG_BIN=${partial} does not hold initdb, pg_ctl and postgres`,
    );
  });

  it('asks pg_config --bindir before looking on PATH', () => {
    const real = programs('pg/17/bin', POSTGRES);
    const config = programs('tools', ['pg_config'], real);
    const onPath = programs('path-bin', POSTGRES);
    expect(findPostgresBin({ env: { PATH: `${config}:${onPath}` }, postgresRoot: noVersions() })).toBe(real);
  });

  it('finds initdb on PATH, following a link to the folder that also holds postgres', () => {
    const real = programs('pg/16/bin', POSTGRES);
    const linkDir = path.join(root, 'local-bin');
    fs.mkdirSync(linkDir);
    fs.symlinkSync(path.join(real, 'initdb'), path.join(linkDir, 'initdb'));
    programs('empty', []);
    expect(
      findPostgresBin({
        env: { PATH: `${path.join(root, 'empty')}:${linkDir}` },
        postgresRoot: noVersions(),
      }),
    ).toBe(fs.realpathSync(real));
  });

  it('falls back to the newest versioned folder, and says what to do when there is none', () => {
    const versions = path.join(root, 'postgresql');
    programs('postgresql/9.6/bin', POSTGRES);
    const newest = programs('postgresql/15/bin', POSTGRES);
    programs('postgresql/16/bin', ['pg_ctl']);
    expect(findPostgresBin({ env: { PATH: '' }, postgresRoot: versions })).toBe(newest);

    const missing = () =>
      findPostgresBin({ env: { PATH: programs('bare', ['ls']) }, postgresRoot: noVersions() });
    expect(missing).toThrow(ProgramNotFoundError);
    expect(missing).toThrow(/set PG_BIN .*apt-get install -y postgresql/);
  });
});

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and names it when it is not an executable', () => {
    const own = path.join(programs('own', ['chrome']), 'chrome');
    const onPath = programs('bin', ['chromium']);
    expect(findChromium({ env: { CHROMIUM_PATH: own, PATH: onPath }, bundledChromium: none })).toBe(own);
    expect(() =>
      findChromium({ env: { CHROMIUM_PATH: path.join(root, 'nothing') }, bundledChromium: none }),
    ).toThrow(`CHROMIUM_PATH=${path.join(root, 'nothing')} is not an executable file`);
  });

  it('looks for chromium, chromium-browser and google-chrome on PATH, in that order', () => {
    const first = programs('a', ['google-chrome']);
    const second = programs('b', ['chromium-browser']);
    expect(findChromium({ env: { PATH: `${first}:${second}` }, bundledChromium: none })).toBe(
      path.join(second, 'chromium-browser'),
    );
    expect(findChromium({ env: { PATH: first }, bundledChromium: none })).toBe(
      path.join(first, 'google-chrome'),
    );
  });

  it("uses Playwright's own download last, and says what to do without any", () => {
    const bundled = path.join(programs('ms-playwright', ['chrome']), 'chrome');
    const empty = programs('empty', []);
    expect(findChromium({ env: { PATH: empty }, bundledChromium: () => bundled })).toBe(bundled);
    const missing = () =>
      findChromium({ env: { PATH: empty }, bundledChromium: () => path.join(root, 'never-downloaded') });
    expect(missing).toThrow(ProgramNotFoundError);
    expect(missing).toThrow(/set CHROMIUM_PATH .*apt-get install -y chromium/);
  });
});
