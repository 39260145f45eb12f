import { type FastifyRequest, LogController } from 'fastify';

/** Fastify's request-line options (which requests write none). */
export type RequestLogOptions = NonNullable<ConstructorParameters<typeof LogController>[0]>;

/**
 * Fastify writes a request's "incoming request" line before any hook runs, so before @fastify/otel
 * has started the request's span, and the line would name no trace. With tracing on, the line
 * waits for `write`: called by the first hook after the span starts, or by the answer to an
 * unreadable address (which runs no hook). Nothing is written in between, so the order stays.
 */
export function incomingRequestInSpan(options: RequestLogOptions = {}) {
  const pending = new WeakSet<FastifyRequest>();

  class InSpanLogController extends LogController {
    override incomingRequest(request: FastifyRequest): void {
      if (!this.isLogDisabled(request)) pending.add(request);
    }
  }

  return {
    controller: new InSpanLogController(options),
    write(request: FastifyRequest): void {
      if (!pending.delete(request)) return;
      request.log.info({ req: request }, 'incoming request');
    },
  };
}
