import { execFileSync } from 'node:child_process';

/** Global set-up of the production project: its tests read dist/, so build it when it is missing or stale. */
export default function setup() {
  execFileSync(process.execPath, ['scripts/preflight.mjs'], { stdio: 'inherit' });
}
