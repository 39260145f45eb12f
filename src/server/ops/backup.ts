import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../env.ts';
import { type FileStore, isValidKey } from '../storage/file-store.ts';
import { s3FileStore } from '../storage/s3-store.ts';

const run = promisify(execFile);

/**
 * Backup and restore of the embedded default: the SQLite file (copied with SQLite's online backup,
 * so the site may keep running) and the upload folder, in one .tar.gz with a small manifest.
 * PostgreSQL deployments back up with pg_dump instead (docs/deploy.md); with FILE_STORE=database
 * their files are inside that dump. With FILE_STORE=s3 the bucket's files go into the archive's
 * upload folder, streamed one by one, and a restore puts back those the bucket lacks.
 */
const MANIFEST = 'kidventure-backup.json';

type Settings = Pick<Config, 'dataDir' | 'databaseUrl' | 'fileStore' | 's3'>;

/** The bucket when the files live in one; null when they are DATA_DIR/uploads (or inside site.db). */
const bucketOf = (config: Settings): FileStore | null =>
  config.fileStore === 's3' && config.s3 ? s3FileStore(config.s3) : null;

/** Copies every file of the bucket into `folder`, as the disk store lays them out. */
async function downloadBucket(bucket: FileStore, folder: string): Promise<number> {
  let files = 0;
  for await (const { key } of bucket.list()) {
    const file = await bucket.open(key);
    if (!file) continue; // erased while the backup ran
    fs.mkdirSync(path.join(folder, path.dirname(key)), { recursive: true });
    await pipeline(file.stream, fs.createWriteStream(path.join(folder, key)));
    files += 1;
  }
  return files;
}

/** Puts the archived files back into the bucket, leaving those it still holds (keys never change content). */
async function uploadToBucket(bucket: FileStore, folder: string): Promise<void> {
  const present = new Map<string, number>();
  for await (const { key, size } of bucket.list()) present.set(key, size);
  for (const kind of ['img', 'file']) {
    const names = fs.existsSync(path.join(folder, kind)) ? fs.readdirSync(path.join(folder, kind)) : [];
    for (const name of names) {
      const key = `${kind}/${name}`;
      const { size } = fs.statSync(path.join(folder, key));
      if (isValidKey(key) && present.get(key) !== size)
        await bucket.putStream(key, fs.createReadStream(path.join(folder, key)), size);
    }
  }
}

function refusePostgres(config: Settings) {
  if (config.databaseUrl)
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/deploy.md), not this command',
    );
}

export function defaultArchiveName(at = new Date()): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve('backups', `kidventure-${stamp}.tar.gz`);
}

export async function backup(
  config: Settings,
  archive = defaultArchiveName(),
): Promise<{ archive: string; files: number }> {
  refusePostgres(config);
  const database = path.join(config.dataDir, 'site.db');
  if (!fs.existsSync(database)) throw new Error(`No database at ${database}: nothing to back up`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-backup-'));
  try {
    const source = new SQLite(database, { readonly: true, fileMustExist: true });
    try {
      await source.backup(path.join(staging, 'site.db'));
    } finally {
      source.close();
    }
    const uploads = path.join(config.dataDir, 'uploads');
    const bucket = bucketOf(config);
    let files = 0;
    if (bucket) files = await downloadBucket(bucket, path.join(staging, 'uploads'));
    else if (fs.existsSync(uploads)) {
      fs.cpSync(uploads, path.join(staging, 'uploads'), { recursive: true });
      files = fs
        .readdirSync(path.join(staging, 'uploads'), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile()).length;
    }
    fs.writeFileSync(
      path.join(staging, MANIFEST),
      JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'sqlite', files }, null, 2),
    );
    fs.mkdirSync(path.dirname(path.resolve(archive)), { recursive: true });
    await run('tar', ['-czf', path.resolve(archive), '-C', staging, '.']);
    return { archive: path.resolve(archive), files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into DATA_DIR, which must not hold a database yet (nothing is overwritten);
 * with FILE_STORE=s3 its files go to the bucket.
 */
export async function restore(config: Settings, archive: string): Promise<{ files: number }> {
  refusePostgres(config);
  if (!fs.existsSync(archive)) throw new Error(`No archive at ${archive}`);
  const target = path.join(config.dataDir, 'site.db');
  if (fs.existsSync(target) || fs.existsSync(path.join(config.dataDir, 'uploads')))
    throw new Error(`${config.dataDir} already holds a site; restore into an empty DATA_DIR`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-restore-'));
  try {
    await run('tar', ['-xzf', path.resolve(archive), '-C', staging, '--no-same-owner']);
    const manifestFile = path.join(staging, MANIFEST);
    if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(staging, 'site.db')))
      throw new Error(`${archive} is not a KidVenture backup`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { format: number; files: number };
    if (manifest.format !== 1) throw new Error(`Unknown backup format ${manifest.format}`);
    const check = new SQLite(path.join(staging, 'site.db'), { readonly: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`The archived database is damaged: ${String(result)}`);
    } finally {
      check.close();
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.copyFileSync(path.join(staging, 'site.db'), target);
    const bucket = bucketOf(config);
    if (bucket) await uploadToBucket(bucket, path.join(staging, 'uploads'));
    else if (fs.existsSync(path.join(staging, 'uploads')))
      fs.cpSync(path.join(staging, 'uploads'), path.join(config.dataDir, 'uploads'), { recursive: true });
    return { files: manifest.files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
