import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { backup, restore } from '../ops/backup.ts';
import { migrateFiles } from '../ops/files-migrate.ts';
import { createServer } from '../server.ts';
import { pdfFile, pngFile } from '../test/fixtures.ts';
import { newBucket, type S3TestServer, startS3Server } from '../test/s3-server.ts';
import { startTestServer, type TestServer } from '../test/server.ts';
import { s3FileStore } from './s3-store.ts';

/** FILE_STORE=s3 against an s3rver of this file's own, on SQLite and on PostgreSQL (decision 042). */
let s3: S3TestServer;
let server: TestServer;
const started: TestServer[] = [];
const cv = pdfFile('Mẫu hồ sơ.pdf');
const attachment = pdfFile('Đề xuất.pdf');
let cvKey: string;
let inquiryKey: string;
let imagePath: string;

/** Key → size of every file in the bucket the settings name. */
async function bucketFiles(env: Record<string, string>): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for await (const { key, size } of s3FileStore(loadConfig(env).s3!).list()) found.set(key, size);
  return found;
}

async function fetchBytes(url: string, init?: RequestInit) {
  const res = await fetch(url, init);
  return { res, data: Buffer.from(await res.arrayBuffer()) };
}

const downloadUrl = (base: string, fileUrl: string) =>
  `${base}/file/download?${new URLSearchParams({ fileUrl, fileName: 'x.pdf' })}`;

async function sharing(env: Record<string, string>) {
  const other = await startTestServer({ sharing: server, env });
  started.push(other);
  return other;
}

beforeAll(async () => {
  s3 = await startS3Server();
  server = await startTestServer({ env: await newBucket(s3.endpoint) });
  const { admin, api } = server;
  const jobNo = (await admin.form('/api/job', { localeCd: 'EN', title: 'CV', dateCd: '20', jobFile: cv }))
    .body.data;
  cvKey = (await admin.get(`/api/job/${jobNo}`)).body.data.fileUrl;
  const qna = await api.form('/api/qna', {
    policyChecked: 'Y',
    title: 'Partnership',
    contents: 'Please see the attached proposal.',
    name: 'Lan',
    email: 'lan.s3',
    emailDomain: '10',
    emailDomainName: 'gmail.com',
    phone: '0912345678',
    qnaFile: attachment,
  });
  inquiryKey = (await admin.get(`/api/qna/${qna.body.data}`)).body.data.fileUrl;
  imagePath = (await admin.form('/file/upload', { file: await pngFile('s3.png', 640, 320) })).body.location;
});
afterAll(async () => {
  for (const other of started) await other.close();
  await server?.close();
  await s3?.close();
});

describe('FILE_STORE=s3', () => {
  it('keeps attachments and images in the bucket, none on disk, and streams them through the server', async () => {
    const stored = await bucketFiles(server.env);
    expect(stored.get(cvKey)).toBe(cv.data.length);
    expect(stored.get(inquiryKey)).toBe(attachment.data.length);
    expect(stored.has(imagePath.replace('/uploads/', ''))).toBe(true);
    expect(fs.existsSync(path.join(server.env.DATA_DIR!, 'uploads'))).toBe(false);

    const { res, data } = await fetchBytes(downloadUrl(server.url, cvKey));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(cv.data.length));
    expect(data.equals(cv.data)).toBe(true);
    // The permission check still decides: a visitor never gets an inquiry's attachment.
    expect((await fetch(downloadUrl(server.url, inquiryKey))).status).toBe(404);
    const image = await fetchBytes(`${server.url}${imagePath}`);
    expect(image.res.status).toBe(200);
    expect(Number(image.res.headers.get('content-length'))).toBe(image.data.length);
  });

  it('sends browsers to S3_PUBLIC_URL for public images, allowed by the CSP; attachments stay behind the server', async () => {
    const publicUrl = `${s3.endpoint}/${server.env.S3_BUCKET}`;
    const other = await sharing({ S3_PUBLIC_URL: publicUrl });
    const res = await fetch(`${other.url}${imagePath}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`${publicUrl}${imagePath.replace('/uploads', '')}`);
    expect(res.headers.get('content-security-policy')).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    const fromBucket = await fetchBytes(res.headers.get('location')!);
    const fromServer = await fetchBytes(`${server.url}${imagePath}`);
    expect(fromBucket.res.headers.get('content-type')).toBe(fromServer.res.headers.get('content-type'));
    expect(fromBucket.data.equals(fromServer.data)).toBe(true);

    const attachmentRes = await fetch(downloadUrl(other.url, cvKey), { redirect: 'manual' });
    expect(attachmentRes.status).toBe(200);
    expect((await fetch(`${other.url}/uploads/${inquiryKey}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('files:migrate copies every file to disk, to the database and back to a bucket, and skips them on a second run', async () => {
    const stored = await bucketFiles(server.env);
    const config = loadConfig(server.env);
    expect(await migrateFiles(config, { to: 'disk' })).toEqual({
      total: stored.size,
      copied: stored.size,
      skipped: 0,
    });
    expect(await migrateFiles(config, { to: 'disk' })).toEqual({
      total: stored.size,
      copied: 0,
      skipped: stored.size,
    });
    const onDisk = fs.readFileSync(path.join(server.env.DATA_DIR!, 'uploads', cvKey));
    expect(onDisk.equals(cv.data)).toBe(true);

    expect(await migrateFiles(config, { to: 'database' })).toMatchObject({ copied: stored.size });
    const fromDatabase = await sharing({ FILE_STORE: 'database' });
    expect((await fetchBytes(downloadUrl(fromDatabase.url, cvKey))).data.equals(cv.data)).toBe(true);

    const second = await newBucket(s3.endpoint);
    const toBucket = loadConfig({ ...server.env, ...second });
    expect(await migrateFiles(toBucket, { from: 'database', to: 's3' })).toMatchObject({
      copied: stored.size,
    });
    expect(await bucketFiles({ ...server.env, ...second })).toEqual(stored);
    const fromSecond = await sharing(second);
    expect((await fetchBytes(downloadUrl(fromSecond.url, cvKey))).data.equals(cv.data)).toBe(true);
  });

  it('npm run files:migrate prints the counts, and its usage when the store is unknown', async () => {
    // Not spawnSync: the S3 server runs in this process and must go on answering.
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = execFile(
          process.execPath,
          ['--import', 'tsx', 'src/server/ops/cli.ts', 'files:migrate', ...args],
          {
            cwd: path.resolve(import.meta.dirname, '../../..'),
            env: { ...process.env, ...server.env },
            timeout: 60_000,
          },
          (_error, out, err) => resolve({ code: child.exitCode, out, err }),
        );
      });
    expect((await run('--to', 'disk')).code).toBe(0);
    const again = await run('--to', 'disk', '--from', 's3');
    expect(again.code, again.err).toBe(0);
    expect(again.out).toMatch(/Files in the s3 store: (\d+); copied to disk: 0; already there: \1\./);
    const wrong = await run('--to', 'ftp');
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain('npm run files:migrate -- --to s3|disk|database');
  });

  it('refuses to start, naming the bucket and never the secret, when the bucket cannot be listed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-s3-start-'));
    try {
      const config = loadConfig({
        ...server.env,
        S3_BUCKET: 'kv-no-such-bucket',
        S3_SECRET_ACCESS_KEY: 'never-shown-0123456789',
        DATA_DIR: dataDir,
      });
      const error = await createServer(config, { withDemoContent: false, log: () => {} }).then(
        () => null,
        (refusal: Error) => refusal,
      );
      expect(error?.message).toMatch(/^The S3 bucket kv-no-such-bucket could not be listed \(NoSuchBucket/);
      expect(error?.message).not.toContain('never-shown');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(process.env.TEST_DB === 'postgres')(
    'backup puts the bucket into the archive and restore puts it back into a bucket (SQLite; PostgreSQL uses pg_dump)',
    async () => {
      const stored = await bucketFiles(server.env);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-s3-backup-'));
      try {
        const { archive, files } = await backup(loadConfig(server.env), path.join(dir, 'site.tar.gz'));
        expect(files).toBe(stored.size);
        const emptyBucket = await newBucket(s3.endpoint);
        const restored = loadConfig({ ...server.env, ...emptyBucket, DATA_DIR: path.join(dir, 'data') });
        await restore(restored, archive);
        expect(await bucketFiles({ ...server.env, ...emptyBucket })).toEqual(stored);
        expect(fs.existsSync(path.join(dir, 'data', 'uploads'))).toBe(false);
        const { app } = await createServer(restored, {
          withDemoContent: false,
          log: () => {},
          schedulesPurge: false,
        });
        try {
          const res = await app.inject({ url: `/file/download?fileUrl=${cvKey}&fileName=x.pdf` });
          expect(res.statusCode).toBe(200);
          expect(res.rawPayload.equals(cv.data)).toBe(true);
        } finally {
          await app.close();
        }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it.runIf(process.env.TEST_FILE_STORE === 's3')(
    'the api-s3 project gives every test server a bucket of its own',
    async () => {
      const plain = await startTestServer();
      started.push(plain);
      expect(plain.deps.config.fileStore).toBe('s3');
      expect(plain.env.S3_BUCKET).toMatch(/^kv-[a-f0-9]{12}$/);
      expect(plain.env.S3_BUCKET).not.toBe(server.env.S3_BUCKET);
    },
  );

  it('erasing a person removes their attachment from the bucket', async () => {
    expect((await bucketFiles(server.env)).has(inquiryKey)).toBe(true);
    const res = await server.admin.post('/api/privacy/erase', {
      email: 'lan.s3@gmail.com',
      reason: 'She asked',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.erased).toMatchObject({ inquiry: 1, file: 1 });
    const left = await bucketFiles(server.env);
    expect(left.has(inquiryKey)).toBe(false);
    expect(left.has(cvKey)).toBe(true);
  });
});
