import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../env.ts';
import { outboxTracing } from './outbox-spans.ts';
import { incomingRequestInSpan } from './request-log.ts';
import { statementSpans } from './statement-spans.ts';
import type { Tracing } from './tracing.ts';

const TRACER = 'kidventure-site';

/** An applicant's status page holds its token in the path (src/common/paths.ts): never in a span. */
const TOKEN_SEGMENT = /\/[A-Za-z0-9_-]{43}(?=\/|$)/g;

/** The path a span names: no query string (searches, tokens, addresses) and no token segment. */
const spanPathOf = (url: string) => (url.split('?')[0] ?? '').replace(TOKEN_SEGMENT, '/:token');

/**
 * The SDK, registered globally (the API's context is AsyncLocalStorage, so spans nest across
 * awaits): a request span per request, statement spans, the outbox's spans, and the log mixin.
 */
export function openTracing(settings: NonNullable<Config['tracing']>, exporter?: SpanExporter): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    spanProcessors: [
      exporter
        ? new SimpleSpanProcessor(exporter)
        : new BatchSpanProcessor(
            new OTLPTraceExporter({ url: `${settings.endpoint.replace(/\/$/, '')}/v1/traces` }),
          ),
    ],
  });
  // W3C trace context only: baggage from outside is not taken in.
  provider.register({ propagator: new W3CTraceContextPropagator() });
  const tracer = provider.getTracer(TRACER);
  const instrumentation = new FastifyOtelInstrumentation({
    // One span per request and one for its handler; a span per hook would double the spans.
    instrumentHooks: false,
    // An error's message is kept as the span's status; its stack and text stay in the log.
    recordExceptions: false,
    // The handler's span by its route ("handler - fastify -> @fastify/otel -> …" otherwise).
    lifecycleHook: (span, { hookName, request }) => {
      if (hookName === 'handler') span.updateName(`handler ${request.routeOptions.url ?? ''}`);
    },
    requestHook: (span, request: FastifyRequest) => {
      span.setAttribute(ATTR_URL_PATH, spanPathOf(request.url));
      // The id a visitor quotes (X-Request-Id) finds the trace.
      span.setAttribute('kidventure.request_id', request.id);
    },
  });
  instrumentation.setTracerProvider(provider);

  return {
    fastifyPlugin: instrumentation.plugin(),
    logMixin: (): Record<string, string> => {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    requestLog: incomingRequestInSpan,
    traceStatements: statementSpans(tracer),
    outbox: outboxTracing(tracer),
    async shutdown() {
      instrumentation.disable();
      await provider.shutdown();
      // A later app in the same process (the tests) starts without this one's SDK.
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
