import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Two-factor sign-in and the sessions list (decision 038): each account's
 * TOTP secret (a pending one while it is being set up) and the last time step it accepted, its
 * recovery codes as hashes, the site-wide settings (whether every account must use two-factor),
 * and for each session a public id, the client address and a short browser name. Sessions from
 * before get a public id here and keep working; their address and browser read as unknown.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db, { dialect, idType }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('two_factor')
    .addColumn('userNo', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'varchar(64)')
    .addColumn('pendingSecret', 'varchar(64)')
    .addColumn('lastStep', 'integer')
    .addColumn('enabledAt', 'varchar(30)')
    .execute();
  await db.schema
    .createTable('recovery_code')
    .addColumn('id', idType, (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()))
    .addColumn('userNo', 'integer', (c) => c.notNull())
    .addColumn('codeHash', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('recovery_code_user_idx')
    .on('recovery_code')
    .columns(['userNo', 'codeHash'])
    .execute();
  await db.schema
    .createTable('site_setting')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('session').addColumn('publicId', 'varchar(32)').execute();
  await db.schema
    .alterTable('session')
    .addColumn('ipaddress', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('session')
    .addColumn('browser', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await givePublicIds(db);
  await db.schema.createIndex('session_public_idx').on('session').column('publicId').execute();
}

/** Each session stored before 016 gets its public id, so the sessions list can name and end it. */
export async function givePublicIds(db: Db): Promise<void> {
  const sessions: Array<{ tokenHash: string }> = await db
    .selectFrom('session')
    .select('tokenHash')
    .where('publicId', 'is', null)
    .execute();
  for (const { tokenHash } of sessions)
    await db
      .updateTable('session')
      .set({ publicId: randomBytes(12).toString('base64url') })
      .where('tokenHash', '=', tokenHash)
      .execute();
}
