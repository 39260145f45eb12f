import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import type { FastifyPluginCallback, FastifyRequest, LogController } from 'fastify';
import type { Dialect } from 'kysely';
import type { DialectName } from '../db/index.ts';
import type { Config } from '../env.ts';
import type { OutboxTracing } from '../notify/mail-outbox.ts';
import type { RequestLogOptions } from './request-log.ts';

/** What the app, the database and the outbox are given when tracing is on (decision 064). */
export interface Tracing {
  /** Registered before every other hook: a span per request and its handler (@fastify/otel). */
  fastifyPlugin: FastifyPluginCallback;
  /** pino's mixin: the ids of the span a line is written in. */
  logMixin: () => Record<string, string>;
  /** Fastify's request lines, "incoming request" written once the request's span exists (`write`). */
  requestLog: (options?: RequestLogOptions) => {
    controller: LogController;
    write: (request: FastifyRequest) => void;
  };
  /** `dialect` whose statements run in spans of their own inside a traced operation. */
  traceStatements: (dialect: Dialect, name: DialectName) => Dialect;
  outbox: OutboxTracing;
  /** Sends the spans still buffered and unregisters the SDK. */
  shutdown: () => Promise<void>;
}

/**
 * Tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, else undefined: the SDK is imported only then,
 * so a site without it loads none of it (decision 064). `exporter` replaces the OTLP exporter (the
 * tests' in-memory one).
 */
export async function startTracing(
  config: Pick<Config, 'tracing'>,
  { exporter }: { exporter?: SpanExporter | undefined } = {},
): Promise<Tracing | undefined> {
  if (!config.tracing) return undefined;
  const { openTracing } = await import('./open-tracing.ts');
  return openTracing(config.tracing, exporter);
}
