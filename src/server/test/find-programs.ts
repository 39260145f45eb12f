import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the test and bench programs live on this system: PostgreSQL's server binaries (the
 * api-postgres project's throwaway cluster) and Chromium (Playwright, Lighthouse). An environment
 * override first, then what a Debian, Ubuntu, Fedora, Homebrew or Nix install puts on the PATH,
 * then the usual fixed places; a missing program stops with one line naming the variable to set
 * and the package to install.
 */

export class ProgramNotFoundError extends Error {}

export interface Lookup {
  /** The environment to read PG_BIN, CHROMIUM_PATH and PATH from. */
  env?: Record<string, string | undefined>;
  /** Folder holding one bin/ per installed PostgreSQL version (Debian and Ubuntu). */
  postgresRoot?: string;
  /** Playwright's own Chromium, when it was downloaded; none: asked of playwright-core. */
  bundledChromium?: () => string | undefined;
}

const POSTGRES_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
const CHROMIUM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const holdsPostgres = (dir: string) => POSTGRES_PROGRAMS.every((name) => isExecutable(path.join(dir, name)));

/** The first executable of that name on PATH. */
function onPath(name: string, env: Record<string, string | undefined>): string | undefined {
  return (env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, name))
    .find(isExecutable);
}

/** `pg_config --bindir` of the pg_config on PATH, when there is one and it answers. */
function pgConfigBindir(env: Record<string, string | undefined>): string | undefined {
  const pgConfig = onPath('pg_config', env);
  if (!pgConfig) return undefined;
  try {
    return execFileSync(pgConfig, ['--bindir'], { encoding: 'utf8', env, stdio: 'pipe' }).trim();
  } catch {
    return undefined;
  }
}

/** /usr/lib/postgresql/<version>/bin, newest version first. */
function versionedBins(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join(root, version, 'bin'));
}

/**
 * The folder holding initdb, pg_ctl and postgres: PG_BIN, else `pg_config --bindir`, else the
 * folder initdb is in on PATH, else the newest /usr/lib/postgresql/<version>/bin.
 */
export function findPostgresBin({
  env = process.env,
  postgresRoot = '/usr/lib/postgresql',
}: Lookup = {}): string {
  if (env.PG_BIN) {
    if (holdsPostgres(env.PG_BIN)) return env.PG_BIN;
    throw new ProgramNotFoundError(`PG_BIN=${env.PG_BIN} does not hold initdb, pg_ctl and postgres`);
  }
  const initdb = onPath('initdb', env);
  // /usr/local/bin/initdb may be a link into the real bin folder, which also holds postgres.
  const initdbDir = initdb && path.dirname(fs.realpathSync(initdb));
  const found = [pgConfigBindir(env), initdbDir, ...versionedBins(postgresRoot)].find(
    (dir): dir is string => !!dir && holdsPostgres(dir),
  );
  if (found) return found;
  throw new ProgramNotFoundError(
    'PostgreSQL not found: set PG_BIN to the folder holding initdb, pg_ctl and postgres, or install it (apt-get install -y postgresql); or set TEST_DATABASE_URL to a server of your own',
  );
}

/** The Chromium that playwright-core downloaded, if it did (`npx playwright install`). */
function playwrightChromium(): string | undefined {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core') as {
      chromium: { executablePath(): string };
    };
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The Chromium executable: CHROMIUM_PATH, else chromium, chromium-browser or google-chrome on PATH,
 * else Playwright's own download.
 */
export function findChromium({
  env = process.env,
  bundledChromium = playwrightChromium,
}: Lookup = {}): string {
  if (env.CHROMIUM_PATH) {
    if (isExecutable(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new ProgramNotFoundError(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file`);
  }
  for (const name of CHROMIUM_NAMES) {
    const found = onPath(name, env);
    if (found) return found;
  }
  const bundled = bundledChromium();
  if (bundled && isExecutable(bundled)) return bundled;
  throw new ProgramNotFoundError(
    'Chromium not found: set CHROMIUM_PATH to its executable, or install it (apt-get install -y chromium)',
  );
}
