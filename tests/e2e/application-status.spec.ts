import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mailEnv, type ReceivedMail, STAFF, startSmtp, type TestSmtp } from '../../src/server/test/smtp.ts';
import { expect, expectAccessible, ONE_PAGE_PDF, test } from './fixtures.ts';

/**
 * An applicant's status page (decision 053), on a phone, opened from the link of the confirmation
 * e-mail as a real SMTP server received it: they read where their application stands and withdraw
 * it, with scripts and without. The shared e2e server sends no e-mail, so this file starts its own
 * (the same start-up, on a port of its own) pointed at a test SMTP server, and stops both after.
 */
const PORT = Number(process.env.E2E_PORT ?? 3310) + 17;
const origin = `http://127.0.0.1:${PORT}`;

let smtp: TestSmtp;
let server: ChildProcess;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-e2e-status-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/e2e-server.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...mailEnv(smtp.port),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Admin-Pass1!',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      TRUST_PROXY: '127.0.0.1',
    },
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/robots.txt`).then(
          (res) => res.status,
          () => 0,
        ),
      { timeout: 100_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let lastAddress = 0;
const ownAddress = () => `198.18.7.${++lastAddress}`;

/** Applies for an open job of the language through the API; answers the job and the address. */
async function apply(localeCd: 'EN' | 'VI') {
  const jobs = await (await fetch(`${origin}/api/job?localeCd=${localeCd}&pageCnt=100`)).json();
  const job = (jobs.data.list as Array<{ jobNo: number; title: string; applyOnline: string }>).find(
    (row) => row.applyOnline === 'Y',
  )!;
  const email = `status.${localeCd.toLowerCase()}.${Date.now()}@example.com`;
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: 'Trần Thị Mai',
    email,
    phone: '0912 345 678',
    coverLetter: 'I have looked after children at summer camps for three years.',
    policyChecked: 'Y',
    localeCd,
  }))
    form.append(name, value);
  form.append('cv', new Blob([new Uint8Array(ONE_PAGE_PDF)], { type: 'application/pdf' }), 'Mai CV.pdf');
  const res = await fetch(`${origin}/api/job/${job.jobNo}/apply`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': ownAddress() },
  });
  expect(res.status).toBe(200);
  return { job, email, no: (await res.json()).data as number };
}

/** The status page's link in the confirmation e-mail the SMTP server received for `email`. */
async function linkFromMail(email: string): Promise<string> {
  let mail: ReceivedMail | undefined;
  await expect
    .poll(() => (mail = smtp.mails.find((received) => received.to.includes(email))), { timeout: 15_000 })
    .toBeDefined();
  const link = /http:\/\/\S+?\/career\/applications\/[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
  expect(link, mail!.text).toBeDefined();
  return link!;
}

const staffTold = (no: number) =>
  smtp.mails.filter(
    (mail) => mail.to.includes(STAFF[0]!) && mail.text.includes(`application #${no}) on their status page`),
  );

test.describe('an applicant on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('opens the link from the e-mail, reads the stage and withdraws', async ({ page }) => {
    const { job, email, no } = await apply('EN');
    const link = await linkFromMail(email);
    expect(link).toMatch(new RegExp(`^${origin}/career/applications/`));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
    await expect(page.getByText('Received', { exact: true })).toBeVisible();
    await expect(page.getByText('Mai CV.pdf')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mai CV.pdf' })).toHaveCount(0);
    await expectAccessible(page);

    const withdraw = page.getByRole('form', { name: 'Withdraw your application' });
    await withdraw.getByLabel('Yes, I want to withdraw my application.').check();
    await withdraw.getByRole('button', { name: 'Withdraw my application' }).click();
    await expect(page).toHaveURL(`${link}?withdrawn=1`);
    await expect(page.getByRole('status')).toContainText('Your application is withdrawn');
    await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Withdraw my application' })).toHaveCount(0);
    await expect.poll(() => staffTold(no).length, { timeout: 15_000 }).toBe(1);
  });
});

test.describe('an applicant on a phone without JavaScript', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    javaScriptEnabled: false,
    waitForHydration: false,
  });

  test('reads the stage in Vietnamese and withdraws', async ({ page }) => {
    const { job, email, no } = await apply('VI');
    const link = await linkFromMail(email);
    expect(link).toMatch(new RegExp(`^${origin}/vi/career/applications/`));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: job.title })).toBeVisible();
    await expect(page.getByText('Đã nhận hồ sơ', { exact: true })).toBeVisible();

    const withdraw = page.getByRole('form', { name: 'Rút hồ sơ ứng tuyển' });
    // The browser asks for the box first (the server asks too: the API tests).
    await expect(withdraw.getByLabel('Có, tôi muốn rút hồ sơ ứng tuyển.')).toHaveAttribute('required', '');
    await withdraw.getByLabel('Có, tôi muốn rút hồ sơ ứng tuyển.').check();
    await withdraw.getByRole('button', { name: 'Rút hồ sơ của tôi' }).click();
    await expect(page).toHaveURL(`${link}?withdrawn=1`);
    await expect(page.getByRole('status')).toContainText('Hồ sơ của bạn đã được rút');
    await expect(page.getByText('Đã rút hồ sơ', { exact: true })).toBeVisible();
    await expect.poll(() => staffTold(no).length, { timeout: 15_000 }).toBe(1);
  });
});
