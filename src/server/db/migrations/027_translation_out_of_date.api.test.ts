import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { up } from './027_translation_out_of_date.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('migration 027: the out-of-date mark', () => {
  it('adds the column, in step, to a table made before it (an events table of migration 019), and only once', async () => {
    const { db } = server.deps;
    const created = await server.admin.post('/api/event', {
      localeCd: 'EN',
      kind: '10',
      title: 'Open day',
      startAt: '2030-01-01T09:00',
      endAt: '2030-01-01T12:00',
      place: 'Hanoi',
      contents: '<p>Come.</p>',
    });
    expect(created.status, created.text).toBe(200);
    // As a database migrated through 019 before this change holds it: no column yet.
    await db.schema.alterTable('event').dropColumn('outOfDate').execute();

    await up(db);
    await up(db);

    expect((await server.admin.get(`/api/event/${created.body.data}`)).body.data.outOfDate).toBe(false);
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'news')?.columns;
    expect(columns?.filter((column) => column.name === 'outOfDate')).toHaveLength(1);
  });
});
