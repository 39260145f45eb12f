/**
 * How fast the machine itself is while the bench runs, so that two runs of `npm run bench` can be
 * told apart by the host as well as by the code: on a shared virtual machine identical runs have
 * differed by 10–50 %. Two figures, taken before the first load and after the last:
 * - JavaScript: folding 20,000 Vietnamese titles for search (the site's own foldForSearch), the
 *   median of seven passes: the processor's speed.
 * - A round trip between two processes over a pipe, the median of 2,000: what every statement sent
 *   to PostgreSQL and every answer to a client pays to wake the other side.
 */
import { spawn } from 'node:child_process';
import { foldForSearch } from '../src/common/text.ts';

export interface HostSpeed {
  foldMs: number;
  roundTripUs: number;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

const TITLES = Array.from({ length: 20_000 }, (_, i) => `Tuyển dụng Hướng dẫn viên Đảo Mơ Ước số ${i}`);

function foldMs(): number {
  const passes: number[] = [];
  for (let pass = 0; pass < 7; pass++) {
    const started = performance.now();
    for (const title of TITLES) foldForSearch(title);
    passes.push(performance.now() - started);
  }
  return median(passes);
}

/** A child that answers every byte with that byte; each round trip waits for the answer. */
async function roundTripUs(count = 2000): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'process.stdin.pipe(process.stdout)'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  try {
    const times: number[] = [];
    let answered: () => void = () => {};
    child.stdout.on('data', () => answered());
    for (let i = 0; i < count + 50; i++) {
      const started = performance.now();
      await new Promise<void>((resolve) => {
        answered = resolve;
        child.stdin.write('x');
      });
      // The first round trips wait for the child to start.
      if (i >= 50) times.push((performance.now() - started) * 1000);
    }
    return median(times);
  } finally {
    child.kill();
  }
}

export async function hostSpeed(): Promise<HostSpeed> {
  return { foldMs: foldMs(), roundTripUs: await roundTripUs() };
}

/** "JavaScript 11.2 → 12.0 ms, round trip 41 → 47 µs" for the two measurements of a run. */
export const hostSpeedText = (before: HostSpeed, after: HostSpeed) =>
  `folding 20,000 titles ${before.foldMs.toFixed(1)} → ${after.foldMs.toFixed(1)} ms, ` +
  `a round trip between two processes ${before.roundTripUs.toFixed(0)} → ${after.roundTripUs.toFixed(0)} µs`;
