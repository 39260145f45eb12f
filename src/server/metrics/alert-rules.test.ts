import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appMetrics } from './app-metrics.ts';

/**
 * The alert rules shipped in ops/ (decision 062): valid for Prometheus, their own tests pass, and
 * every series they read is one the server exports. Needs `promtool`, from Debian's `prometheus`
 * package (.ci/run installs it).
 */
const ops = fileURLToPath(new URL('../../../ops/', import.meta.url));
const RULES = `${ops}alerts.yml`;

function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: ops, encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `promtool is missing (${run.error.message}): install Debian's prometheus package (apt-get install prometheus), as .ci/run does`,
    );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('ops/alerts.yml', () => {
  it('is a valid Prometheus rule file', () => {
    const check = promtool('check', 'rules', RULES);
    expect(check.output).toContain('SUCCESS');
    expect(check.status, check.output).toBe(0);
  });

  it('passes its rule tests (ops/alerts.test.yml): each rule fires when it should and only then', () => {
    const test = promtool('test', 'rules', 'alerts.test.yml');
    expect(test.status, test.output).toBe(0);
  });

  it('reads only series the server exports (and Prometheus’s own `up`)', async () => {
    const metrics = appMetrics();
    const stop = metrics.watch({
      outboxBacklog: async () => 0,
      oldestQueuedMailAge: async () => 0,
      tasks: () => [],
      databasePool: () => ({ total: 1, idle: 1, waiting: 0, hearsOtherWrites: true }),
      dialect: 'postgres',
    });
    const exported = new Set((await metrics.registry.getMetricsAsJSON()).map((family) => family.name));
    stop();
    const expressions = [...readFileSync(RULES, 'utf8').matchAll(/expr: (\|\n(?: {10}.*\n)+|.*)/g)].map(
      (match) => match[1]!,
    );
    const read = new Set(
      expressions.flatMap((expr) => expr.match(/\b(?:kv|nodejs|process)_[a-z0-9_]+/g) ?? []),
    );
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !exported.has(name))).toEqual([]);
    expect(read).toContain('kv_task_last_success_age_seconds');
    expect(read).toContain('kv_mail_outbox_oldest_queued_age_seconds');
  });
});
