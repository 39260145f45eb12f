import { ConfigError, loadConfig } from '../env.ts';
import { backup, restore } from './backup.ts';

/** `npm run backup [-- archive.tar.gz]` and `npm run restore -- archive.tar.gz`. */
async function main([command, file]: string[]) {
  const config = loadConfig();
  if (command === 'backup') {
    const result = await backup(config, file);
    console.log(`Backup written to ${result.archive} (database and ${result.files} uploaded files).`);
  } else if (command === 'restore' && file) {
    const result = await restore(config, file);
    console.log(
      `Restored into ${config.dataDir} (database and ${result.files} uploaded files). Start the site as usual.`,
    );
  } else throw new ConfigError('usage: npm run backup [-- file.tar.gz] | npm run restore -- file.tar.gz');
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
