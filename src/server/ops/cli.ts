import { ConfigError, loadConfig } from '../env.ts';
import { backup, restore } from './backup.ts';
import { describeCounts, purgeNow } from './purge.ts';
import { readPassword, resetAdminPassword } from './reset-password.ts';
import { resetAdminTwoFactor } from './reset-two-factor.ts';

const USAGE = [
  'usage: npm run backup [-- file.tar.gz]',
  '       npm run restore -- file.tar.gz',
  '       npm run admin:reset-password -- <loginId> [--stdin]',
  '       npm run admin:reset-2fa -- <loginId>',
  '       npm run purge',
].join('\n');

/**
 * `npm run backup [-- archive.tar.gz]`, `npm run restore -- archive.tar.gz`,
 * `npm run admin:reset-password -- <loginId>`, `npm run admin:reset-2fa -- <loginId>`, `npm run purge`.
 */
async function main([command, ...args]: string[]) {
  const config = loadConfig();
  const [file] = args;
  if (command === 'backup') {
    const result = await backup(config, file);
    console.log(`Backup written to ${result.archive} (database and ${result.files} uploaded files).`);
  } else if (command === 'restore' && file) {
    const result = await restore(config, file);
    console.log(
      `Restored into ${config.dataDir} (database and ${result.files} uploaded files). Start the site as usual.`,
    );
  } else if (command === 'reset-password' && args.length >= 1 && args.length <= 2) {
    const loginId = args.find((a) => a !== '--stdin');
    const fromStdin = args.includes('--stdin');
    if (!loginId || (args.length === 2 && !fromStdin)) throw new ConfigError(USAGE);
    const { password, isGenerated } = await resetAdminPassword(
      config,
      loginId,
      fromStdin ? await readPassword() : undefined,
    );
    console.log(`The password of '${loginId}' was reset and every session of that account ended.`);
    if (isGenerated) console.log(`New password (shown once): ${password}`);
    console.log('Sign in at /admin/login; change it there under Change password if you like.');
  } else if (command === 'reset-2fa' && args.length === 1 && file) {
    await resetAdminTwoFactor(config, file);
    console.log(
      `Two-factor sign-in of '${file}' was turned off, its recovery codes dropped and every session of that account ended.`,
    );
    console.log('Sign in at /admin/login with the password alone; set two-factor up again under Security.');
  } else if (command === 'purge' && args.length === 0) {
    const { inquiryDays, applicationDays, historyDays } = config.retention;
    const report = await purgeNow(config);
    console.log(
      `Deleted (inquiries after ${inquiryDays} days, applications after ${applicationDays}, access history after ${historyDays}, the Trash after ${config.trashDays}): ${describeCounts(report)}.`,
    );
    for (const { step, error } of report.failures)
      console.error(`The ${step} step failed: ${error instanceof Error ? error.message : String(error)}`);
    if (report.failures.length) process.exitCode = 1;
  } else throw new ConfigError(USAGE);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
