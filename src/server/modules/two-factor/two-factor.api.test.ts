import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../common/messages.ts';
import { PASSWORD_MSG } from '../../../common/schemas/admin.ts';
import type { ApiClient, ApiResponse } from '../../test/client.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';
import { totpAt } from './totp.ts';

/** The server checks codes against this clock, which the tests move a step at a time. */
let clock = Date.now();
const nextStep = () => {
  clock += 30_000;
  return clock;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server?.close());

function expectRefused(res: ApiResponse, status: number, code?: string) {
  expect(res.status, `${status} expected, got ${res.status} ${res.text}`).toBe(status);
  expect(res.body).toEqual({ success: false, message: expect.any(String), code: code ?? expect.any(String) });
}

const login = (loginId: string, extra: Record<string, string> = {}) =>
  server.api.post('/api/user/login', { loginId, password: ADMIN_PASSWORD, ...extra });

/** Sets up and turns on two-factor for the client's account: its secret and recovery codes. */
async function enableTwoFactor(client: ApiClient) {
  const setup = await client.post('/api/user/2fa/setup');
  expect(setup.status, setup.text).toBe(200);
  const { secret } = setup.body.data;
  const enabled = await client.post('/api/user/2fa/enable', {
    totp: totpAt(secret, nextStep()),
    password: ADMIN_PASSWORD,
  });
  expect(enabled.status, enabled.text).toBe(200);
  return { secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

describe('setting up two-factor', () => {
  it('answers a secret, its otpauth URI and a QR code, and turns on with a first code', async () => {
    const user = await server.loginAs(['rBoardNews']);
    expect((await user.get('/api/user/2fa')).body).toEqual({
      success: true,
      data: { enabled: false, recoveryCodesLeft: 0, required: false },
    });
    expectRefused(await user.post('/api/user/2fa/enable', { totp: '123456' }), 409);

    const setup = await user.post('/api/user/2fa/setup');
    const { secret, otpauthUri, qrSvg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/KidVenture%3A${user.username}?secret=${secret}&issuer=KidVenture&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    expect(qrSvg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);

    const password = ADMIN_PASSWORD;
    expectRefused(await user.post('/api/user/2fa/enable', { totp: 'abc', password }), 400);
    const wrong = totpAt(secret, clock + 120_000);
    expectRefused(await user.post('/api/user/2fa/enable', { totp: wrong, password }), 400);
    expect((await user.get('/api/user/2fa')).body.data.enabled).toBe(false);

    const enabled = await user.post('/api/user/2fa/enable', { totp: totpAt(secret, nextStep()), password });
    expect(enabled.status, enabled.text).toBe(200);
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await user.get('/api/user/2fa')).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });
    expectRefused(await user.post('/api/user/2fa/setup'), 409);

    // Neither the secret nor a code reaches the access history or the accounts list.
    const history = await server.admin.get('/api/history', { pageCnt: 100 });
    const accounts = await server.admin.get('/api/auth', { pageCnt: 100 });
    for (const text of [history.text, accounts.text]) {
      expect(text).not.toContain(secret);
      for (const code of codes) expect(text).not.toContain(code);
    }
  });
});

describe('turning two-factor on (decision 048)', () => {
  const refusedWith = (res: ApiResponse, message: string) => {
    expectRefused(res, 400, 'validation');
    expect(res.body.message).toBe(message);
  };

  it('needs the password again: without it or with a wrong one nothing changes', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = (await user.post('/api/user/2fa/setup')).body.data;
    const totp = totpAt(secret, nextStep());
    refusedWith(await user.post('/api/user/2fa/enable', { totp }), MSG.fillAllFields);
    refusedWith(
      await user.post('/api/user/2fa/enable', { totp, password: 'Wrong-Pass1!' }),
      PASSWORD_MSG.wrongCurrent,
    );
    expect((await user.get('/api/user/2fa')).body.data.enabled).toBe(false);
    const enabled = await user.post('/api/user/2fa/enable', { totp, password: ADMIN_PASSWORD });
    expect(enabled.status, enabled.text).toBe(200);
  });

  it('counts wrong passwords with the password change: five lock it for 15 minutes', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = (await user.post('/api/user/2fa/setup')).body.data;
    const enable = (password: string) =>
      user.post('/api/user/2fa/enable', { totp: totpAt(secret, nextStep()), password });
    for (let i = 0; i < 5; i++) refusedWith(await enable(`Guess-${i}-Pass!`), PASSWORD_MSG.wrongCurrent);
    expectRefused(await enable(ADMIN_PASSWORD), 429, 'rate_limited');
    expect((await user.get('/api/user/2fa')).body.data.enabled).toBe(false);
  });

  it("ends the account's other sessions, opened with a password alone; this one stays", async () => {
    const user = await server.loginAs(['rBoardNews']);
    const elsewhere = await server.api.login(user.username, ADMIN_PASSWORD);
    const other = await server.loginAs(['rBoardNews']);
    expect((await elsewhere.get('/api/user/me')).status).toBe(200);
    await enableTwoFactor(user);
    expectRefused(await elsewhere.get('/api/user/me'), 401);
    expect((await user.get('/api/user/me')).status).toBe(200);
    expect((await user.get('/api/user/sessions')).body.data.total).toBe(1);
    // Another account's sessions are not touched.
    expect((await other.get('/api/user/me')).status).toBe(200);
  });

  it('takes a code pasted with spaces or dashes, at setup and at sign-in', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = (await user.post('/api/user/2fa/setup')).body.data;
    const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;
    const enabled = await user.post('/api/user/2fa/enable', {
      totp: spaced(totpAt(secret, nextStep())),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.status, enabled.text).toBe(200);
    const code = totpAt(secret, nextStep());
    expect((await login(user.username, { totp: spaced(code) })).status).toBe(200);
    const dashed = totpAt(secret, nextStep());
    const signedIn = await login(user.username, { totp: ` ${dashed.slice(0, 3)}-${dashed.slice(3)} ` });
    expect(signedIn.status, signedIn.text).toBe(200);
  });
});

describe('signing in with two-factor', () => {
  it('asks for the code after the right password, signs in with it once, and refuses its replay', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = await enableTwoFactor(user);

    const passwordOnly = await login(user.username);
    expectRefused(passwordOnly, 401, 'totp_required');
    expect(passwordOnly.headers.getSetCookie()).toEqual([]);
    expectRefused(
      await login(user.username, { password: 'Wrong-Pass1!', totp: '000000' }),
      401,
      'unauthorized',
    );

    const code = totpAt(secret, nextStep());
    const signedIn = await login(user.username, { totp: code });
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.data.token).toEqual(expect.any(String));
    expect((await server.api.withToken(signedIn.body.data.token).get('/api/news')).status).toBe(200);

    expectRefused(await login(user.username, { totp: code }), 401, 'unauthorized');
    // An older code within the drift window is refused too: its step is before the last accepted.
    expectRefused(await login(user.username, { totp: totpAt(secret, clock - 30_000) }), 401);
    // One step of drift either way is accepted.
    expect((await login(user.username, { totp: totpAt(secret, clock + 30_000) })).status).toBe(200);
    nextStep();
    nextStep();
    nextStep();
    expect((await login(user.username, { totp: totpAt(secret, clock - 30_000) })).status).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { recoveryCodes } = await enableTwoFactor(user);
    const [first, second] = recoveryCodes;
    expect((await login(user.username, { totp: first! })).status).toBe(200);
    expectRefused(await login(user.username, { totp: first! }), 401, 'unauthorized');
    // Written without the dash, in capitals: the same code.
    const loose = second!.replace('-', ' ').toUpperCase();
    expect((await login(user.username, { totp: loose })).status).toBe(200);
    expect((await user.get('/api/user/2fa')).body.data.recoveryCodesLeft).toBe(8);
  });

  it('counts wrong codes towards the login lock: 5 lock the account and address for 15 minutes', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = await enableTwoFactor(user);
    for (let i = 0; i < 5; i++)
      expectRefused(await login(user.username, { totp: String(100000 + i) }), 401, 'unauthorized');
    expectRefused(await login(user.username, { totp: totpAt(secret, nextStep()) }), 429, 'rate_limited');
  });
});

describe('turning it off and new recovery codes', () => {
  it('need the password; new codes replace the old ones', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { recoveryCodes } = await enableTwoFactor(user);
    expectRefused(await user.post('/api/user/2fa/recovery-codes', { password: 'Wrong-Pass1!' }), 400);
    const fresh = await user.post('/api/user/2fa/recovery-codes', { password: ADMIN_PASSWORD });
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    expectRefused(await login(user.username, { totp: recoveryCodes[0]! }), 401);
    expect((await login(user.username, { totp: fresh.body.data.recoveryCodes[0] })).status).toBe(200);

    expectRefused(await user.post('/api/user/2fa/disable', { password: 'Wrong-Pass1!' }), 400);
    expect((await user.post('/api/user/2fa/disable', { password: ADMIN_PASSWORD })).status).toBe(200);
    expect((await user.get('/api/user/2fa')).body.data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await login(user.username)).status).toBe(200);
  });
});

describe('a System Manager', () => {
  it('resets another account’s two-factor, which ends its sessions; others are refused', async () => {
    const manager = await server.loginAs(['0ALL'], 'System Manager');
    const user = await server.loginAs(['rBoardNews']);
    await enableTwoFactor(user);
    const general = await server.loginAs(['rUserAuthority'], 'System Manager');
    for (const client of [general, user]) {
      expectRefused(await client.post(`/api/user/${manager.userNo}/2fa/reset`), 403);
      expectRefused(await client.get(`/api/user/${user.userNo}/2fa`), 403);
    }
    expectRefused(await manager.post(`/api/user/${manager.userNo}/2fa/reset`), 409);
    expectRefused(await manager.post('/api/user/999999/2fa/reset'), 404);
    expect((await manager.get(`/api/user/${user.userNo}/2fa`)).body.data).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      required: false,
    });

    const reset = await manager.post(`/api/user/${user.userNo}/2fa/reset`);
    expect(reset.body).toEqual({ success: true, data: { affectedRows: 1 } });
    expectRefused(await user.get('/api/user/me'), 401);
    expect((await manager.get(`/api/user/${user.userNo}/2fa`)).body.data.enabled).toBe(false);
    expect((await login(user.username)).status).toBe(200);
  });

  it('requires two-factor of every account: others reach only the setup until they finish it', async () => {
    const manager = await server.loginAs(['0ALL'], 'System Manager');
    const general = await server.loginAs(['rUserAuthority'], 'System Manager');
    const user = await server.loginAs(['rBoardNews']);
    expectRefused(await general.post('/api/user/2fa/policy', { required: true }), 403);
    expectRefused(await manager.post('/api/user/2fa/policy', { required: 'yes' }), 400);
    expectRefused(await manager.post('/api/user/2fa/policy', { required: true }), 409);
    await enableTwoFactor(manager);
    const on = await manager.post('/api/user/2fa/policy', { required: true });
    expect(on.body).toEqual({ success: true, data: { required: true } });
    expectRefused(await manager.post('/api/user/2fa/disable', { password: ADMIN_PASSWORD }), 409);

    try {
      expectRefused(await user.get('/api/news'), 403, 'totp_setup_required');
      expectRefused(await user.get('/api/user/sessions'), 403, 'totp_setup_required');
      expectRefused(await user.post('/api/user/password', {}), 403, 'totp_setup_required');
      const me = await user.get('/api/user/me');
      expect(me.body.data.twoFactorSetupRequired).toBe(true);
      expect((await user.get('/api/user/session')).status).toBe(200);
      expect((await user.get('/api/user/2fa')).body.data).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
        required: true,
      });
      await enableTwoFactor(user);
      expect((await user.get('/api/news')).status).toBe(200);
      expect((await user.get('/api/user/me')).body.data.twoFactorSetupRequired).toBe(false);
      expect((await manager.get('/api/news')).status).toBe(200);
    } finally {
      const off = await manager.post('/api/user/2fa/policy', { required: false });
      expect(off.body).toEqual({ success: true, data: { required: false } });
    }
  });
});
