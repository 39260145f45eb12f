import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from '../../test/client.ts';
import { pdfFile } from '../../test/fixtures.ts';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../../test/server.ts';
import { totpAt } from '../two-factor/totp.ts';

/**
 * Every limit counted in the database counts a network, as the request limiter does (decision
 * 047): an IPv6 /64 is one, each IPv4 address is one. The server believes X-Forwarded-For from the
 * loopback test client, so each test plays visitors in a /64 of its own, its neighbour /64 and an
 * IPv4 address of its own. The server's clock only moves when a two-factor test asks for a new code.
 */
let clock = Date.now();
const nextStep = () => {
  clock += 30_000;
  return clock;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: '127.0.0.1', ADMIN_IP_ALLOWLIST: 'off' },
    now: () => new Date(clock),
  });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

let lastNetwork = 0;
/**
 * Sends `max` counted attempts (`hit`) from two addresses of one /64, one more from its neighbour
 * /64 and from an IPv4 address before the last; then `probe` from a third address of the /64 is
 * refused (429) while the neighbour /64 and the IPv4 address are not.
 */
async function expectCountedPerNetwork(
  max: number,
  hit: (address: string) => Promise<ApiResponse>,
  probe: (address: string) => Promise<ApiResponse> = hit,
) {
  lastNetwork += 1;
  const network = `2001:db8:${lastNetwork}:a`;
  const [one, two, three] = [`${network}::1`, `${network}:ffff::9`, `${network}:1:2:3:4`];
  const neighbour = `2001:db8:${lastNetwork}:b::1`;
  const ipv4 = `198.51.100.${lastNetwork}`;
  const notRefused = async (res: ApiResponse, label: string) =>
    expect(res.status, `${label}: ${res.text}`).not.toBe(429);
  for (let i = 0; i < max - 1; i++) await notRefused(await hit(i % 2 ? two : one), `attempt ${i + 1}`);
  await notRefused(await hit(neighbour), 'the neighbour /64');
  await notRefused(await hit(ipv4), 'an IPv4 address');
  await notRefused(await hit(two), `attempt ${max}`);
  const refused = await probe(three);
  expect(refused.status, refused.text).toBe(429);
  expect(refused.body.code).toBe('rate_limited');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  await notRefused(await probe(neighbour), 'the neighbour /64 after');
  await notRefused(await probe(ipv4), 'the IPv4 address after');
}

const applicant = {
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen@example.com',
  phone: '0912 345 678',
  policyChecked: 'Y',
};

describe('limits counted per network', () => {
  /** An open job taking applications. */
  let jobNo: number;
  beforeAll(async () => {
    const job = { localeCd: 'EN', dateCd: '20', title: 'Ride operator', contents: '<p>Rides.</p>' };
    jobNo = (await server.admin.form('/api/job', job)).body.data;
  });

  it('applications: 5 an hour', async () => {
    await expectCountedPerNetwork(5, async (address) => {
      const res = await server.api.form(
        `/api/job/${jobNo}/apply`,
        { ...applicant, cv: pdfFile() },
        from(address),
      );
      if (res.status !== 429) expect(res.status, res.text).toBe(200);
      return res;
    });
  });

  it('apply attempts, refused or not: 30 an hour', async () => {
    await expectCountedPerNetwork(30, (address) =>
      server.api.form(`/api/job/${jobNo}/apply`, {}, from(address)),
    );
  });

  it('inquiries: 10 attempts an hour', async () => {
    await expectCountedPerNetwork(10, (address) => server.api.form('/api/qna', {}, from(address)));
  });

  it('job alert sign-ups: 5 attempts an hour', async () => {
    await expectCountedPerNetwork(5, (address) => server.api.post('/api/job-alert', {}, from(address)));
  });

  it('failed logins: 5 lock the account for the network, even for the right password', async () => {
    const { username } = await server.loginAs(['rBoardNews']);
    const login = (password: string) => (address: string) =>
      server.api.post('/api/user/login', { loginId: username, password }, from(address));
    await expectCountedPerNetwork(5, login('Wrong-Pass1!'), login(ADMIN_PASSWORD));
  });

  it('wrong two-factor codes: 5 lock the account for the network, even for the right code', async () => {
    const user = await server.loginAs(['rBoardNews']);
    const { secret } = (await user.post('/api/user/2fa/setup')).body.data;
    const enabled = await user.post('/api/user/2fa/enable', {
      totp: totpAt(secret, nextStep()),
      password: ADMIN_PASSWORD,
    });
    expect(enabled.status, enabled.text).toBe(200);
    const login = (totp: () => string) => (address: string) =>
      server.api.post(
        '/api/user/login',
        { loginId: user.username, password: ADMIN_PASSWORD, totp: totp() },
        from(address),
      );
    await expectCountedPerNetwork(
      5,
      login(() => '000000'),
      login(() => totpAt(secret, nextStep())),
    );
  });
});
