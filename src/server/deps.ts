import type { ContentType } from '../common/content-declaration.ts';
import type { Clock } from './clock.ts';
import type { Db, DialectName } from './db/index.ts';
import type { Config } from './env.ts';
import type { OutboxTiming } from './notify/outbox-timing.ts';
import type { FileStore } from './storage/file-store.ts';
import type { Tracing } from './tracing/tracing.ts';

/** What the routes are built from; tests build the same with a fresh database. */
export interface AppDeps {
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  store: FileStore;
  /** Shorter outbox waits for tests; the defaults otherwise. */
  outboxTiming?: Partial<OutboxTiming> | undefined;
  /** Content types served besides the board types, each from its declaration alone (a test's fixture type). */
  contentTypes?: readonly ContentType[] | undefined;
  /** The time public visibility is judged at (decision 035); the real time unless a test sets its own. */
  now?: Clock | undefined;
  /** OpenTelemetry (decision 064); undefined when OTEL_EXPORTER_OTLP_ENDPOINT is unset. */
  tracing?: Tracing | undefined;
}
