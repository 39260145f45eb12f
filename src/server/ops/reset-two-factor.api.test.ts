import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../modules/two-factor/totp.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../test/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const root = path.resolve(import.meta.dirname, '../../..');

/** `npm run admin:reset-2fa -- …args` as an operator runs it, on the test server's database. */
function resetCommand(args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/ops/cli.ts', 'reset-2fa', ...args],
    {
      cwd: root,
      env: { ...process.env, ...server.env },
      input: '',
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const login = (loginId: string) => server.api.post('/api/user/login', { loginId, password: ADMIN_PASSWORD });

describe('npm run admin:reset-2fa', () => {
  it('turns two-factor off, drops the recovery codes and ends the sessions', async () => {
    const staff = await server.loginAs(['rBoardNews']);
    const { secret } = (await staff.post('/api/user/2fa/setup')).body.data;
    const enabled = await staff.post('/api/user/2fa/enable', {
      totp: totpAt(secret, Date.now()),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.status, enabled.text).toBe(200);
    expect((await login(staff.username)).body.code).toBe('totp_required');

    const run = resetCommand([staff.username]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Two-factor sign-in of '${staff.username}' was turned off`);
    expect((await staff.get('/api/user/me')).status).toBe(401);
    const again = await login(staff.username);
    expect(again.status, again.text).toBe(200);
    const count = await server.deps.db
      .selectFrom('recovery_code')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('userNo', '=', staff.userNo)
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('refuses an unknown login ID and a wrong usage, changing nothing', async () => {
    const unknown = resetCommand(['nobody_here']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("No administrator with the login ID 'nobody_here'");
    const usage = resetCommand([]);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('admin:reset-2fa -- <loginId>');
  });
});
