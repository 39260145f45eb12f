import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPassword } from '../../common/schemas/admin.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run admin:reset-password -- …args` as an operator runs it, on the test server's database. */
function resetCommand(args: string[], input?: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/ops/cli.ts', 'reset-password', ...args],
    {
      cwd: root,
      env: { ...process.env, ...server.env },
      input: input ?? '',
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const loginStatus = async (loginId: string, password: string) =>
  (await server.api.post('/api/user/login', { loginId, password })).status;

describe('npm run admin:reset-password', () => {
  it('prints a generated password that follows the policy and signs in, ends the sessions and lifts a login lock', async () => {
    const staff = await server.loginAs(['rBoardNews']);
    const other = await server.loginAs(['rBoardNews']);
    for (const account of [staff, other]) {
      for (let i = 0; i < 5; i++) expect(await loginStatus(account.username, `Wrong-${i}-Pass!`)).toBe(401);
      expect(await loginStatus(account.username, ADMIN_PASSWORD)).toBe(429);
    }
    const run = resetCommand([staff.username]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const password = /New password \(shown once\): (\S+)/.exec(run.out)?.[1] ?? '';
    expect(password).toHaveLength(16);
    expect(isValidPassword(password)).toBe(true);
    expect((await staff.get('/api/user/me')).status).toBe(401);
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(401);
    expect(await loginStatus(other.username, ADMIN_PASSWORD)).toBe(429);
    expect(await loginStatus(staff.username, password)).toBe(200);
  });

  it('takes the password from standard input with --stdin, and refuses one that breaks the policy', async () => {
    const staff = await server.loginAs(['rBoardFAQ']);
    const weak = resetCommand([staff.username, '--stdin'], 'weakpass\n');
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('8 to 16 characters');
    expect(await loginStatus(staff.username, ADMIN_PASSWORD)).toBe(200);

    const run = resetCommand([staff.username, '--stdin'], 'Chosen-Pass9!\n');
    expect(run.code).toBe(0);
    expect(run.out).not.toContain('Chosen-Pass9!');
    expect(await loginStatus(staff.username, 'Chosen-Pass9!')).toBe(200);
  });

  it('says so when the login ID does not exist, and changes nothing', async () => {
    const run = resetCommand(['nobody-here']);
    expect(run.code).toBe(1);
    expect(run.err).toContain("No administrator with the login ID 'nobody-here'");
    expect(run.out).not.toContain('New password');
    const usage = resetCommand([]);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('admin:reset-password -- <loginId>');
    expect(await loginStatus('admin', ADMIN_PASSWORD)).toBe(200);
  });
});
