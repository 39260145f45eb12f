import { ALL } from '../../common/permissions.ts';
import { foldForSearch } from '../../common/text.ts';
import type { Db, DialectName } from '../db/index.ts';
import type { Config } from '../env.ts';
import { generatePassword, hashPassword } from '../modules/account/password.ts';
import type { FileStore } from '../storage/file-store.ts';

interface SeedOptions {
  /** What the demo's services are built from. */
  config: Readonly<Config>;
  db: Db;
  dialect: DialectName;
  store: FileStore;
  adminId: string;
  adminPassword: string | undefined;
  /** Demo content for both locales; tests leave it out unless they check it. */
  withDemoContent: boolean;
  log: (line: string) => void;
}

const SEED_ID = 'seed';

/**
 * First start: the bootstrap System Manager, the loopback allow-list and the demo content. Each part
 * runs only while its table has never held a row, so an operator's deletions are never undone.
 */
export async function seed(options: SeedOptions): Promise<void> {
  const { db } = options;
  const isEmpty = async (table: 'admin_user' | 'permitted_ip' | 'banner') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ) === 0;

  if (await isEmpty('admin_user')) await seedAdmin(options);
  if (await isEmpty('permitted_ip')) {
    const now = new Date().toISOString();
    await db
      .insertInto('permitted_ip')
      .values(
        ['127.0.0.1', '::1'].map((ipaddress) => ({
          ipaddress,
          memo: 'This machine (loopback)',
          memoSearch: foldForSearch('This machine (loopback)'),
          localeCd: 'EN',
          useYn: 'Y',
          delYn: 'N',
          createId: SEED_ID,
          createdAt: now,
        })),
      )
      .execute();
  }
  if (options.withDemoContent && (await isEmpty('banner'))) {
    // Loaded only now: a start without the demo never reads its texts nor loads its drawing code.
    const { seedDemo } = await import('./demo.ts');
    await seedDemo(options);
    options.log('Demo content written for EN and VI.');
  }
}

async function seedAdmin({ db, adminId, adminPassword, log }: SeedOptions) {
  const password = adminPassword ?? generatePassword();
  await db
    .insertInto('admin_user')
    .values({
      username: adminId,
      passwordHash: await hashPassword(password),
      manager: 'System Manager',
      managerSearch: 'system manager',
      email: 'admin@kidventure.example',
      contact: '0901234567',
      role: 'System Manager',
      mgtsettings: ALL,
      localeCd: 'EN',
      useYn: 'Y',
      delYn: 'N',
      createId: SEED_ID,
      createDt: new Date().toISOString(),
    })
    .execute();
  if (!adminPassword)
    log(
      `Created administrator '${adminId}' with password: ${password}  (shown once; set ADMIN_PASSWORD to choose it, or change it under Change password after signing in)`,
    );
}
