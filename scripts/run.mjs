// Runs a package.json script's command on the project's Node (runtime.mjs): the machine's own when
// it is new enough, else the declared runtime, fetched once. Arguments npm appends after `--` are
// passed on, quoted.
//
//   "test": "node scripts/run.mjs \"npm run build && vitest run && playwright test\""
import { spawn } from 'node:child_process';
import { useProjectNode } from './runtime.mjs';

/** Quotes one argument for the shell (POSIX sh, or cmd.exe on Windows). */
function quote(arg) {
  if (/^[\w@%+=:,./-]+$/.test(arg)) return arg;
  return process.platform === 'win32'
    ? `"${arg.replaceAll('"', '""')}"`
    : `'${arg.replaceAll("'", "'\\''")}'`;
}

try {
  await useProjectNode();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/run.mjs "<command>" [arguments…]');
  process.exit(2);
}
const child = spawn([command, ...args.map(quote)].join(' '), { stdio: 'inherit', shell: true });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
