import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileField } from '../test/client.ts';
import { pdfFile, pngFile } from '../test/fixtures.ts';
import { startTestServer, type TestServer } from '../test/server.ts';

/*
 * Every upload scanned by a real clamd (decision 049), started here with a temporary
 * configuration and a one-line signature database for the EICAR test file, so no download of
 * ClamAV's databases is needed. `.ci/run` installs Debian's clamav-daemon.
 */
const CLAMD = ['/usr/sbin/clamd', '/usr/bin/clamd', '/usr/local/sbin/clamd'].find((file) =>
  fs.existsSync(file),
);
if (!CLAMD)
  console.warn('clamav.api.test.ts skipped: clamd is not installed (Debian: apt-get install clamav-daemon)');

/** The anti-virus industry's harmless test file, which every scanner reports. */
const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'latin1');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Whether clamd answers PING on the port. */
const answersPing = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
    });
    socket.on('connect', () => socket.end('zPING\0'));
    socket.on('close', () => resolve(text.startsWith('PONG')));
    socket.on('error', () => resolve(false));
  });

const inquiry = (file: FileField) => ({
  localeCd: 'EN',
  typeCd: '10',
  policyChecked: 'Y',
  title: 'Our proposal',
  contents: 'Please find it attached.',
  name: 'Trần Văn Minh',
  email: 'minh.tran',
  emailDomain: '00',
  emailDomainName: 'example.com',
  phone: '0912345678',
  qnaFile: file,
});

describe.skipIf(!CLAMD)('with CLAMAV_HOST set, every upload', () => {
  let dir: string;
  let clamd: ChildProcess;
  let port: number;
  let server: TestServer;
  const logs: string[] = [];
  const logSink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of server.deps.store.list()) keys.push(key);
    return keys;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-clamd-'));
    const md5 = createHash('md5').update(EICAR).digest('hex');
    fs.writeFileSync(path.join(dir, 'eicar.hdb'), `${md5}:${EICAR.length}:Eicar-Test-Signature\n`);
    port = await freePort();
    fs.writeFileSync(
      path.join(dir, 'clamd.conf'),
      [
        `TCPSocket ${port}`,
        'TCPAddr 127.0.0.1',
        'Foreground yes',
        `DatabaseDirectory ${dir}`,
        `PidFile ${path.join(dir, 'clamd.pid')}`,
        `TemporaryDirectory ${dir}`,
        'LogFile /dev/null',
        '',
      ].join('\n'),
    );
    clamd = spawn(CLAMD!, ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
    for (let tries = 0; !(await answersPing(port)); tries++) {
      if (tries > 150 || clamd.exitCode !== null) throw new Error('clamd did not start');
      await sleep(100);
    }
    server = await startTestServer({
      env: { CLAMAV_HOST: `127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
      logStream: logSink,
    });
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    clamd?.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is refused with 415 when clamd finds malware (the EICAR test file), and stored nowhere', async () => {
    const before = await storedKeys();
    const sent = await server.api.form(
      '/api/qna',
      inquiry({ name: 'eicar.pdf', data: EICAR, type: 'application/pdf' }),
    );
    expect(sent.status).toBe(415);
    expect(sent.body).toEqual({
      success: false,
      code: 'unsupported_type',
      message: expect.stringMatching(
        /^The file contains malware \(Eicar-Test-Signature[^)]*\).*\(Tệp có chứa mã độc/,
      ),
    });
    const image = await server.admin.form('/api/media', {
      file: { name: 'x.png', data: EICAR, type: 'image/png' },
    });
    expect(image.status).toBe(415);
    expect(await storedKeys()).toEqual(before);
  });

  it('is accepted when clean', async () => {
    expect((await server.api.form('/api/qna', inquiry(pdfFile('deck.pdf')))).status).toBe(200);
    expect((await server.admin.form('/api/media', { file: await pngFile() })).status).toBe(200);
  });

  it('is refused with 503 (fail closed), and logged, when clamd is out of reach', async () => {
    const nowhere = await freePort();
    const cut = await startTestServer({
      sharing: server,
      env: { CLAMAV_HOST: `127.0.0.1:${nowhere}`, LOG_LEVEL: 'warn' },
      logStream: logSink,
    });
    try {
      const sent = await cut.api.form('/api/qna', inquiry(pdfFile('deck.pdf')));
      expect(sent.status).toBe(503);
      expect(sent.body.code).toBe('unavailable');
      expect(logs.join('\n')).toContain('virus scanner out of reach');
    } finally {
      await cut.close();
    }
  });
});
