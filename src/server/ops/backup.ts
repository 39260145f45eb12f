import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Config } from '../env.ts';

const run = promisify(execFile);

/**
 * Backup and restore of the embedded default: the SQLite file (copied with SQLite's online backup,
 * so the site may keep running) and the upload folder, in one .tar.gz with a small manifest.
 * PostgreSQL deployments back up with pg_dump instead (docs/deploy.md); with FILE_STORE=database
 * their files are inside that dump.
 */
const MANIFEST = 'kidventure-backup.json';

type Settings = Pick<Config, 'dataDir' | 'databaseUrl'>;

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
    let files = 0;
    if (fs.existsSync(uploads)) {
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

/** Restores an archive into DATA_DIR, which must not hold a database yet (nothing is overwritten). */
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
    if (fs.existsSync(path.join(staging, 'uploads')))
      fs.cpSync(path.join(staging, 'uploads'), path.join(config.dataDir, 'uploads'), { recursive: true });
    return { files: manifest.files };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
