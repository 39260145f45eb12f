// `npm start`: build when the compiled server is missing or older than its sources, then run it.
import { execSync } from 'node:child_process';
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
await import(path.resolve(entry));
