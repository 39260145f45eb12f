import fs from 'node:fs';
import path from 'node:path';
import { trace } from '@opentelemetry/api';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../env.ts';
import { startTracing } from './tracing.ts';

const loaded = vi.hoisted(() => ({ sdk: 0 }));
vi.mock('./open-tracing.ts', async (importOriginal) => {
  loaded.sdk++;
  return importOriginal();
});

const env = {
  NODE_ENV: 'test',
  ADMIN_PASSWORD: 'Admin-Pass1!',
  DATA_DIR: '/tmp',
  PUBLIC_URL: 'https://kidventure.example',
};

/** The files that load the SDK, reached only through startTracing's dynamic import of the first. */
const SDK_FILES = ['tracing/open-tracing.ts', 'tracing/outbox-spans.ts', 'tracing/statement-spans.ts'];

describe('tracing off (OTEL_EXPORTER_OTLP_ENDPOINT unset)', () => {
  it('loads nothing of the SDK and registers no tracer', async () => {
    const config = loadConfig(env);
    expect(config.tracing).toBeNull();
    expect(await startTracing(config)).toBeUndefined();
    expect(loaded.sdk).toBe(0);
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
  });

  it('is so because no server file imports OpenTelemetry but through that one dynamic import', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !/\.test\.ts$/.test(file) && !file.startsWith('test/'));
    const importing = files.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const sdk = /^import (?!type )[^;]*from '(@opentelemetry\/[^']+|@fastify\/otel)'/m.test(text);
      const local =
        /^import (?!type )[^;]*from '\.\/(open-tracing|statement-spans|outbox-spans|request-log)\.ts'/m.test(
          text,
        );
      return sdk || local;
    });
    expect(importing.sort()).toEqual(SDK_FILES);
  });
});

describe('tracing on', () => {
  it('loads the SDK and registers a tracer until it is shut down', async () => {
    const tracing = await startTracing(
      loadConfig({ ...env, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }),
    );
    expect(loaded.sdk).toBe(1);
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(true);
    await tracing!.shutdown();
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
  });
});
