import { ConfigError, loadConfig } from '../env.ts';
import { backup, restore } from './backup.ts';
import { migrateFiles, STORE_KINDS, type StoreKind } from './files-migrate.ts';
import { describeCounts, purgeNow } from './purge.ts';
import { readPassword, resetAdminPassword } from './reset-password.ts';
import { resetAdminTwoFactor } from './reset-two-factor.ts';

const USAGE = [
  'usage: npm run backup [-- file.tar.gz]',
  '       npm run restore -- file.tar.gz',
  '       npm run admin:reset-password -- <loginId> [--stdin]',
  '       npm run admin:reset-2fa -- <loginId>',
  '       npm run purge',
  '       npm run files:migrate -- --to s3|disk|database [--from disk|database|s3]',
].join('\n');

/** `--to s3 --from disk` → { to: 's3', from: 'disk' }; null when anything else is given. */
function storeOptions(args: string[]): { to: StoreKind; from?: StoreKind } | null {
  const options: Record<string, StoreKind> = {};
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1] as StoreKind];
    if ((flag !== '--to' && flag !== '--from') || !STORE_KINDS.includes(value)) return null;
    options[flag.slice(2)] = value;
  }
  return options.to ? { to: options.to, from: options.from } : null;
}

/**
 * `npm run backup [-- archive.tar.gz]`, `npm run restore -- archive.tar.gz`,
 * `npm run admin:reset-password -- <loginId>`, `npm run admin:reset-2fa -- <loginId>`, `npm run purge`,
 * `npm run files:migrate -- --to s3|disk|database [--from …]`.
 */
async function main([command, ...args]: string[]) {
  const config = loadConfig(process.env, { isTool: true });
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
  } else if (command === 'files:migrate' && storeOptions(args)) {
    const { to, from = config.fileStore } = storeOptions(args)!;
    const report = await migrateFiles(config, { to, from });
    console.log(
      `Files in the ${from} store: ${report.total}; copied to ${to}: ${report.copied}; already there: ${report.skipped}. Every file checked.`,
    );
    console.log(
      `Set FILE_STORE=${to} and restart the site; the ${from} store keeps its copies until you delete them.`,
    );
  } else throw new ConfigError(USAGE);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
