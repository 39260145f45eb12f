import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import pg from 'pg';
import { inject } from 'vitest';
import type { ContentType } from '../../common/content-declaration.ts';
import type { Clock } from '../clock.ts';
import type { AppDeps } from '../deps.ts';
import { loadConfig } from '../env.ts';
import type { OutboxTiming } from '../notify/outbox-timing.ts';
import { createServer } from '../server.ts';
import { type ApiClient, apiClient } from './client.ts';
import { pageFaults } from './page-faults.ts';

export const ADMIN_PASSWORD = 'Admin-Pass1!';

/** A loopback port nobody listens on now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface TestServer {
  url: string;
  /** The environment it runs with (a second instance can share its database). */
  env: Record<string, string>;
  httpServer: import('node:http').Server;
  /** The Fastify instance, for tests that read what it registered (the API reference's). */
  app: import('fastify').FastifyInstance;
  deps: AppDeps;
  /** Client without a token: what a visitor sees. */
  api: ApiClient;
  /** Client logged in as the bootstrap System Manager (0ALL). */
  admin: ApiClient;
  /** A new administrator holding exactly these rights, logged in. */
  loginAs(settings: string[], role?: string): Promise<ApiClient & { username: string; userNo: number }>;
  close(): Promise<void>;
}

/**
 * A real server on a loopback port over a fresh database: a new SQLite file, or a new database in the
 * throwaway PostgreSQL cluster when the project runs with TEST_DB=postgres; with TEST_FILE_STORE=s3
 * (the api-s3 project), its uploads go to a new bucket.
 */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    withDemoContent?: boolean;
    /** Another instance on the same database (SQLite file or PostgreSQL database); it owns the data. */
    sharing?: TestServer;
    /** Receives the server's log lines (set LOG_LEVEL in env: tests run silent by default). */
    logStream?: import('node:stream').Writable;
    /** Shorter mail outbox waits (poll, lease, retry delays). */
    outboxTiming?: Partial<OutboxTiming>;
    /** Declared content types served besides the board types (the test creates their tables). */
    contentTypes?: readonly ContentType[];
    /** A clock the test moves: what visitors see is judged at its time (decision 035). */
    now?: Clock;
    /** Receives the spans when the env turns tracing on (decision 064). */
    spanExporter?: SpanExporter;
  } = {},
): Promise<TestServer> {
  const ownsDatabase = !options.sharing;
  // A second SQLite instance must open the same file; on PostgreSQL it gets a folder of its own, so
  // nothing it serves can come from the first instance's disk.
  const isSharingSqlite = !!options.sharing && process.env.TEST_DB !== 'postgres';
  const dataDir = isSharingSqlite
    ? options.sharing!.env.DATA_DIR!
    : fs.mkdtempSync(path.join(os.tmpdir(), 'kv-test-'));
  let dropDatabase = async () => {};
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    // A suite sends thousands of requests from one address; the limit's own tests turn it on.
    RATE_LIMIT_PER_MINUTE: '0',
    // The api-s3 project: uploads in a bucket of this server's own on the run's S3 server.
    ...(process.env.TEST_FILE_STORE === 's3' && !options.sharing
      ? await import('./s3-server.ts').then(({ newBucket }) => newBucket(inject('s3Endpoint')))
      : {}),
    ...options.sharing?.env,
    ...options.env,
    DATA_DIR: dataDir,
  };
  if (process.env.TEST_DB === 'postgres' && ownsDatabase) {
    const base = inject('postgresUrl');
    const name = `kv_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    env.DATABASE_URL = base.replace(/\/[^/]*$/, `/${name}`);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // NOTE: the closed pool's connections say goodbye after pool.end() resolves; FORCE would kill one
      // mid-goodbye and its client would throw an uncaught 57P01. Wait for them to leave first.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await client.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  // Its public origin is configuration, as in production (decision 045): its own address, so the
  // links it writes lead back to it. A port taken between the choice and the start: once more.
  let started: Awaited<ReturnType<typeof createServer>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    const port = await freePort();
    env.PORT = String(port);
    env.PUBLIC_URL = options.env?.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
    const server = await createServer(loadConfig(env), {
      withDemoContent: options.withDemoContent ?? false,
      log: () => {},
      logStream: options.logStream,
      outboxTiming: options.outboxTiming,
      contentTypes: options.contentTypes,
      now: options.now,
      spanExporter: options.spanExporter,
      // Tests run the purge when they mean to (modules/retention), never under another test's rows.
      schedulesPurge: false,
    });
    // A test server's pages fail on request (X-Test-Fault); one started as production stays as the app is.
    if (env.NODE_ENV === 'test') await server.app.register(pageFaults);
    try {
      await server.app.listen({ port, host: '127.0.0.1' });
      started = server;
    } catch (error) {
      await server.app.close();
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 3) throw error;
    }
  }
  const { app, deps } = started;
  const url = `http://127.0.0.1:${env.PORT}`;
  const api = apiClient(url);
  const admin = await api.login('admin', ADMIN_PASSWORD);
  let counter = 0;

  return {
    url,
    env,
    httpServer: app.server,
    app,
    deps,
    api,
    admin,
    async loginAs(settings, role) {
      counter += 1;
      const username = `user${counter}_${randomBytes(3).toString('hex')}`;
      const isSystem = role
        ? role === 'System Manager'
        : settings.some((s) => s === '0ALL' || /^[raed]User/.test(s));
      const created = await admin.post('/api/auth', {
        role: isSystem ? 'System Manager' : 'General Manager',
        username,
        password: ADMIN_PASSWORD,
        manager: `Tester ${counter}`,
        email: `${username}@kidventure.example`,
        contact: '0912345678',
        mgtsettings: settings,
      });
      if (created.status !== 200)
        throw new Error(`could not create ${username}: ${JSON.stringify(created.body)}`);
      const client = await api.login(username, ADMIN_PASSWORD);
      return Object.assign(client, { username, userNo: created.body.data.insertId as number });
    },
    async close() {
      await app.close();
      if (ownsDatabase) await dropDatabase();
      if (!isSharingSqlite) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
