import type { Writable } from 'node:stream';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance } from 'fastify';
import type { ContentType } from '../common/content-declaration.ts';
import { buildApp } from './app.ts';
import type { Clock } from './clock.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import type { AppDeps } from './deps.ts';
import type { Config } from './env.ts';
import type { OutboxTiming } from './notify/outbox-timing.ts';
import { seed } from './seed/index.ts';
import { checkFileStore, openFileStore } from './storage/open-store.ts';
import { startTracing } from './tracing/tracing.ts';

/**
 * Opens the database, applies migrations, seeds a first start and builds the app. Used by main.ts
 * and by the tests, so both run exactly the same server (the API tests turn the hourly purge off
 * with `schedulesPurge: false` and run it themselves, so it never deletes under a test).
 */
export async function createServer(
  config: Readonly<Config>,
  options: {
    withDemoContent: boolean;
    log?: (line: string) => void;
    logStream?: Writable;
    outboxTiming?: Partial<OutboxTiming>;
    schedulesPurge?: boolean;
    /** Declared content types to serve besides the board types (their tables must exist). */
    contentTypes?: readonly ContentType[];
    /** The time public visibility is judged at: the real one unless a test sets its own (decision 035). */
    now?: Clock;
    /** Where spans go instead of OTLP when tracing is on (the tests' in-memory exporter). */
    spanExporter?: SpanExporter;
  },
): Promise<{ app: FastifyInstance; deps: AppDeps }> {
  const tracing = await startTracing(config, { exporter: options.spanExporter });
  const { db, dialect } = openDatabase(config, { traceStatements: tracing?.traceStatements });
  const store = openFileStore(config, db);
  try {
    await checkFileStore(config, store);
    await migrate(db, dialect);
    await seed({
      config,
      db,
      dialect,
      store,
      adminId: config.adminId,
      adminPassword: config.adminPassword,
      withDemoContent: options.withDemoContent,
      log: options.log ?? console.log,
    });
  } catch (error) {
    await db.destroy();
    await tracing?.shutdown();
    throw error;
  }
  const deps: AppDeps = {
    config,
    db,
    dialect,
    store,
    outboxTiming: options.outboxTiming,
    contentTypes: options.contentTypes,
    now: options.now,
    tracing,
  };
  const app = await buildApp(deps, {
    logStream: options.logStream,
    schedulesPurge: options.schedulesPurge ?? true,
  });
  // The last spans (the database's) are flushed once nothing can make more.
  app.addHook('onClose', async () => {
    await db.destroy();
    await tracing?.shutdown();
  });
  return { app, deps };
}
