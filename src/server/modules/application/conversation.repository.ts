import { type Insertable, sql } from 'kysely';
import type { ApplicationTemplate } from '../../../common/schemas/application-messages.ts';
import type { Db } from '../../db/index.ts';
import { assertVersion, updateVersioned } from '../../db/row-version.ts';
import type { ApplicationEventTable, ApplicationMessageTable } from '../../db/schema.ts';

/** A saved template, with the version its last save made (decision 057). */
export type VersionedTemplate = ApplicationTemplate & { version: number | null };

/**
 * What staff and the site say to applicants and do with their applications (decision 052): status
 * changes (application_event), e-mails (application_message) and the stage e-mail templates.
 */
export function conversationRepository(db: Db) {
  return {
    /** A live application as a status change needs it. */
    findLive: (applicationNo: number) =>
      db
        .selectFrom('application')
        .select([
          'applicationNo',
          'statusCd',
          'localeCd',
          'name',
          'email',
          'jobTitle',
          'version',
          'modifyId',
          'modifyDt',
          'createDt',
        ])
        .where('applicationNo', '=', applicationNo)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),

    /** With `expected`, only over that version of the application (decision 057). */
    setStatus: (
      applicationNo: number,
      values: { statusCd: string; note?: string; modifyId: string | null; modifyDt: string },
      expected?: number,
    ) => updateVersioned(db, { table: 'application', key: { applicationNo }, values, expected }),

    insertEvent: async (row: Insertable<ApplicationEventTable>): Promise<void> => {
      await db.insertInto('application_event').values(row).execute();
    },

    insertMessage: async (row: Insertable<ApplicationMessageTable>): Promise<number> =>
      Number(
        (
          await db
            .insertInto('application_message')
            .values(row)
            .returning('messageNo')
            .executeTakeFirstOrThrow()
        ).messageNo,
      ),

    /** The stage e-mails of an application still waiting to go. */
    queuedStageMessages: async (applicationNo: number): Promise<number[]> =>
      (
        await db
          .selectFrom('application_message')
          .select('messageNo')
          .where('applicationNo', '=', applicationNo)
          .where('status', '=', 'queued')
          .where('statusCd', 'is not', null)
          .execute()
      ).map((row) => Number(row.messageNo)),

    markCancelled: (messageNos: number[]) =>
      db
        .updateTable('application_message')
        .set({ status: 'cancelled' })
        .where('messageNo', 'in', messageNos)
        .where('status', '=', 'queued')
        .execute(),

    messagesOf: (applicationNo: number) =>
      db
        .selectFrom('application_message')
        .select([
          'messageNo',
          'statusCd',
          'localeCd',
          'subject',
          'body',
          'status',
          'sendAt',
          'sentAt',
          'byId',
          'createdAt',
        ])
        .where('applicationNo', '=', applicationNo)
        .orderBy('messageNo')
        .execute(),

    /** The messages of several applications (a person's export), oldest first. */
    messagesOfAll: (applicationNos: number[]) =>
      applicationNos.length
        ? db
            .selectFrom('application_message')
            .selectAll()
            .where('applicationNo', 'in', applicationNos)
            .orderBy('messageNo')
            .execute()
        : Promise.resolve([]),

    eventsOf: (applicationNo: number) =>
      db
        .selectFrom('application_event')
        .select(['eventNo', 'fromStatusCd', 'statusCd', 'byId', 'createdAt'])
        .where('applicationNo', '=', applicationNo)
        .orderBy('eventNo')
        .execute(),

    /** Live applications sent with this address (compared without case) or these phone digits, but `applicationNo`. */
    othersOf: ({ applicationNo, email, phone }: { applicationNo: number; email: string; phone: string }) =>
      db
        .selectFrom('application')
        .select(['applicationNo', 'jobTitle', 'statusCd', 'createDt'])
        .where('delYn', '=', 'N')
        .where('applicationNo', '<>', applicationNo)
        .where(({ eb, or }) =>
          or([
            ...(email ? [eb(sql`lower(${sql.ref('email')})`, '=', email)] : []),
            ...(phone ? [eb('phone', '=', phone)] : []),
          ]),
        )
        .orderBy('createDt', 'desc')
        .orderBy('applicationNo', 'desc')
        .limit(100)
        .execute(),

    savedTemplates: (): Promise<VersionedTemplate[]> =>
      db
        .selectFrom('application_template')
        .select(['statusCd', 'localeCd', 'subject', 'body', 'send', 'delayMinutes', 'version'])
        .execute() as Promise<VersionedTemplate[]>,

    /**
     * Saves a status's template in a language. With `expected` (decision 057), only over that
     * version of it: 0 for one never saved (the default), which another save may have stored since.
     */
    async saveTemplate(template: ApplicationTemplate, by: string, at: string, expected?: number) {
      const values = { ...template, modifyId: by, modifyDt: at };
      const key = { statusCd: template.statusCd, localeCd: template.localeCd };
      if (expected) return updateVersioned(db, { table: 'application_template', key, values, expected });
      const storedVersion = sql<number>`coalesce(${sql.ref('application_template.version')}, 1)`;
      const bumped = { ...values, version: sql<number>`${storedVersion} + 1` };
      const result = await db
        .insertInto('application_template')
        .values(values)
        .onConflict((oc) =>
          expected === 0 ? oc.doNothing() : oc.columns(['statusCd', 'localeCd']).doUpdateSet(bumped),
        )
        .executeTakeFirst();
      if (expected === 0 && !Number(result.numInsertedOrUpdatedRows ?? 0)) {
        const stored = await db
          .selectFrom('application_template')
          .selectAll()
          .where('statusCd', '=', key.statusCd)
          .where('localeCd', '=', key.localeCd)
          .executeTakeFirstOrThrow();
        assertVersion(stored, expected);
      }
    },

    /** The applications' events, messages and the outbox rows still sending them (their erasure). */
    async removeOf(applicationNos: number[]): Promise<void> {
      if (!applicationNos.length) return;
      await db
        .deleteFrom('mail_outbox')
        .where('messageNo', 'in', (eb) =>
          eb
            .selectFrom('application_message')
            .select('messageNo')
            .where('applicationNo', 'in', applicationNos),
        )
        .execute();
      await db.deleteFrom('application_message').where('applicationNo', 'in', applicationNos).execute();
      await db.deleteFrom('application_event').where('applicationNo', 'in', applicationNos).execute();
    },
  };
}
