// `npm start`: on the project's Node (runtime.mjs), build when a source checkout changed (preflight.mjs), then
// run the server in a process of its own, started with the flags and environment of
// src/server/process-options.ts.
// A production install (dist/ without src/ or development packages) runs dist/ as it is.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { preflight } from './preflight.mjs';
import { useProjectNode } from './runtime.mjs';

try {
  await useProjectNode();
  preflight();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const { NODE_FLAGS, SERVER_ENTRY, serverEnv } = await import(
  path.resolve('dist/src/server/process-options.js')
);
const server = spawn(process.execPath, [...NODE_FLAGS, SERVER_ENTRY], {
  stdio: 'inherit',
  env: serverEnv(process.env),
});
// The server stops cleanly on these (main.ts); this process only passes them on and waits.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
