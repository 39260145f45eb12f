import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Talking to candidates (decision 052).
 *
 * - `application` gains where the applicant came from (`source`, `direct` when nothing said), their
 *   answers to the job's screening questions (JSON, each with the question's text as it was asked)
 *   and their status page's token: its hash to find it, and the token sealed with the server's key
 *   so that every later e-mail can link to the same page (null for applications sent before).
 * - `application_event`: every status change, who made it (null: the applicant or the site) and
 *   when; an application's arrival is its first event. Existing applications get theirs from
 *   their own dates, so the hiring report covers them.
 * - `application_message`: every e-mail to an applicant from the site (a stage e-mail or a free
 *   message): what it said and what became of it. The outbox row that sends it names it
 *   (`mail_outbox.messageNo`), is due at its `sendAt`, and is deleted when sent, so this is the lasting record.
 * - `application_template`: the stage e-mail of a status in a language, as staff changed it; a
 *   status and language without a row use the site's own default (in code).
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('source', 'varchar(40)', (c) => c.notNull().defaultTo('direct'))
    .execute();
  await db.schema
    .alterTable('application')
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('application').addColumn('statusTokenHash', 'varchar(64)').execute();
  // The token itself, encrypted with the server's key: later e-mails link to the same page.
  await db.schema.alterTable('application').addColumn('statusTokenSealed', 'varchar(200)').execute();
  await db.schema
    .createIndex('application_status_token_idx')
    .unique()
    .on('application')
    .column('statusTokenHash')
    .execute();
  await db.schema
    .createIndex('application_source_idx')
    .on('application')
    .columns(['source', 'delYn'])
    .execute();

  await db.schema
    .createTable('application_event')
    .addColumn('eventNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('applicationNo', 'integer', (c) => c.notNull())
    // null for the arrival.
    .addColumn('fromStatusCd', 'varchar(2)')
    .addColumn('statusCd', 'varchar(2)', (c) => c.notNull())
    // The staff member's login; null when the applicant (a withdrawal) or the site (a knockout answer) moved it.
    .addColumn('byId', 'varchar(50)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_event_application_idx')
    .on('application_event')
    .columns(['applicationNo', 'eventNo'])
    .execute();
  await db.schema
    .createIndex('application_event_status_idx')
    .on('application_event')
    .columns(['statusCd', 'createdAt'])
    .execute();

  await db.schema
    .createTable('application_message')
    .addColumn('messageNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    .addColumn('applicationNo', 'integer', (c) => c.notNull())
    // The status whose stage e-mail it is; null for a free message.
    .addColumn('statusCd', 'varchar(2)')
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // queued, sent, cancelled, failed.
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('sendAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('sentAt', 'varchar(30)')
    // The staff member's login; null when the site wrote it (a knockout answer).
    .addColumn('byId', 'varchar(50)')
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_message_application_idx')
    .on('application_message')
    .columns(['applicationNo', 'messageNo'])
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('messageNo', 'integer').execute();

  await db.schema
    .createTable('application_template')
    .addColumn('statusCd', 'varchar(2)', (c) => c.notNull())
    .addColumn('localeCd', 'varchar(2)', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('send', 'varchar(1)', (c) => c.notNull())
    .addColumn('delayMinutes', 'integer', (c) => c.notNull())
    .addColumn('modifyId', 'varchar(50)')
    .addColumn('modifyDt', 'varchar(30)')
    .addPrimaryKeyConstraint('application_template_pk', ['statusCd', 'localeCd'])
    .execute();

  // Each application's arrival, and where it stands now if staff moved it (the last move known).
  await db
    .insertInto('application_event')
    .columns(['applicationNo', 'fromStatusCd', 'statusCd', 'byId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('application')
        .select((s) => [
          'applicationNo',
          s.val(null).as('fromStatusCd'),
          s.val('10').as('statusCd'),
          s.val(null).as('byId'),
          'createDt',
        ]),
    )
    .execute();
  await db
    .insertInto('application_event')
    .columns(['applicationNo', 'fromStatusCd', 'statusCd', 'byId', 'createdAt'])
    .expression((eb) =>
      eb
        .selectFrom('application')
        .select((s) => ['applicationNo', s.val('10').as('fromStatusCd'), 'statusCd', 'modifyId', 'modifyDt'])
        .where('statusCd', '<>', '10')
        .where('modifyDt', 'is not', null),
    )
    .execute();
}
