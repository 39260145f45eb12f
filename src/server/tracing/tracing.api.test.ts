import { Writable } from 'node:stream';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICANT_TRACES, applyForAJob } from '../test/apply-for-a-job.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { mailEnv, startSmtp, type TestSmtp } from '../test/smtp.ts';

/**
 * Traces (decision 064) through the real app, with the SDK's in-memory exporter: applying for a
 * job is one trace holding its statements and the storing of its e-mails; each e-mail's send is a
 * trace of its own linked to the span that stored it; log lines name their span.
 */
let smtp: TestSmtp;
let server: TestServer;
const spans = new InMemorySpanExporter();
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    env: mailEnv(smtp.port, {
      // Not reached: the in-memory exporter replaces the OTLP one.
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
    }),
    outboxTiming: { pollMs: 60_000 },
    spanExporter: spans,
    logStream: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const idOf = (span: ReadableSpan) => span.spanContext().spanId;
const traceOf = (span: ReadableSpan) => span.spanContext().traceId;
const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

async function waitFor<T>(find: () => T | undefined): Promise<T> {
  for (let tries = 0; tries < 200; tries++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('not found in time');
}

describe('a request span', () => {
  const spanOf = async (path: string) => {
    const res = await server.api.raw(path, { method: 'GET' });
    const id = res.headers.get('x-request-id');
    return waitFor(() =>
      spans
        .getFinishedSpans()
        .find((span) => span.name === 'request' && span.attributes['kidventure.request_id'] === id),
    );
  };

  it('names its path without the query string, where searches and addresses go', async () => {
    const span = await spanOf('/api/news?localeCd=EN&searchText=Nguyen&email=lan%40example.com');
    expect(span.attributes['url.path']).toBe('/api/news');
    expect(JSON.stringify(span.attributes)).not.toMatch(/Nguyen|lan/);
  });

  it('leaves no request without its first log line, an unreadable address (no hook runs) included', async () => {
    for (const path of ['/api/news/%E0%A4%A', '/api/nothing-here']) {
      const id = (await server.api.raw(path, { method: 'GET' })).headers.get('x-request-id');
      const written = await waitFor(() => {
        const found = lines.filter((line) => line.reqId === id);
        return found.length ? found : undefined;
      });
      expect(written[0]?.msg, path).toBe('incoming request');
    }
  });

  it("names an applicant's status page without its token", async () => {
    const token = 'A'.repeat(43);
    const span = await spanOf(`/api/application/status/${token}`);
    expect(span.attributes['url.path']).toBe('/api/application/status/:token');
  });
});

describe('a trace of applying for a job', () => {
  let requestSpan: ReadableSpan;
  let ofRequest: ReadableSpan[];
  let requestId: string;

  beforeAll(async () => {
    const res = await applyForAJob(server);
    expect(res.status, res.text).toBe(200);
    requestId = res.headers.get('x-request-id')!;
    requestSpan = await waitFor(() =>
      spans
        .getFinishedSpans()
        .find((span) => span.name === 'request' && span.attributes['kidventure.request_id'] === requestId),
    );
    ofRequest = spans.getFinishedSpans().filter((span) => traceOf(span) === traceOf(requestSpan));
  });

  it('has the request span, its path without the query, at the root', () => {
    expect(parentOf(requestSpan)).toBeUndefined();
    expect(requestSpan.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/job/:id/apply',
      'http.response.status_code': 200,
    });
  });

  it('holds its SQL statements, their text without values', () => {
    const statements = ofRequest.filter((span) => span.attributes['db.query.text']);
    expect(statements.length).toBeGreaterThan(3);
    const system = process.env.TEST_DB === 'postgres' ? 'postgresql' : 'sqlite';
    for (const span of statements) expect(span.attributes['db.system.name']).toBe(system);
    const insert = statements.find((span) => span.name === 'INSERT application');
    expect(insert?.attributes['db.query.text']).toMatch(/^insert into "application"/);
  });

  it('holds the storing of each e-mail, the outbox row written inside it', () => {
    const stored = ofRequest.filter((span) => span.name === 'mail_outbox store');
    // The staff's e-mail and the applicant's confirmation.
    expect(stored).toHaveLength(2);
    for (const span of stored) {
      const inserts = ofRequest.filter((s) => parentOf(s) === idOf(span) && s.name === 'INSERT mail_outbox');
      expect(inserts).toHaveLength(1);
    }
  });

  it('keeps no personal data in any span', () => {
    const text = JSON.stringify(spans.getFinishedSpans().map((span) => [span.name, span.attributes]));
    for (const value of APPLICANT_TRACES) expect(text).not.toContain(value);
  });

  it('sends each e-mail in a trace of its own, linked to the span that stored it', async () => {
    await waitFor(() => smtp.mails.length >= 2 || undefined);
    const sends = await waitFor(() => {
      const found = spans.getFinishedSpans().filter((span) => span.name === 'mail send');
      return found.length >= 2 ? found : undefined;
    });
    const stored = ofRequest.filter((span) => span.name === 'mail_outbox store').map(idOf);
    for (const send of sends) {
      expect(parentOf(send)).toBeUndefined();
      expect(traceOf(send)).not.toBe(traceOf(requestSpan));
      expect(send.links).toHaveLength(1);
      expect(send.links[0]!.context.traceId).toBe(traceOf(requestSpan));
      expect(stored).toContain(send.links[0]!.context.spanId);
    }
    expect(new Set(sends.map((send) => send.links[0]!.context.spanId)).size).toBe(2);
    // Settling it (the row deleted) is inside the send's trace.
    const deletes = spans
      .getFinishedSpans()
      .filter(
        (span) => span.name === 'DELETE mail_outbox' && sends.some((send) => parentOf(span) === idOf(send)),
      );
    expect(deletes).toHaveLength(2);
    // The sender's claims run in its own context, not in the request that woke it.
    const inRequest = spans.getFinishedSpans().filter((span) => traceOf(span) === traceOf(requestSpan));
    expect(inRequest.filter((span) => span.name.endsWith('mail_outbox')).map((span) => span.name)).toEqual([
      'INSERT mail_outbox',
      'INSERT mail_outbox',
    ]);
  });

  it('names the trace and span in the log lines written inside it', async () => {
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of ofRequest)
      expect(line).toMatchObject({
        trace_id: traceOf(requestSpan),
        span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
    const sendTraces = spans
      .getFinishedSpans()
      .filter((span) => span.name === 'mail send')
      .map(traceOf);
    const sent = await waitFor(() => {
      const found = lines.filter((line) => line.msg === 'Staff e-mail sent');
      return found.length >= 2 ? found : undefined;
    });
    for (const line of sent) expect(sendTraces).toContain(line.trace_id);
  });
});
