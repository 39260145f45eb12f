// `npm run dev`: the server from its TypeScript sources (tsx), restarted when a file it imports
// changes; with NODE_ENV=development it serves the site and the admin through Vite's dev server
// (src/server/render/vite-bundle.ts: pages rendered from the sources, hot module replacement in the
// browser) and logs one readable line per event. Same ./data as `npm start` unless DATA_DIR says
// otherwise, and a fresh data folder gets the demo content (SEED_DEMO=true) as in the quick start;
// listens on 127.0.0.1 unless HOST says otherwise, since Vite serves the source tree.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
const server = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { SEED_DEMO: 'true', ...process.env, NODE_ENV: 'development', HOST: process.env.HOST ?? '127.0.0.1' },
});
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
