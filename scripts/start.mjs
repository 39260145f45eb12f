// `npm start`: build when the compiled server is missing or older than its sources, then run it in
// a process of its own, started with the flags and environment of src/server/process-options.ts.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const entry = 'dist/src/server/main.js';

function newestSource(dir) {
  let newest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    newest = Math.max(newest, item.isDirectory() ? newestSource(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

if (!fs.existsSync(entry) || fs.statSync(entry).mtimeMs < newestSource('src')) {
  console.log('Building the server…');
  execSync('npm run build', { stdio: 'inherit' });
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
