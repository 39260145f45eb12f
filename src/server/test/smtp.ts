import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** What the test SMTP server received: envelope, unfolded headers, decoded text and HTML parts. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: string;
  text: string;
  html: string;
  raw: string;
  /** The name the client gave in EHLO (nodemailer's `name`, settable in SMTP_URL as `?name=`). */
  client: string;
}

/**
 * What the server answers to a message's DATA: undefined accepts, an Error with a responseCode
 * refuses, 'hang' never answers; a promise of one answers when it settles. Decided by
 * `state.reply` from the attempt's number, its recipients and (for tests that act on one message)
 * its client and source.
 */
export type SmtpReply = Error | 'hang' | undefined;

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

/**
 * A real SMTP server on a loopback port (user `staff`, password `secret`). `state.reply` decides each
 * DATA answer (see SmtpReply);
 * `state.onAccepted` runs right after a message was accepted. `port` reopens a server on the port
 * of one that was closed.
 */
export async function startSmtp(port = 0) {
  const mails: ReceivedMail[] = [];
  const state = {
    attempts: 0,
    openConnections: 0,
    reply: (
      _attempt: number,
      _to: string[],
      _message: { client: string; raw: string },
    ): SmtpReply | Promise<SmtpReply> => undefined,
    onAccepted: (_mail: ReceivedMail): void => undefined,
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
      stream.on('end', async () => {
        state.attempts++;
        const raw = Buffer.concat(chunks).toString('utf8');
        const client = session.hostNameAppearsAs;
        const reply = await state.reply(
          state.attempts,
          session.envelope.rcptTo.map((r) => r.address),
          { client, raw },
        );
        if (reply === 'hang') return;
        if (reply) return callback(reply);
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parse(raw),
          raw,
          client,
        };
        mails.push(mail);
        callback();
        state.onAccepted(mail);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (smtp.server.address() as AddressInfo).port,
    mails,
    state,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export const smtpError = (responseCode: number, message: string) =>
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

export const header = (mail: ReceivedMail, name: string) =>
  mail.headers.split('\r\n').find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));

/** A header's value with its MIME encoded words (RFC 2047, as nodemailer writes non-ASCII text) decoded. */
export const decodedHeader = (mail: ReceivedMail, name: string) =>
  header(mail, name)
    ?.slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );

/** The inquiry number in the subject of a staff e-mail. */
export const inquiryNoOf = (mail: ReceivedMail) =>
  Number(/^Subject: New partnership inquiry #(\d+):/m.exec(mail.headers)?.[1]);

export const STAFF = ['staff@kidventure.example', 'boss@kidventure.example'];

/** The environment that points a test server at `port`. */
export const mailEnv = (port: number, extra: Record<string, string> = {}) => ({
  SMTP_URL: `smtp://staff:secret@127.0.0.1:${port}`,
  MAIL_FROM: 'KidVenture website <no-reply@kidventure.example>',
  NOTIFY_TO: STAFF.join(','),
  ...extra,
});

/** A valid inquiry as the public form posts it. */
export const inquiry = {
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
