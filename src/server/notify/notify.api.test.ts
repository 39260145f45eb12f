import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * A real SMTP server on a loopback port. `reply` decides each DATA answer: nothing accepts, an
 * error rejects with its responseCode, 'hang' never answers (a stuck server).
 */
async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const state = {
    attempts: 0,
    openConnections: 0,
    reply: (_attempt: number): Error | 'hang' | undefined => undefined,
  };
  const smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      state.openConnections++;
      callback();
    },
    onClose() {
      state.openConnections--;
    },
    onAuth(auth, _session, callback) {
      if (auth.username === 'staff' && auth.password === 'secret') return callback(null, { user: 'staff' });
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts++;
        const reply = state.reply(state.attempts);
        if (reply === 'hang') return;
        if (reply) return callback(reply);
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parse(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    mails,
    state,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/** Unfolded header block plus the decoded text/plain and text/html parts (quoted-printable). */
function parse(raw: string) {
  const split = (block: string) => {
    const end = block.indexOf('\r\n\r\n');
    return { head: block.slice(0, end).replace(/\r\n(?=[ \t])/g, ''), body: block.slice(end + 4) };
  };
  const message = split(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(message.head)?.[1] ?? '';
  const parts = message.body.split(`--${boundary}`).map(split);
  const part = (type: string) => {
    const body = parts.find((p) => p.head.includes(`Content-Type: ${type}`))?.body ?? '';
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
  };
  return { headers: message.head, text: part('text/plain'), html: part('text/html') };
}

const header = (mail: ReceivedMail, name: string) =>
  mail.headers.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

const valid = {
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title: 'Sponsoring the fire station zone',
  contents: 'We would like to talk about a sponsorship.\nCall us any morning.',
  name: 'Nguyễn Thị Lan',
  email: 'lan.nguyen',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
};
const STAFF = ['staff@kidventure.example', 'boss@kidventure.example'];
const mailEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://staff:secret@127.0.0.1:${port}`,
  MAIL_FROM: 'KidVenture website <no-reply@kidventure.example>',
  NOTIFY_TO: STAFF.join(','),
  ...extra,
});
const listedIds = async (server: TestServer) =>
  ((await server.admin.get('/api/qna')).body.data.list as { qnaNo: number }[]).map((r) => r.qnaNo);

describe('an inquiry e-mails staff through the configured SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ env: mailEnv(smtp.port) });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends exactly one mail to NOTIFY_TO with the fields and the admin link, not the attachment', async () => {
    const res = await server.api.form('/api/qna', { ...valid, qnaFile: pdfFile('proposal.pdf') });
    expect(res.status).toBe(200);
    const id = res.body.data as number;
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
    const [mail] = smtp.mails;
    expect(mail!.from).toBe('no-reply@kidventure.example');
    expect(mail!.to.sort()).toEqual([...STAFF].sort());
    expect(header(mail!, 'Subject')).toBe(`Subject: New partnership inquiry #${id}: ${valid.title}`);
    expect(header(mail!, 'Reply-To')).toContain('<lan.nguyen@example.com>');
    for (const line of [
      'Type: Partnership',
      `Title: ${valid.title}`,
      'Name: Nguyễn Thị Lan',
      'E-mail: lan.nguyen@example.com',
      'Phone: 0912345678',
      'Attachment: proposal.pdf',
      'Site language: EN',
      `Open it in the admin: ${server.url}/admin/qna/qna/detail/${id}`,
      valid.contents,
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/^Received: \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/m);
    expect(mail!.html).toContain(`href="${server.url}/admin/qna/qna/detail/${id}"`);
    expect(mail!.raw).not.toContain('%PDF');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(1);
  });

  it('keeps a title with line breaks inside the subject and escapes markup in the HTML part', async () => {
    const before = smtp.mails.length;
    const res = await server.api.post('/api/qna', {
      ...valid,
      typeCd: '20',
      title: 'Hello\r\nBcc: thief@evil.example',
      name: '<b>Lan</b>',
      contents: '',
    });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(before + 1), { timeout: 10_000 });
    const mail = smtp.mails.at(-1)!;
    expect(mail.to.sort()).toEqual([...STAFF].sort());
    expect(header(mail, 'Bcc')).toBeUndefined();
    expect(header(mail, 'Subject')).toBe(
      `Subject: New partnership inquiry #${res.body.data}: Hello Bcc: thief@evil.example`,
    );
    expect(mail.text).toContain('Type: Affiliate Inquiry');
    expect(mail.text).toContain('Attachment: none');
    expect(mail.html).toContain('&#60;b&#62;Lan&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Lan');
  });
});

describe('the admin link', () => {
  it('uses PUBLIC_URL when it is set', async () => {
    const smtp = await startSmtp();
    const server = await startTestServer({
      env: mailEnv(smtp.port, { PUBLIC_URL: 'https://www.example.com' }),
    });
    try {
      const id = (await server.api.post('/api/qna', valid)).body.data as number;
      await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.mails[0]!.text).toContain(`https://www.example.com/admin/qna/qna/detail/${id}`);
      expect(smtp.mails[0]!.text).not.toContain(server.url);
    } finally {
      await server.close();
      await smtp.close();
    }
  });
});

describe('a failing SMTP server never loses the inquiry', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ env: mailEnv(smtp.port) });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('answers 200 when every attempt is refused for now, and stops after three attempts', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = () => smtpError(451, 'Try again later');
    const res = await server.api.post('/api/qna', valid);
    expect(res.body).toEqual({ success: true, data: expect.any(Number) });
    expect(await listedIds(server)).toContain(res.body.data);
    await vi.waitFor(() => expect(smtp.state.attempts).toBe(3), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.state.attempts).toBe(3);
    expect(smtp.mails).toHaveLength(0);
  });

  it('delivers on a later attempt after a temporary refusal', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = (attempt) => (attempt === 1 ? smtpError(451, 'Busy') : undefined);
    const res = await server.api.post('/api/qna', valid);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), { timeout: 10_000 });
    expect(smtp.mails[0]!.text).toContain(`/admin/qna/qna/detail/${res.body.data}`);
    expect(smtp.state.attempts).toBe(2);
  });

  it('does not retry a permanent refusal', async () => {
    smtp.state.attempts = 0;
    smtp.state.reply = () => smtpError(554, 'Rejected');
    const res = await server.api.post('/api/qna', valid);
    expect(res.status).toBe(200);
    expect(await listedIds(server)).toContain(res.body.data);
    await vi.waitFor(() => expect(smtp.state.attempts).toBe(1), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.state.attempts).toBe(1);
  });

  it('answers 200 when nothing listens on the SMTP port', async () => {
    const gone = await startSmtp();
    await gone.close();
    const closed = await startTestServer({ env: mailEnv(gone.port) });
    try {
      const res = await closed.api.post('/api/qna', valid);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      expect(await listedIds(closed)).toContain(res.body.data);
    } finally {
      await closed.close();
    }
  });

  it('does not let a stuck SMTP server hold the shutdown', async () => {
    const stuck = await startSmtp();
    stuck.state.reply = () => 'hang';
    const hanging = await startTestServer({ env: mailEnv(stuck.port) });
    try {
      expect((await hanging.api.post('/api/qna', valid)).status).toBe(200);
      await vi.waitFor(() => expect(stuck.state.attempts).toBe(1), { timeout: 10_000 });
      const started = Date.now();
      await hanging.close();
      await vi.waitFor(() => expect(stuck.state.openConnections).toBe(0), { timeout: 6_000 });
      expect(Date.now() - started).toBeLessThan(6_000);
    } finally {
      await stuck.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('makes no attempt and still stores the inquiry', async () => {
    const server = await startTestServer({ env: { NOTIFY_TO: STAFF.join(',') } });
    try {
      expect(server.deps.config.mail).toBeNull();
      const res = await server.api.post('/api/qna', valid);
      expect(res.body).toEqual({ success: true, data: expect.any(Number) });
      expect(await listedIds(server)).toContain(res.body.data);
    } finally {
      await server.close();
    }
  });
});
