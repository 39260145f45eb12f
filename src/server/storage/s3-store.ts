import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../env.ts';
import { type FileStore, isValidKey } from './file-store.ts';
import { mimeForExtension } from './file-types.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * Uploads in an S3-compatible bucket (FILE_STORE=s3: AWS, MinIO, R2, …), under the same keys as on
 * disk. Reads and copies are streamed; the server still decides who may download an attachment
 * (decision 042). The SDK is loaded on the first use, so the disk and database stores never load it.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // NOTE: checksums only where S3 requires them: several S3-compatible stores refuse the
        // SDK's default trailing checksums on streamed bodies.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const headersOf = (key: string) => ({
    ContentType: mimeForExtension(key.slice(key.lastIndexOf('.') + 1)),
    // Public images may be served by the bucket itself (S3_PUBLIC_URL): keys never change content.
    ...(key.startsWith('img/') ? { CacheControl: 'public, max-age=31536000, immutable' } : {}),
  });
  const upload = async (key: string, Body: Buffer | Readable, ContentLength: number) => {
    if (!isValidKey(key)) throw new Error('invalid storage key');
    const { sdk, client } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body, ContentLength, ...headersOf(key) }));
  };
  const fetchObject = async (key: string) => {
    if (!isValidKey(key)) return null;
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    put: (key, data) => upload(key, data, data.length),
    putStream: upload,
    async get(key) {
      const object = await fetchObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async open(key) {
      const object = await fetchObject(key);
      return object?.Body ? { stream: object.Body as Readable, size: object.ContentLength ?? 0 } : null;
    },
    async remove(key) {
      if (!isValidKey(key)) return;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const { Key, Size } of page.Contents ?? [])
          if (Key && isValidKey(Key)) yield { key: Key, size: Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
