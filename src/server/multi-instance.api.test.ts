import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile, pngFile } from './test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from './test/server.ts';

/**
 * Two app processes' worth of servers on one database, as behind a reverse proxy (issue: several
 * instances): sessions, rate-limit counters and uploaded files (FILE_STORE=database) are shared.
 * Runs on PostgreSQL (api-postgres) and on one SQLite file (api-sqlite).
 */
describe('two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ env: { FILE_STORE: 'database' }, withDemoContent: true });
    // On PostgreSQL, b has a DATA_DIR of its own: files can only come through the database.
    b = await startTestServer({ sharing: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a token issued by one instance works on the other, and logout on one ends it on both', async () => {
    const session = await a.api.login('admin', ADMIN_PASSWORD);
    const onB = b.api.withToken(session.token!);
    expect((await onB.get('/api/auth')).status).toBe(200);
    expect((await onB.get('/api/user/me')).body.data.username).toBe('admin');
    expect((await b.api.withToken(session.token!).post('/api/user/logout')).status).toBe(200);
    expect((await a.api.withToken(session.token!).get('/api/auth')).status).toBe(401);
  });

  it('an image uploaded through one instance downloads through the other', async () => {
    const uploaded = await a.admin.form('/file/upload', { file: await pngFile('shared.png', 400, 200) });
    expect(uploaded.status).toBe(200);
    const onB = await b.api.get(uploaded.body.location);
    expect(onB.status).toBe(200);
    expect(onB.headers.get('content-type')).toMatch(/^image\//);
  });

  it('an attachment stored through one instance downloads through the other', async () => {
    const created = await a.admin.form('/api/job', {
      localeCd: 'EN',
      title: 'Shared CV form',
      dateCd: '20',
      jobFile: pdfFile('shared-cv.pdf'),
    });
    expect(created.status).toBe(200);
    const job = await b.admin.get(`/api/job/${created.body.data}`);
    const download = await b.api.get('/file/download', {
      fileUrl: job.body.data.fileUrl,
      fileName: 'cv.pdf',
    });
    expect(download.status).toBe(200);
    expect(download.text.startsWith('%PDF')).toBe(true);
  });

  it('the login failure limit counts failures on both instances together', async () => {
    const attempt = (server: TestServer) =>
      server.api.post('/api/user/login', { loginId: 'admin', password: 'Wrong-Pass1!' });
    for (const server of [a, b, a, b, a]) expect((await attempt(server)).status).toBe(401);
    expect((await attempt(b)).status).toBe(429);
    expect((await attempt(a)).status).toBe(429);
  });

  it('both instances answer /healthz and /readyz', async () => {
    for (const server of [a, b]) {
      expect((await server.api.get('/healthz')).body).toEqual({ status: 'ok' });
      expect((await server.api.get('/readyz')).body).toEqual({ status: 'ready' });
    }
  });
});
