import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { ConfigError, loadConfig } from '../env.ts';
import { openFileStore } from '../storage/open-store.ts';
import { seed } from './index.ts';

/** `npm run db:seed`: migrations, then the demo content and the first System Manager. */
async function run(args: string[]) {
  if (args.length > 0) throw new ConfigError('usage: npm run db:seed');
  const config = loadConfig(process.env, { isTool: true });
  const { db, dialect } = openDatabase(config);
  try {
    await migrate(db, dialect);
    console.log(`Migrations applied (${dialect}).`);
    await seed({
      config,
      db,
      dialect,
      store: openFileStore(config, db),
      adminId: config.adminId,
      adminPassword: config.adminPassword,
      withDemoContent: true,
      log: console.log,
    });
    console.log('Seed done (parts whose tables already held rows were left alone).');
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).catch((error) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Failed: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
