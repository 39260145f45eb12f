// `npm run build`, on the project's Node (runtime.mjs). The server's compile (tsc → dist/src) and
// the site's chain (Vite's browser bundle, then the server renderer, then icons, compressed copies
// and logo downloads) share nothing, so they run side by side; the build fails when either does.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const bin = path.resolve('node_modules/.bin');
// A production build whoever starts it: run from a test (whose NODE_ENV is 'test', as when a CLI's
// preflight rebuilds changed sources), Vite would otherwise bundle React's development build.
const env = { ...process.env, NODE_ENV: 'production', PATH: `${bin}${path.delimiter}${process.env.PATH}` };

/** Runs one command line; resolves when it succeeds, rejects naming it when it fails. */
function run(command) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { stdio: 'inherit', shell: true, env });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

async function site() {
  await run('vite build');
  await run('vite build --ssr src/web/entry-server.tsx');
  await Promise.all([run('node scripts/postbuild.mjs'), run('node scripts/brand-assets.mjs')]);
}

/** The server's compile, then the data files it reads beside its modules, which tsc does not copy. */
async function server() {
  await run('tsc -p tsconfig.build.json');
  fs.cpSync('src/server/seed/demo', 'dist/src/server/seed/demo', { recursive: true });
}

const results = await Promise.allSettled([server(), site()]);
const failures = results.filter((result) => result.status === 'rejected');
for (const failure of failures) console.error(failure.reason.message);
process.exit(failures.length ? 1 : 0);
