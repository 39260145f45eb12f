import { ConfigError, loadConfig } from '../env.ts';
import { openDatabase } from './index.ts';
import { migrate } from './migrate.ts';

/** `npm run db:migrate` against the configured database (the demo seed has its own, `seed/cli.ts`). */
async function run(command: string | undefined) {
  if (command !== 'migrate') throw new ConfigError('usage: cli.ts migrate');
  const config = loadConfig(process.env, { isTool: true });
  const { db, dialect } = openDatabase(config);
  try {
    await migrate(db, dialect);
    console.log(`Migrations applied (${dialect}).`);
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
