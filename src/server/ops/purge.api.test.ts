import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { INQUIRY_RETENTION_DAYS: '60', HISTORY_RETENTION_DAYS: '90' } });
});
afterAll(() => server?.close());

const root = path.resolve(import.meta.dirname, '../../..');
const DAY_MS = 86_400_000;

/** `npm run purge -- …args` as an operator runs it, on the test server's database and files. */
function purgeCommand(args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/ops/cli.ts', 'purge', ...args], {
    cwd: root,
    env: { ...process.env, ...server.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run purge', () => {
  it('erases what is past its retention now and prints the counts', async () => {
    const sent = await server.api.form('/api/qna', {
      localeCd: 'VI',
      typeCd: '10',
      policyChecked: 'Y',
      title: 'Thuê gian hàng',
      contents: 'Xin liên hệ lại.',
      name: 'Lê Văn Cũ',
      email: 'le.cu',
      emailDomain: '00',
      emailDomainName: 'example.com',
      phone: '0901234567',
      qnaFile: pdfFile('ho-so.pdf'),
    });
    expect(sent.status).toBe(200);
    const qnaNo = sent.body.data as number;
    const { fileUrl } = (await server.admin.get(`/api/qna/${qnaNo}`)).body.data;
    await server.deps.db
      .updateTable('qna')
      .set({ createDt: new Date(Date.now() - 61 * DAY_MS).toISOString() })
      .where('qnaNo', '=', qnaNo)
      .execute();
    await server.deps.db
      .updateTable('access_history')
      .set({ createdAt: new Date(Date.now() - 91 * DAY_MS).toISOString() })
      .execute();

    const run = purgeCommand();
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toMatch(
      /inquiries after 60 days, applications after 183, access history after 90, the Trash after 30/,
    );
    expect(run.out).toMatch(
      /inquiries 1, attachments 1, applications 0, cvs 0, mailOutbox 0, heldCvs 0, trashedItems 0, accessHistory [1-9]\d*, privacyRequests 0, personalDataRequests 0, withdrawalLinks 0, unconfirmedJobAlerts 0, sessions 0, rateEvents 0/,
    );
    expect(run.out).not.toContain('Lê Văn Cũ');

    expect((await server.admin.get(`/api/qna/${qnaNo}`)).status).toBe(404);
    expect(await server.deps.store.get(fileUrl)).toBeNull();
    expect((await server.admin.get('/api/user/me')).status).toBe(200);

    const again = purgeCommand();
    expect(again.code).toBe(0);
    expect(again.out).toMatch(
      /inquiries 0, attachments 0, applications 0, cvs 0, mailOutbox 0, heldCvs 0, trashedItems 0, accessHistory 0, privacyRequests 0, personalDataRequests 0, withdrawalLinks 0, unconfirmedJobAlerts 0, sessions 0, rateEvents 0/,
    );
  });

  it('takes no arguments', () => {
    const run = purgeCommand(['now']);
    expect(run.code).toBe(1);
    expect(run.err).toContain('npm run purge');
  });
});
