import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';
import { createServer } from '../server.ts';
import { backup, restore } from './backup.ts';

const temp = (label: string) => fs.mkdtempSync(path.join(os.tmpdir(), `kv-${label}-`));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table, as text, so two databases compare in one assertion. */
function dump(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .all() as { name: string }[];
    return Object.fromEntries(tables.map(({ name }) => [name, db.prepare(`select * from "${name}"`).all()]));
  } finally {
    db.close();
  }
}

function files(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => {
        const full = path.join(e.parentPath, e.name);
        return [path.relative(dir, full), fs.readFileSync(full).toString('base64')];
      }),
  );
}

describe('npm run backup / npm run restore (SQLite and uploads)', () => {
  it('restores into an empty DATA_DIR every row and every file, and the site serves them', async () => {
    const dataDir = temp('source');
    const archiveDir = temp('archive');
    const emptyDir = path.join(temp('restore'), 'data');
    made.push(dataDir, archiveDir, path.dirname(emptyDir));
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'Backup-Pass1!',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
    });
    const { app } = await createServer(config, { withDemoContent: true, log: () => {} });
    // The site keeps running (and writing) while the backup is taken.
    await app.inject({ method: 'GET', url: '/api/news?localeCd=EN' });

    const { archive, files: archived } = await backup(config, path.join(archiveDir, 'site.tar.gz'));
    await app.close();
    expect(fs.statSync(archive).size).toBeGreaterThan(1000);
    expect(archived).toBeGreaterThan(10);

    const restoredConfig = loadConfig({ DATA_DIR: emptyDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
    const { files: restoredCount } = await restore(restoredConfig, archive);
    expect(restoredCount).toBe(archived);
    expect(dump(path.join(emptyDir, 'site.db'))).toEqual(dump(path.join(dataDir, 'site.db')));
    expect(files(path.join(emptyDir, 'uploads'))).toEqual(files(path.join(dataDir, 'uploads')));

    const restored = await createServer(restoredConfig, { withDemoContent: true, log: () => {} });
    const banners = await restored.app.inject({ method: 'GET', url: '/api/banner?localeCd=EN' });
    const image = (banners.json() as { data: { list: { imageUrl: string }[] } }).data.list[0]!.imageUrl;
    expect((await restored.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    await restored.app.close();
    // Demo content is written twice (its images drawn and resized each time): half a minute on a
    // busy two-core machine running other test files beside it.
  }, 90_000);

  it('refuses to restore over an existing site, and refuses PostgreSQL', async () => {
    const dataDir = temp('busy');
    made.push(dataDir);
    fs.writeFileSync(path.join(dataDir, 'site.db'), 'x');
    const config = loadConfig({ DATA_DIR: dataDir }, { isTool: true });
    await expect(restore(config, path.join(dataDir, 'site.db'))).rejects.toThrow(/empty DATA_DIR/);
    const pg = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://localhost/x' }, { isTool: true });
    await expect(backup(pg)).rejects.toThrow(/pg_dump/);
  });
});
