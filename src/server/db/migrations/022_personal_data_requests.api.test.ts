import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { requestsOfAnswers } from './022_personal_data_requests.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('migration 022: answers logged before it', () => {
  it('become requests received that day and answered, each with its answer', async () => {
    const { db } = server.deps;
    // As decision 040 logged an erasure: no request named.
    await db
      .insertInto('privacy_request')
      .values({
        action: 'erase',
        subject: 'l***@example.com',
        subjectHash: 'a'.repeat(64),
        receivedOn: '2026-11-27',
        reason: 'Asked by letter',
        counts: JSON.stringify({ inquiry: 1 }),
        username: 'admin',
        createdAt: '2026-11-30T03:00:00.000Z',
        answersRequestNo: null,
      })
      .execute();

    await requestsOfAnswers(db);

    const { list } = (await server.admin.get('/api/privacy/requests')).body.data;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'erasure',
        channel: null,
        status: 'done',
        subject: 'l***@example.com',
        receivedAt: '2026-11-26T17:00:00.000Z',
        acknowledgeBy: '2026-12-01',
        dueAt: '2026-12-12',
        overdue: false,
        answers: [
          expect.objectContaining({ action: 'erase', reason: 'Asked by letter', counts: { inquiry: 1 } }),
        ],
      }),
    ]);
  });
});
