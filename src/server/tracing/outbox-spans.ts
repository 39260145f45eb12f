import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import type { OutboxTracing } from '../notify/mail-outbox.ts';

/**
 * The outbox's spans (decision 064): storing a message is a span of the request that queued it,
 * and its trace context (a W3C traceparent: ids and a flag, nothing of the message) is kept with
 * the row; sending it later is the root of a trace of its own, linked to that span.
 */
export function outboxTracing(tracer: Tracer): OutboxTracing {
  return {
    storing: (store) =>
      tracer.startActiveSpan('mail_outbox store', async (span) => {
        const carrier: { traceparent?: string } = {};
        propagation.inject(context.active(), carrier);
        try {
          return await store(carrier.traceparent);
        } finally {
          span.end();
        }
      }),

    sending: ({ id, attempt, traceparent }, send) => {
      const stored = traceparent
        ? trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }))
        : undefined;
      return tracer.startActiveSpan(
        'mail send',
        {
          kind: SpanKind.CLIENT,
          root: true,
          links: stored ? [{ context: stored }] : [],
          attributes: { 'kidventure.outbox.id': id, 'kidventure.outbox.attempt': attempt },
        },
        async (span) => {
          try {
            return await send();
          } finally {
            span.end();
          }
        },
      );
    },

    failed: (reason) => trace.getActiveSpan()?.setStatus({ code: SpanStatusCode.ERROR, message: reason }),
  };
}
