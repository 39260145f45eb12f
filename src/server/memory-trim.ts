/**
 * Hands back to the system the memory a burst of load left behind, once the server is quiet
 * (decision 022). Since Node 22, V8 keeps the heap pages a collection frees in a pool for reuse
 * instead of returning them; after a minute of load that pool holds ~100 MB, and it is emptied only
 * by a memory-reducing collection, which a quiet server may not run for minutes. When the event loop
 * has been nearly idle for several intervals in a row, the last one included, and the resident set
 * has grown since the last trim, one such collection runs (a pause of its own, on a server that is
 * doing nothing else; a single quiet interval of 5 s was met by the start of a steady 500 req/s and
 * the pause became its p99).
 *
 * Needs `gc`, which `--expose-gc` (NODE_FLAGS in process-options.ts) provides; without it nothing
 * runs.
 */
import { type EventLoopUtilization, performance } from 'node:perf_hooks';

export interface MemoryTrimOptions {
  /** How often to look. */
  everyMs?: number;
  /** An interval counts as quiet when the event loop was busy less than this share of it. */
  quietBelow?: number;
  /** How many quiet intervals in a row make the server quiet. */
  quietIntervals?: number;
  /** Trim only when the resident set grew at least this much since the last trim (or the start). */
  growthBytes?: number;
  /** Told of each trim, with the resident set before and after. */
  onTrim?: (before: number, after: number) => void;
  // For tests: the collector, the resident set and the event loop's use.
  collect?: typeof globalThis.gc | null;
  residentBytes?: () => number;
  loopUse?: (current?: EventLoopUtilization, previous?: EventLoopUtilization) => EventLoopUtilization;
}

/** Starts looking; returns what stops it. */
export function startMemoryTrim({
  everyMs = 1000,
  quietBelow = 0.05,
  quietIntervals = 5,
  growthBytes = 16 * 1024 * 1024,
  onTrim,
  collect = globalThis.gc,
  residentBytes = () => process.memoryUsage.rss(),
  loopUse = (current, previous) => performance.eventLoopUtilization(current, previous),
}: MemoryTrimOptions = {}): () => void {
  if (typeof collect !== 'function') return () => {};
  let since = loopUse();
  let quiet = 0;
  let floor = residentBytes();
  const timer = setInterval(() => {
    const now = loopUse();
    quiet = loopUse(now, since).utilization < quietBelow ? quiet + 1 : 0;
    since = now;
    const resident = residentBytes();
    floor = Math.min(floor, resident);
    if (quiet < quietIntervals || resident - floor < growthBytes) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    floor = residentBytes();
    onTrim?.(resident, floor);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
