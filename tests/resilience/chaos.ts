/**
 * `npm run test:chaos` (decision 065): the mail outbox under failures, on the harness of
 * `npm run test:resilience` (two built instances, one throwaway PostgreSQL) with a test SMTP server
 * (the sink) and a real Prometheus scraping both instances with the shipped ops/alerts.yml.
 *
 * 1. killed before the SMTP server confirmed: the sink holds its answer to one message's DATA; the
 *    instance sending it is SIGKILLed there and started again. The sink never confirmed, so the
 *    message is not delivered; its lease runs out and another attempt delivers it once.
 * 2. killed after the SMTP server confirmed: the sink accepts one message and at once SIGKILLs its
 *    sender, before the row can be deleted. Its lease runs out and it is sent again: the one
 *    duplicate at-least-once allows, with the same Message-ID, by which a receiver drops it.
 * 3. database away: a backlog is queued through the HTTP API and sent slowly; while the sink holds
 *    one message's DATA the database stops (`pg_ctl stop -m fast`), then the sink accepts it, so the
 *    delivery cannot be recorded. Sixty seconds later the database starts again.
 *
 * Then every acknowledged inquiry's e-mail must arrive, each exactly once except the one of step 2
 * (at most twice, one Message-ID), until the outbox is empty (no lease left to run out);
 * KvTaskStalled{task="mail-outbox"} must fire while the database is away and resolve after, and
 * /healthz?deep=1 answer 503 "stalled" then 200 again. Prints the figures (docs/benchmarks.md,
 * "Mail outbox under failures"); exits 1 on any failure. Needs `npm run build` and Prometheus;
 * CHAOS_PG_PORT (55441) and CHAOS_OUTAGE_SECONDS (60) change the database port and the outage.
 */
import pg from 'pg';
import { DEFAULT_OUTBOX_TIMING } from '../../src/server/notify/outbox-timing.ts';
import { startPostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { header, inquiryNoOf, mailEnv, type ReceivedMail, startSmtp } from '../../src/server/test/smtp.ts';
import { exitWithOutcome, type Instance, instance } from './instance.ts';
import { inquiry } from './load.ts';
import { type FiringAlert, startPrometheus } from './prometheus.ts';

const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 60) * 1000;
const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 55441);
const PORTS = [4111, 4112];
/** Inquiries queued before the database goes, each queuing one staff e-mail. */
const BACKLOG = 40;
/** The sink's answer time before the outage: the backlog is still being sent when the posts are done. */
const SLOW_REPLY_MS = 500;
/** What ops/alerts.yml promises for KvTaskStalled, and what the check allows for it to clear. */
const BUDGET = { alertFiresMs: 45_000, alertResolvesMs: 30_000, healthyAgainMs: 15_000 };
const PASSWORD = 'Chaos-test-1!';
/**
 * Prometheus scrapes with the token: the address allow-list is read from the database, so during
 * the outage it could not open /metrics (decision 065).
 */
const METRICS_TOKEN = 'chaos-metrics-token-0123456789abcdef';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const messageIdOf = (mail: ReceivedMail) =>
  header(mail, 'Message-ID')?.slice('Message-ID:'.length).trim() ?? '';
const qnaNoOfRaw = (raw: string) => Number(/^Subject: New partnership inquiry #(\d+):/m.exec(raw)?.[1]);

/** Posts one inquiry as the public form does, from its own address; its number when acknowledged. */
async function postInquiry(server: Instance, n: number): Promise<number | undefined> {
  const res = await fetch(`${server.url}/api/qna`, {
    ...inquiry(n),
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (res?.status !== 200) return undefined;
  return ((await res.json()) as { data: number }).data;
}

async function until<T>(what: string, ms: number, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = now() + ms;
  while (now() < deadline) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    await sleep(100);
  }
  throw new Error(`timed out after ${seconds(ms)}: ${what}`);
}

async function outboxRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select count(*)::int as n from mail_outbox')).rows[0].n as number;
  } finally {
    await client.end();
  }
}

const deepHealth = (server: Instance) =>
  fetch(`${server.url}/healthz?deep=1`, { signal: AbortSignal.timeout(5000) }).then(
    async (res) => ({
      status: res.status,
      body: (await res.json().catch(() => ({}))) as { status?: string },
    }),
    () => ({ status: 0, body: {} as { status?: string } }),
  );
const isOutboxStalled = (alert: FiringAlert) =>
  alert.labels.alertname === 'KvTaskStalled' && alert.labels.task === 'mail-outbox';

async function main(): Promise<boolean> {
  const startedAt = now();
  const cluster = startPostgresCluster({ isDurable: true, port: PG_PORT });
  const sink = await startSmtp();
  const common = {
    DATABASE_URL: cluster.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '0',
    ADMIN_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://www.kidventure.example',
    METRICS_TOKEN,
  };
  // Each instance names itself in EHLO, so the sink knows whom to kill.
  const servers = PORTS.map((port, i) => {
    const name = `instance-${i + 1}`;
    const smtp = mailEnv(sink.port, { SMTP_URL: `smtp://staff:secret@127.0.0.1:${sink.port}/?name=${name}` });
    return instance({ name, port, env: { ...common, ...smtp } });
  });
  const serverOf = (client: string) => servers.find((s) => s.name === client)!;
  let prometheus: Awaited<ReturnType<typeof startPrometheus>> | undefined;
  const problems: string[] = [];
  const acknowledged: number[] = [];
  let posted = 0;
  const queue = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const qnaNo = await postInquiry(servers[posted % servers.length]!, ++posted);
      if (qnaNo === undefined) problems.push(`inquiry ${posted} was not acknowledged before the outage`);
      else acknowledged.push(qnaNo);
    }
  };
  try {
    // One after the other: the first migrates.
    for (const server of servers) await server.start();
    prometheus = await startPrometheus({ targets: servers.map((s) => s.address), token: METRICS_TOKEN });

    // 1. Killed while the sink holds the DATA answer.
    let held: { client: string; qnaNo: number } | undefined;
    sink.state.reply = (_attempt, _to, { client, raw }) => {
      if (held) return undefined;
      held = { client, qnaNo: qnaNoOfRaw(raw) };
      return 'hang';
    };
    await queue(1);
    await until('the sink holds a DATA answer', 10_000, () => held);
    const killedBeforeConfirm = held!;
    await serverOf(killedBeforeConfirm.client).kill();
    await serverOf(killedBeforeConfirm.client).start();
    sink.state.reply = () => undefined;

    // 2. Killed right after the sink confirmed.
    let killedAfterConfirm: { client: string; qnaNo: number; killed: Promise<void> } | undefined;
    sink.state.onAccepted = (mail) => {
      if (killedAfterConfirm) return;
      killedAfterConfirm = {
        client: mail.client,
        qnaNo: inquiryNoOf(mail),
        killed: serverOf(mail.client).kill(),
      };
    };
    await queue(1);
    await until('the sink confirms a message', 10_000, () => killedAfterConfirm);
    sink.state.onAccepted = () => undefined;
    await killedAfterConfirm!.killed;
    await serverOf(killedAfterConfirm!.client).start();

    // 3. The database stops while the backlog is sent slowly, under a message the sink then accepts.
    let stoppedUnder: number | undefined;
    let stoppedAt = 0;
    let isArmed = false;
    sink.state.reply = async (_attempt, _to, { raw }) => {
      if (isArmed && stoppedUnder === undefined) {
        stoppedUnder = qnaNoOfRaw(raw);
        await cluster.pause();
        stoppedAt = now();
        return undefined;
      }
      await sleep(SLOW_REPLY_MS);
      return undefined;
    };
    const queuedAt = now();
    await queue(BACKLOG);
    const queueMs = now() - queuedAt;
    isArmed = true;
    await until('the database stops under a message in flight', 15_000, () => stoppedAt || undefined);
    const sentBeforeStop = sink.mails.length;

    // While it is away: the alert and the deep health check, every second.
    let firingAt: number | undefined;
    const stalledAt = new Map<string, number>();
    while (now() - stoppedAt < OUTAGE_MS) {
      const alerts = await prometheus.alerts().catch(() => []);
      if (firingAt === undefined && alerts.some((a) => isOutboxStalled(a) && a.state === 'firing'))
        firingAt = now();
      for (const server of servers) {
        const health = await deepHealth(server);
        if (!stalledAt.has(server.name) && health.status === 503 && health.body.status === 'stalled')
          stalledAt.set(server.name, now());
      }
      await sleep(1000);
    }
    const sentDuringOutage = sink.mails.length - sentBeforeStop;
    sink.state.reply = () => undefined;
    await cluster.resume();
    const backAt = now();
    const isDelivered = (qnaNo: number) => sink.mails.some((m) => inquiryNoOf(m) === qnaNo);
    // All but the e-mail of step 1, which waits for its lease to run out.
    const backlog = acknowledged.filter((qnaNo) => qnaNo !== killedBeforeConfirm.qnaNo);
    const backlogAtReturn = backlog.filter((qnaNo) => !isDelivered(qnaNo)).length;

    // Recovery: the first delivery, the alert resolving, healthy again, then the outbox empty.
    const deliveredBefore = sink.mails.length;
    const firstSendMs = await until('a delivery after the database is back', 60_000, () =>
      sink.mails.length > deliveredBefore ? now() - backAt : undefined,
    ).catch(() => Number.POSITIVE_INFINITY);
    const resolvedMs = await until('KvTaskStalled to resolve', BUDGET.alertResolvesMs, async () =>
      (await prometheus!.alerts().catch(() => [{ labels: {} } as FiringAlert])).some(isOutboxStalled)
        ? undefined
        : now() - backAt,
    ).catch(() => Number.POSITIVE_INFINITY);
    const healthyMs = await until('/healthz?deep=1 200 on both instances', BUDGET.healthyAgainMs, async () =>
      (await Promise.all(servers.map(deepHealth))).every((h) => h.status === 200)
        ? now() - backAt
        : undefined,
    ).catch(() => Number.POSITIVE_INFINITY);
    const backlogSentMs = await until('the backlog delivered', 60_000, () =>
      backlog.every(isDelivered) ? now() - backAt : undefined,
    ).catch(() => Number.POSITIVE_INFINITY);
    // The killed senders' leases run out last: wait for their rows to be sent and gone.
    const emptyMs = await until('the outbox to be empty', DEFAULT_OUTBOX_TIMING.leaseMs + 30_000, async () =>
      (await outboxRows(cluster.url).catch(() => -1)) === 0 ? now() - backAt : undefined,
    ).catch(() => Number.POSITIVE_INFINITY);
    // Whatever a late resend would add.
    await sleep(3000);

    const copiesOf = (qnaNo: number) => sink.mails.filter((m) => inquiryNoOf(m) === qnaNo);
    const missing = acknowledged.filter((qnaNo) => copiesOf(qnaNo).length === 0);
    const duplicated = acknowledged.filter((qnaNo) => copiesOf(qnaNo).length > 1);
    const unexpectedDuplicates = duplicated.filter((qnaNo) => qnaNo !== killedAfterConfirm!.qnaNo);
    const splitIds = acknowledged.filter((qnaNo) => new Set(copiesOf(qnaNo).map(messageIdOf)).size > 1);
    const distinctIds = new Set(sink.mails.map(messageIdOf)).size;
    const strangers = sink.mails.filter((m) => !acknowledged.includes(inquiryNoOf(m)));
    const afterConfirmCopies = copiesOf(killedAfterConfirm!.qnaNo).length;
    const beforeConfirmCopies = copiesOf(killedBeforeConfirm.qnaNo).length;
    const underStopCopies = stoppedUnder === undefined ? 0 : copiesOf(stoppedUnder).length;
    const backlogRate = backlogAtReturn / ((backlogSentMs - firstSendMs) / 1000 || 1);

    const rows: [string, string, string][] = [
      ['e-mails queued (acknowledged inquiries)', String(acknowledged.length), `${BACKLOG + 2}`],
      ['  queuing the backlog through the API', `${BACKLOG} in ${seconds(queueMs)}`, ''],
      [
        'killed before the SMTP server confirmed: copies delivered',
        `${beforeConfirmCopies} (inquiry #${killedBeforeConfirm.qnaNo}, ${killedBeforeConfirm.client})`,
        '1',
      ],
      [
        'killed after the SMTP server confirmed: copies delivered',
        `${afterConfirmCopies} (inquiry #${killedAfterConfirm!.qnaNo}, ${killedAfterConfirm!.client})`,
        '1 or 2, one Message-ID',
      ],
      [
        'database stopped under a confirmed send: copies delivered',
        `${underStopCopies} (inquiry #${stoppedUnder})`,
        '1',
      ],
      ['sent before the stop / while the database was away', `${sentBeforeStop} / ${sentDuringOutage}`, ''],
      ['database away', seconds(backAt - stoppedAt), ''],
      [
        'KvTaskStalled{task="mail-outbox"} firing after the stop',
        firingAt === undefined ? 'never' : seconds(firingAt - stoppedAt),
        `≤ ${seconds(BUDGET.alertFiresMs)}`,
      ],
      [
        '/healthz?deep=1 503 "stalled" after the stop, per instance',
        servers
          .map((s) => (stalledAt.has(s.name) ? seconds(stalledAt.get(s.name)! - stoppedAt) : 'never'))
          .join(', '),
        'both, while away',
      ],
      ['first delivery after the database is back', seconds(firstSendMs), ''],
      [
        'backlog left at the return, sent at',
        `${backlogAtReturn} e-mails, ${backlogRate.toFixed(1)} per second (two instances)`,
        '',
      ],
      ['the backlog delivered (all but step 1), after the return', seconds(backlogSentMs), ''],
      [
        'KvTaskStalled resolved, after the return',
        seconds(resolvedMs),
        `≤ ${seconds(BUDGET.alertResolvesMs)}`,
      ],
      [
        '/healthz?deep=1 200 on both, after the return',
        seconds(healthyMs),
        `≤ ${seconds(BUDGET.healthyAgainMs)}`,
      ],
      ['outbox empty (the killed leases ran out), after the return', seconds(emptyMs), ''],
      ['deliveries / distinct Message-IDs', `${sink.mails.length} / ${distinctIds}`, ''],
      [
        'missing / duplicated / with two Message-IDs',
        `${missing.length} / ${duplicated.length} / ${splitIds.length}`,
        '0 / at most 1 (step 2) / 0',
      ],
      ['run time', seconds(now() - startedAt), ''],
    ];
    const width = Math.max(...rows.map(([label]) => label.length));
    console.log('\nMail outbox under failures (npm run test:chaos)\n');
    for (const [label, value, budget] of rows)
      console.log(`${label.padEnd(width)}  ${value}${budget ? `   (required: ${budget})` : ''}`);

    if (acknowledged.length !== BACKLOG + 2) problems.push('not every inquiry was acknowledged');
    if (missing.length) problems.push(`no e-mail for inquiries ${missing.join(', ')}`);
    if (unexpectedDuplicates.length)
      problems.push(`sent more than once: inquiries ${unexpectedDuplicates.join(', ')}`);
    if (afterConfirmCopies > 2) problems.push(`the step 2 e-mail arrived ${afterConfirmCopies} times`);
    if (splitIds.length) problems.push(`copies with different Message-IDs: inquiries ${splitIds.join(', ')}`);
    if (strangers.length) problems.push(`${strangers.length} e-mails no inquiry queued`);
    if (beforeConfirmCopies !== 1 || underStopCopies !== 1)
      problems.push('the e-mail of step 1 or step 3 was not delivered exactly once');
    if (firingAt === undefined || firingAt - stoppedAt > BUDGET.alertFiresMs)
      problems.push('KvTaskStalled for mail-outbox did not fire in time while the database was away');
    if (!Number.isFinite(resolvedMs)) problems.push('KvTaskStalled did not resolve after the return');
    if (stalledAt.size !== servers.length) problems.push('/healthz?deep=1 did not report the stall on both');
    if (!Number.isFinite(healthyMs)) problems.push('/healthz?deep=1 did not answer 200 again');
    if (!Number.isFinite(emptyMs)) problems.push('the outbox did not empty');
    if (problems.length) {
      console.error(`\nFAILED:\n${problems.join('\n')}`);
      console.error(`\nPrometheus targets:\n${await prometheus.targets().catch(String)}`);
      console.error(`\nPrometheus log:\n${prometheus.logTail()}`);
      // Cut long lines: a logged database error carries its whole client.
      for (const server of servers)
        console.error(`\n${server.name} log:\n${server.logTail(30).replace(/^(.{400}).+$/gm, '$1…')}`);
    }
    return problems.length === 0;
  } finally {
    await prometheus?.stop();
    await Promise.all(servers.map((server) => server.terminate()));
    for (const server of servers) server.remove();
    await sink.close();
    cluster.stop();
  }
}

exitWithOutcome('test:chaos', main());
