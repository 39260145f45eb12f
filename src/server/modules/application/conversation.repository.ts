import { type Insertable, sql } from 'kysely';
import type { ApplicationTemplate } from '../../../common/schemas/application-messages.ts';
import type { Db } from '../../db/index.ts';
import type { ApplicationEventTable, ApplicationMessageTable } from '../../db/schema.ts';

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
        .select(['applicationNo', 'statusCd', 'localeCd', 'name', 'email', 'jobTitle'])
        .where('applicationNo', '=', applicationNo)
        .where('delYn', '=', 'N')
        .executeTakeFirst(),

    setStatus: (
      applicationNo: number,
      values: { statusCd: string; note?: string; modifyId: string | null; modifyDt: string },
    ) => db.updateTable('application').set(values).where('applicationNo', '=', applicationNo).execute(),

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

    savedTemplates: (): Promise<ApplicationTemplate[]> =>
      db
        .selectFrom('application_template')
        .select(['statusCd', 'localeCd', 'subject', 'body', 'send', 'delayMinutes'])
        .execute() as Promise<ApplicationTemplate[]>,

    saveTemplate: (template: ApplicationTemplate, by: string, at: string) => {
      const values = { ...template, modifyId: by, modifyDt: at };
      return db
        .insertInto('application_template')
        .values(values)
        .onConflict((oc) => oc.columns(['statusCd', 'localeCd']).doUpdateSet(values))
        .execute();
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
