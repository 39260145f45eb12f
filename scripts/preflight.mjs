// Before `npm start` and the command-line tools: in a source checkout, run `npm run build` when the
// compiled output is missing or older than src/. A production install holds dist/ but neither src/
// nor the development packages that build it, so there it only checks that dist/ is present.
// Imported by start.mjs; run as `node scripts/preflight.mjs` by the npm scripts of the tools, on the
// project's Node (run.mjs, runtime.mjs).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { meetsMinimum } from './runtime.mjs';

/** What `npm run build` writes last of the server and of the renderer. */
const OUTPUTS = ['dist/src/server/main.js', 'dist/web/server/entry-server.js'];

function newestSource(dir) {
  let newest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function canBuild() {
  const require = createRequire(path.resolve('package.json'));
  try {
    require.resolve('typescript/package.json');
    require.resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

/** Throws when this Node is older than the `engines` minimum of package.json. */
function checkNode() {
  const { engines } = JSON.parse(fs.readFileSync('package.json', 'utf8'));
  if (!meetsMinimum(process.version, engines.node))
    throw new Error(
      `Node ${process.version} is too old: this site needs Node ${engines.node} (.nvmrc names the LTS it is tested on).`,
    );
}

/**
 * Checks the Node version and builds when needed; throws when this Node cannot run the site or there
 * is no usable build and none can be made here.
 */
export function preflight() {
  checkNode();
  const isBuilt = OUTPUTS.every((file) => fs.existsSync(file));
  const hasSources = fs.existsSync('src');
  const isStale =
    !isBuilt || (hasSources && Math.min(...OUTPUTS.map((f) => fs.statSync(f).mtimeMs)) < newestSource('src'));
  if (!isStale) return;
  if (hasSources && canBuild()) {
    console.log('Building…');
    execSync('npm run build', { stdio: 'inherit' });
  } else if (!isBuilt) {
    throw new Error(
      'dist/ is missing: run `npm run build` where the development packages are installed (see docs/deploy.md).',
    );
  } else
    console.warn('src/ is newer than dist/, but the build tools are not installed: running dist/ as it is.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    preflight();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
