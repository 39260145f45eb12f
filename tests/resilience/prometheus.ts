import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The alert rules that ship (docs/operations.md). */
export const ALERT_RULES = path.join(ROOT, 'ops/alerts.yml');

export interface FiringAlert {
  labels: Record<string, string>;
  state: 'pending' | 'firing';
  activeAt: string;
}

/** A loopback port nothing listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/** Debian's package, or PROMETHEUS_BIN. */
function prometheusBin(): string {
  const bin = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus';
  if (!fs.existsSync(bin))
    throw new Error(`${bin} is missing: apt-get install prometheus (or set PROMETHEUS_BIN)`);
  return bin;
}

/**
 * A real Prometheus scraping `targets` (host:port) every second with METRICS_TOKEN `token`, and
 * evaluating the shipped alert rules every second, with its own data folder on a free port; `alerts()` is its /api/v1/alerts.
 */
export async function startPrometheus({ targets, token }: { targets: string[]; token: string }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-prometheus-'));
  const config = path.join(dir, 'prometheus.yml');
  fs.writeFileSync(
    config,
    [
      'global:',
      '  scrape_interval: 1s',
      '  scrape_timeout: 900ms',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(ALERT_RULES)}`,
      'scrape_configs:',
      '  - job_name: kidventure',
      '    authorization:',
      `      credentials: ${JSON.stringify(token)}`,
      '    static_configs:',
      `      - targets: ${JSON.stringify(targets)}`,
      '',
    ].join('\n'),
  );
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child: ChildProcess = spawn(
    prometheusBin(),
    [
      `--config.file=${config}`,
      `--storage.tsdb.path=${path.join(dir, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
      '--log.level=warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => log.push(...String(chunk).split('\n').filter(Boolean));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const api = async <T>(query: string): Promise<T> => {
    const res = await fetch(`${url}/api/v1/${query}`, { signal: AbortSignal.timeout(5000) });
    const body = (await res.json()) as { status: string; data: T };
    if (body.status !== 'success') throw new Error(`Prometheus ${query}: ${JSON.stringify(body)}`);
    return body.data;
  };

  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };

  // Ready once it has loaded the rules and scraped every target once.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Prometheus did not start or scrape:\n${log.slice(-20).join('\n')}`);
    }
    const targetsUp = await api<{ activeTargets: { health: string }[] }>('targets').then(
      (data) => data.activeTargets.filter((t) => t.health === 'up').length,
      () => 0,
    );
    const groups = await api<{ groups: unknown[] }>('rules').then(
      (data) => data.groups.length,
      () => 0,
    );
    if (targetsUp === targets.length && groups > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    /** Alerts pending or firing now. */
    alerts: async () => (await api<{ alerts: FiringAlert[] }>('alerts')).alerts,
    /** Each target's health and last scrape error, for a failure's diagnostics. */
    targets: async () =>
      (
        await api<{ activeTargets: { scrapeUrl: string; health: string; lastError: string }[] }>('targets')
      ).activeTargets
        .map((t) => `${t.scrapeUrl} ${t.health} ${t.lastError}`)
        .join('\n'),
    logTail: () => log.slice(-20).join('\n'),
    stop,
  };
}
