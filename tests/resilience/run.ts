/**
 * `npm run test:resilience` (decision 043): two built instances behind nginx (the
 * configuration of docs/deploy.md, tests/proxy/nginx.ts) on one throwaway PostgreSQL, under a steady
 * load of pages, lists, searches, inquiries and applications:
 *
 * 1. rolling restart: SIGTERM instance 1, start it again once it has exited, then instance 2; no
 *    request may fail;
 * 2. database restart: `pg_ctl stop -m fast`, three seconds away, start; requests may only succeed
 *    or answer 503 with Retry-After, within a second, asked directly or through nginx (whose cache
 *    lock waits at most 500 ms); each instance must answer an uncached read again within five
 *    seconds of the database's return, by itself.
 *
 * Afterwards every inquiry and application that was acknowledged must be in the database. Prints
 * the figures (docs/benchmarks.md, "Restarts and database failover"); exits 1 on any failure, with
 * the failed answers and the tails of nginx's and the instances' logs. Needs `npm run build`;
 * RESILIENCE_PG_PORT and RESILIENCE_CLIENTS change the database port (55440) and the load (6 clients).
 */
import pg from 'pg';
import { startPostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { startNginx } from '../proxy/nginx.ts';
import { exitWithOutcome, type Instance, instance } from './instance.ts';
import { type Answer, type Kind, startLoad } from './load.ts';

/** What the issue allows (the figures must stay within these; the run takes the real ones). */
const BUDGET = { slowestOutageAnswerMs: 1000, recoveryMs: 5000, slowestThroughNginxMs: 1000 };
const OUTAGE_MS = 3000;
const PG_PORT = Number(process.env.RESILIENCE_PG_PORT ?? 55440);
const PORTS = [4101, 4102];
/** Concurrent clients of the load (RESILIENCE_CLIENTS), each pausing 20 ms between requests. */
const CLIENTS = Number(process.env.RESILIENCE_CLIENTS ?? 6);
const PASSWORD = 'Resilience-1!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const isSuccess = (status: number) => status >= 200 && status < 400;

/** Milliseconds from `since` until the instance answers a read no cache can serve (a new search). */
async function recoveryOf(server: Instance, since: number): Promise<number> {
  for (let n = 0; now() - since < 30_000; n++) {
    const res = await fetch(
      `${server.url}/api/news?localeCd=EN&searchType=title&searchText=recovery${n}x${Date.now()}`,
      { signal: AbortSignal.timeout(5000) },
    ).catch(() => null);
    if (res?.status === 200) return now() - since;
    await sleep(50);
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Until `isOver()`, asks one instance directly, one request after the other, for what needs the
 * database: a new search, which no cache holds. The app's own answer times, without
 * nginx's cache lock (see the figures: nginx makes concurrent requests for one uncacheable page wait
 * in 500 ms steps, whatever the app answers).
 */
async function probeDirectly(server: Instance, isOver: () => boolean): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let n = 0; !isOver(); n++) {
    const path = `/api/news?localeCd=EN&searchType=title&searchText=probe${n}x${Date.now()}`;
    const sentAt = now();
    const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(10_000) }).catch(
      () => null,
    );
    await res?.text();
    answers.push({
      kind: 'search',
      path: `${server.name} ${path}`,
      sentAt,
      doneAt: now(),
      status: res?.status ?? 0,
      retryAfter: res?.headers.get('retry-after') ?? null,
      cache: null,
    });
    await sleep(20);
  }
  return answers;
}

/** How many of `ids` are rows of `table` (identified by `column`). */
async function storedCount(url: string, table: string, column: string, ids: number[]): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from ${table} where "${column}" = any($1)`,
      [ids],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

const countBy = <T>(items: T[], key: (item: T) => string) =>
  items.reduce<Record<string, number>>((counts, item) => {
    counts[key(item)] = (counts[key(item)] ?? 0) + 1;
    return counts;
  }, {});
const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ');
const describeStatuses = (answers: Answer[]) =>
  describeCounts(countBy(answers, (a) => (a.status ? String(a.status) : 'no answer')));
const describeAnswer = (a: Answer) =>
  `${a.kind} ${a.path} → ${a.status || a.error}${a.cache ? ` (X-Cache ${a.cache})` : ''} in ${Math.round(a.doneAt - a.sentAt)} ms`;

async function main(): Promise<boolean> {
  const startedAt = now();
  const cluster = startPostgresCluster({ isDurable: true, port: PG_PORT });
  const common = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.kidventure.example',
  };
  const servers = [
    instance({ name: 'instance 1', port: PORTS[0]!, env: { ...common, SEED_DEMO: 'true' } }),
    instance({ name: 'instance 2', port: PORTS[1]!, env: common }),
  ];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  const problems: string[] = [];
  try {
    // One after the other: the first migrates and seeds.
    for (const server of servers) await server.start();
    nginx = await startNginx({ upstreams: servers.map((s) => s.address) });
    const jobs = (await (await fetch(`${nginx.url}/api/job?localeCd=EN`)).json()) as {
      data: { list: Array<{ jobNo: number }> };
    };
    const jobNo = jobs.data.list[0]!.jobNo;
    const load = startLoad(nginx.url, { clients: CLIENTS, pauseMs: 20, jobNo });
    await sleep(2000);

    // 1. Rolling restart.
    const rollStart = now();
    const stops: { name: string; exitCode: number | null; ms: number }[] = [];
    for (const server of servers) {
      const stopAt = now();
      const exitCode = await server.terminate();
      stops.push({ name: server.name, exitCode, ms: now() - stopAt });
      await server.start();
      // nginx tries a failed instance again after fail_timeout (2 s): let it take its share.
      await sleep(2500);
    }
    const rollEnd = now();

    // 2. Database restart.
    const logMarks = servers.map((s) => s.logLength());
    const outageStart = now();
    await cluster.pause();
    const stoppedAt = now();
    let isBack = false;
    const probes = Promise.all(servers.map((server) => probeDirectly(server, () => isBack)));
    await sleep(1000);
    const readiness = await Promise.all(
      servers.map((s) =>
        fetch(`${s.url}/readyz`).then(
          (res) => res.status,
          () => 0,
        ),
      ),
    );
    await sleep(OUTAGE_MS - 1000);
    await cluster.resume();
    const backAt = now();
    isBack = true;
    const direct = (await probes).flat();
    const recovery = await Promise.all(servers.map((s) => recoveryOf(s, backAt)));
    await sleep(3000);
    await load.stop();
    const warnings = servers.map((s, i) => s.warningsSince(logMarks[i]!));

    // Judging: answers that overlapped the outage (from half a second before the stop to the
    // recovery budget after the return) may be 503 with Retry-After; every other must succeed.
    const windowStart = outageStart - 500;
    const windowEnd = backAt + BUDGET.recoveryMs;
    const inOutage = (a: Answer) => a.doneAt >= windowStart && a.sentAt <= windowEnd;
    const outage = load.answers.filter(inOutage);
    const outside = load.answers.filter((a) => !inOutage(a));
    // The rolling restart's answers: those of its window that the database's stop did not reach
    // (a request sent at its very end and answered after the stop is the outage's, judged there).
    const rolling = load.answers.filter((a) => a.doneAt >= rollStart && a.sentAt <= rollEnd && !inOutage(a));
    const failedOutside = outside.filter((a) => !isSuccess(a.status));
    const failedInOutage = outage.filter((a) => !isSuccess(a.status) && !(a.status === 503 && a.retryAfter));
    const slowestOf = (answers: Answer[]) =>
      answers.reduce<Answer | undefined>(
        (max, a) => (!max || a.doneAt - a.sentAt > max.doneAt - max.sentAt ? a : max),
        undefined,
      );
    const msOf = (a: Answer | undefined) => (a ? a.doneAt - a.sentAt : 0);
    const describeSlowest = (a: Answer | undefined) =>
      a ? `${Math.round(msOf(a))} ms (${describeAnswer(a).replace(/ in \d+ ms$/, '')})` : '-';
    const slowest = slowestOf(outage);
    const slowestMs = msOf(slowest);
    const slowestDirect = slowestOf(direct);
    const slowestDirectMs = msOf(slowestDirect);
    const failedDirect = direct.filter((a) => a.status !== 200 && !(a.status === 503 && a.retryAfter));
    const during = load.answers.filter((a) => a.sentAt >= stoppedAt && a.sentAt <= backAt);

    const acknowledged = (kind: Kind) => load.answers.filter((a) => a.kind === kind && a.id !== undefined);
    const inquiries = acknowledged('inquiry').map((a) => a.id!);
    const applications = acknowledged('application').map((a) => a.id!);
    const storedInquiries = await storedCount(cluster.url, 'qna', 'qnaNo', inquiries);
    const storedApplications = await storedCount(cluster.url, 'application', 'applicationNo', applications);

    const rows: [string, string, string][] = [
      ['rolling restart: requests (all through nginx)', String(rolling.length), ''],
      ['rolling restart: by kind', describeCounts(countBy(rolling, (a) => a.kind)), ''],
      ['rolling restart: failed requests', String(rolling.filter((a) => !isSuccess(a.status)).length), '0'],
      [
        'SIGTERM to exit (drain included), exit code',
        stops.map((s) => `${s.name} ${(s.ms / 1000).toFixed(1)} s, ${s.exitCode}`).join('; '),
        'exit code 0',
      ],
      ['requests outside the database outage, failed', `${failedOutside.length} of ${outside.length}`, '0'],
      ['database outage: requests sent while it was stopped', String(during.length), ''],
      ['  their answers by status', describeStatuses(during), 'only 2xx/3xx and 503'],
      [
        '  by kind, answered 200',
        describeCounts(
          countBy(
            during.filter((a) => a.status === 200),
            (a) => a.kind,
          ),
        ),
        '',
      ],
      [
        'answers from half a second before the stop to 5 s after the return, by status',
        describeStatuses(outage),
        'only 2xx/3xx and 503',
      ],
      ['database outage: 503 without Retry-After, or other failures', String(failedInOutage.length), '0'],
      [
        'database outage: uncached reads asked of each instance directly',
        `${direct.length}: ${describeStatuses(direct)}`,
        'only 200 and 503 with Retry-After',
      ],
      [
        'database outage: longest answer of an instance',
        describeSlowest(slowestDirect),
        `≤ ${BUDGET.slowestOutageAnswerMs} ms`,
      ],
      [
        'database outage: longest answer through nginx',
        describeSlowest(slowest),
        `≤ ${BUDGET.slowestThroughNginxMs} ms (nginx's cache lock, see docs/benchmarks.md)`,
      ],
      ['database outage: /readyz of each instance', readiness.join(', '), '503, 503'],
      [
        'recovery after the database is back (uncached read, each instance)',
        recovery.map((ms) => `${Math.round(ms)} ms`).join(', '),
        `≤ ${BUDGET.recoveryMs} ms`,
      ],
      ['warnings logged during the outage, per instance', warnings.map((w) => w.length).join(', '), ''],
      [
        'acknowledged inquiries / applications found in the database',
        `${storedInquiries} of ${inquiries.length} / ${storedApplications} of ${applications.length}`,
        'all',
      ],
      ['run time', `${Math.round((now() - startedAt) / 1000)} s`, ''],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('\nRestarts and database failover (npm run test:resilience)\n');
    for (const [label, value, budget] of rows)
      console.log(`${label.padEnd(width)}  ${value}${budget ? `   (required: ${budget})` : ''}`);

    // Which paths failed how, then the first few answers themselves.
    const listed = (answers: Answer[]) =>
      `${describeCounts(countBy(answers, (a) => `${a.status || a.error} ${a.path.split('?')[0]}`))}\n  ${answers
        .slice(0, 10)
        .map(describeAnswer)
        .join('\n  ')}`;
    if (failedOutside.length) problems.push(`failed outside the outage: ${listed(failedOutside)}`);
    if (failedInOutage.length) problems.push(`failed during the outage: ${listed(failedInOutage)}`);
    if (stops.some((s) => s.exitCode !== 0))
      problems.push('an instance did not exit with code 0 after SIGTERM');
    if (slowestDirectMs > BUDGET.slowestOutageAnswerMs || failedDirect.length)
      problems.push(`an instance answered ${describeSlowest(slowestDirect)}; failed: ${failedDirect.length}`);
    if (slowestMs > BUDGET.slowestThroughNginxMs)
      problems.push(`an answer through nginx took ${Math.round(slowestMs)} ms in the outage`);
    if (readiness.some((status) => status !== 503)) problems.push(`/readyz during the outage: ${readiness}`);
    if (recovery.some((ms) => ms > BUDGET.recoveryMs)) problems.push(`recovery: ${recovery.join(', ')} ms`);
    if (!during.length) problems.push('no request was sent during the outage');
    if (storedInquiries !== inquiries.length || storedApplications !== applications.length)
      problems.push('an acknowledged inquiry or application is missing from the database');
    if (!inquiries.length || !applications.length)
      problems.push('no inquiry or application was acknowledged');
    if (problems.length) {
      console.error(`\nFAILED:\n${problems.join('\n')}`);
      console.error(`\nnginx error log:\n${nginx.errors().split('\n').slice(-20).join('\n')}`);
      for (const server of servers) console.error(`\n${server.name} log:\n${server.logTail()}`);
    }
    return problems.length === 0;
  } finally {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.terminate()));
    for (const server of servers) server.remove();
    cluster.stop();
  }
}

exitWithOutcome('test:resilience', main());
