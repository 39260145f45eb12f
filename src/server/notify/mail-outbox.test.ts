import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { OUTBOX_READ_LIMIT_MS, oldestQueuedMailAge, outboxBacklog } from './mail-outbox.ts';

/** A database whose every query is sent and never answered (a network dropping packets). */
const hanging = new Proxy(() => {}, {
  get: (_target, key) =>
    typeof key === 'string' && key.startsWith('execute') ? () => new Promise(() => {}) : () => hanging,
  apply: () => hanging,
}) as unknown as Db;

describe('the outbox reads of /metrics and deep health', () => {
  it('give up after their limit when the database does not answer, so the answer is not held', async () => {
    const started = Date.now();
    await Promise.all([
      expect(outboxBacklog(hanging, 'postgres')).rejects.toThrow(/did not answer/),
      expect(oldestQueuedMailAge(hanging, 'postgres')).rejects.toThrow(/did not answer/),
    ]);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(OUTBOX_READ_LIMIT_MS - 50);
    expect(waited).toBeLessThan(OUTBOX_READ_LIMIT_MS + 1_000);
  });
});
