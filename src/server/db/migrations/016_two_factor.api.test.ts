import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { givePublicIds } from './016_two_factor.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('migration 016: sessions stored before it', () => {
  it('keep working, and get a public id by which the sessions list ends them', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { db } = server.deps;
    // As a session begun before 016 is stored: no public id, address or browser.
    await db
      .updateTable('session')
      .set({ publicId: null, ipaddress: '', browser: '' })
      .where('userNo', '=', user.userNo)
      .execute();
    expect((await user.get('/api/news')).status).toBe(200);

    await givePublicIds(db);

    const listed = (await user.get('/api/user/sessions')).body.data.list;
    expect(listed).toEqual([
      expect.objectContaining({ id: expect.stringMatching(/^[\w-]{16}$/), current: true }),
    ]);
    const other = await server.api.post('/api/user/login', {
      loginId: user.username,
      password: 'Admin-Pass1!',
    });
    const second = server.api.withToken(other.body.data.token);
    await db
      .updateTable('session')
      .set({ publicId: null })
      .where('userNo', '=', user.userNo)
      .where('publicId', '<>', listed[0].id)
      .execute();
    await givePublicIds(db);
    const both = (await user.get('/api/user/sessions')).body.data.list as Array<{
      id: string;
      current: boolean;
    }>;
    expect(both).toHaveLength(2);
    expect(both.find((s) => s.current)?.id).toBe(listed[0].id);
    const older = both.find((s) => !s.current)!;
    expect((await user.delete(`/api/user/sessions/${older.id}`)).status).toBe(200);
    expect((await second.get('/api/news')).status).toBe(401);
  });
});
