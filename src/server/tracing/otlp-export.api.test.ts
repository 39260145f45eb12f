import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPLICANT_TRACES, applyForAJob } from '../test/apply-for-a-job.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { mailEnv, startSmtp, type TestSmtp } from '../test/smtp.ts';

/**
 * The real exporter (OTLP over HTTP, JSON) to a collector of the test's own: what Jaeger receives
 * of "apply for a job". With WRITE_TRACE_DOC=1 the trace and its sends are written to
 * docs/traces/apply-for-a-job.json (decision 064).
 */
const DOC = 'docs/traces/apply-for-a-job.json';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  links?: { traceId: string; spanId: string }[];
  attributes: { key: string; value: Record<string, unknown> }[];
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { scope: unknown; spans: OtlpSpan[] }[];
  }[];
}

let smtp: TestSmtp;
let collector: http.Server;
const received: OtlpExport[] = [];
let server: TestServer | undefined;
beforeAll(async () => {
  smtp = await startSmtp();
  collector = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const text = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
      if (request.url === '/v1/traces') received.push(JSON.parse(String(text)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  server = await startTestServer({
    env: mailEnv(smtp.port, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` }),
    outboxTiming: { pollMs: 60_000 },
  });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
  collector?.close();
});

const attributeOf = (span: OtlpSpan, key: string) => span.attributes.find((a) => a.key === key)?.value;

it('sends the trace of applying for a job, and of its e-mails, to the OTLP endpoint', async () => {
  const res = await applyForAJob(server!);
  expect(res.status).toBe(200);
  for (let tries = 0; smtp.mails.length < 2 && tries < 200; tries++)
    await new Promise((resolve) => setTimeout(resolve, 25));
  // Closing flushes what the batch still holds.
  await server!.close();
  server = undefined;

  const everything = JSON.stringify(received);
  for (const value of APPLICANT_TRACES) expect(everything).not.toContain(value);
  const resource = received[0]!.resourceSpans[0]!.resource;
  expect(resource.attributes).toContainEqual({
    key: 'service.name',
    value: { stringValue: 'kidventure-site' },
  });

  const all = received.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
  const request = all.find(
    (span) =>
      span.name === 'request' &&
      attributeOf(span, 'kidventure.request_id')?.stringValue === res.headers.get('x-request-id'),
  )!;
  expect(request).toBeDefined();
  const sends = all.filter((span) => span.links?.some((link) => link.traceId === request.traceId));
  expect(sends.map((span) => span.name)).toEqual(['mail send', 'mail send']);
  const traces = new Set([request.traceId, ...sends.map((span) => span.traceId)]);
  const kept = (span: OtlpSpan) => traces.has(span.traceId);
  const names = all.filter(kept).map((span) => span.name);
  expect(names).toEqual(
    expect.arrayContaining([
      'INSERT application',
      'mail_outbox store',
      'INSERT mail_outbox',
      'DELETE mail_outbox',
    ]),
  );

  if (process.env.WRITE_TRACE_DOC === '1') {
    const document: OtlpExport = {
      resourceSpans: received[0]!.resourceSpans.map((r) => ({
        resource: r.resource,
        scopeSpans: received
          .flatMap((e) => e.resourceSpans.flatMap((x) => x.scopeSpans))
          .map((s) => ({ ...s, spans: s.spans.filter(kept) }))
          .filter((s) => s.spans.length),
      })),
    };
    fs.mkdirSync('docs/traces', { recursive: true });
    fs.writeFileSync(DOC, `${JSON.stringify(document, null, 2)}\n`);
  }
});
