import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

/**
 * An S3-compatible server (s3rver) on a free loopback port over a temporary folder, for the S3
 * store's tests and the api-s3 project, whose global setup (the default export) starts one for the
 * whole run; each test server then gets a bucket of its own (server.ts).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}

/** s3rver takes any key pair; these are its documented defaults. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  close(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A new empty bucket on the server, and the settings that make it the site's file store. */
export async function newBucket(endpoint: string): Promise<Record<string, string>> {
  const env = {
    FILE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: `kv-${randomBytes(6).toString('hex')}`,
    S3_FORCE_PATH_STYLE: 'true',
    ...KEYS,
  };
  const client = new S3Client({
    endpoint,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  client.destroy();
  return env;
}

export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide('s3Endpoint', server.endpoint);
  return () => server.close();
}
