import { readdir } from 'node:fs/promises';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import type { Db, DialectName } from './index.ts';
import { announceWrites } from './postgres/writes-elsewhere.ts';

export interface MigrationContext {
  dialect: DialectName;
  /** Auto-increment key type: 'integer' on SQLite, 'serial' on PostgreSQL. */
  idType: 'integer' | 'serial';
}

/**
 * Versioned migrations: every `NNN_name.ts` (`.js` when built) in `migrations/`, applied in name
 * order at every start. Add new files, never edit old ones (a new board type's migration calls
 * `createContentTable` with a frozen snapshot of its declaration, decision 044).
 */
const MIGRATION_FILE = /^(\d{3}_[a-z0-9_]+)\.(?:ts|js)$/;

interface MigrationModule {
  up: (db: Db, context: MigrationContext) => Promise<void>;
}

async function migrationModules(): Promise<Record<string, MigrationModule>> {
  const folder = new URL('./migrations/', import.meta.url);
  const files = (await readdir(folder)).flatMap((file) => {
    const name = MIGRATION_FILE.exec(file)?.[1];
    return name ? [[name, file] as const] : [];
  });
  const modules = await Promise.all(
    files.map(
      async ([name, file]) => [name, (await import(new URL(file, folder).href)) as MigrationModule] as const,
    ),
  );
  return Object.fromEntries(modules);
}

export async function migrate(db: Db, dialect: DialectName): Promise<void> {
  const context: MigrationContext = { dialect, idType: dialect === 'sqlite' ? 'integer' : 'serial' };
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(await migrationModules()).map(([name, m]): [string, Migration] => [
          name,
          { up: (database) => m.up(database, context) },
        ]),
      ),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  // After the migrations, so that a table one of them added announces its writes too.
  if (dialect === 'postgres') await announceWrites(db);
}
