import { ConfigError, loadConfig } from '../env.ts';
import { openFileStore } from '../storage/open-store.ts';
import { openDatabase } from './index.ts';
import { migrate } from './migrate.ts';
import { seed } from './seed/index.ts';

/** `npm run db:migrate` and `npm run db:seed` against the configured database. */
async function run(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') throw new ConfigError('usage: cli.ts migrate|seed');
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
    await migrate(db, dialect);
    console.log(`Migrations applied (${dialect}).`);
    if (command === 'seed') {
      await seed({
        db,
        store: openFileStore(config, db),
        adminId: config.adminId,
        adminPassword: config.adminPassword,
        withDemoContent: true,
        log: console.log,
      });
      console.log('Seed done (parts whose tables already held rows were left alone).');
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv[2]).catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
