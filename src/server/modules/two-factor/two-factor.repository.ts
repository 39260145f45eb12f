import type { Db } from '../../db/index.ts';

const REQUIRED = 'twoFactorRequired';

/** Each account's TOTP row, its recovery code hashes and the site-wide "required for all" setting. */
export function twoFactorRepository(db: Db) {
  return {
    find: (userNo: number) =>
      db.selectFrom('two_factor').selectAll().where('userNo', '=', userNo).executeTakeFirst(),

    /** Starts a setup: the pending secret replaces any earlier pending one; a confirmed one stays. */
    async setPending(userNo: number, pendingSecret: string) {
      const updated = await db
        .updateTable('two_factor')
        .set({ pendingSecret })
        .where('userNo', '=', userNo)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db
          .insertInto('two_factor')
          .values({ userNo, pendingSecret, secret: null, lastStep: null, enabledAt: null })
          .execute();
    },

    /** The pending secret becomes the account's, with the step that confirmed it, and new codes. */
    enable: (userNo: number, { secret, step, at, codeHashes }: EnableRow) =>
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('two_factor')
          .set({ secret, pendingSecret: null, lastStep: step, enabledAt: at })
          .where('userNo', '=', userNo)
          .execute();
        await trx.deleteFrom('recovery_code').where('userNo', '=', userNo).execute();
        await trx
          .insertInto('recovery_code')
          .values(codeHashes.map((codeHash) => ({ userNo, codeHash })))
          .execute();
      }),

    /**
     * Records `step` as used unless this or a later one already was: true when this call took it,
     * so two requests with the same code cannot both succeed.
     */
    async takeStep(userNo: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ lastStep: step })
        .where('userNo', '=', userNo)
        .where('secret', 'is not', null)
        .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Uses up a recovery code: true when the account had it (and now has it no more). */
    async takeRecoveryCode(userNo: number, codeHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom('recovery_code')
        .where('userNo', '=', userNo)
        .where('codeHash', '=', codeHash)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    replaceRecoveryCodes: (userNo: number, codeHashes: string[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_code').where('userNo', '=', userNo).execute();
        await trx
          .insertInto('recovery_code')
          .values(codeHashes.map((codeHash) => ({ userNo, codeHash })))
          .execute();
      }),

    async countRecoveryCodes(userNo: number): Promise<number> {
      const row = await db
        .selectFrom('recovery_code')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('userNo', '=', userNo)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Turns two-factor off: the secrets and the recovery codes go. */
    remove: (userNo: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor').where('userNo', '=', userNo).execute();
        await trx.deleteFrom('recovery_code').where('userNo', '=', userNo).execute();
      }),

    async isRequired(): Promise<boolean> {
      const row = await db
        .selectFrom('site_setting')
        .select('value')
        .where('name', '=', REQUIRED)
        .executeTakeFirst();
      return row?.value === 'true';
    },

    async setRequired(required: boolean) {
      const value = String(required);
      const updated = await db
        .updateTable('site_setting')
        .set({ value })
        .where('name', '=', REQUIRED)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0)
        await db.insertInto('site_setting').values({ name: REQUIRED, value }).execute();
    },
  };
}

interface EnableRow {
  secret: string;
  step: number;
  at: string;
  codeHashes: string[];
}
