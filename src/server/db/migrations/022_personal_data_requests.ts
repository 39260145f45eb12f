import type { Kysely } from 'kysely';
import type { MigrationContext } from '../migrate.ts';

/**
 * Personal data requests on the clock (decision 051). `personal_data_request` holds each request
 * as it arrived: its kind, channel, the person (masked, and their address or number in clear only
 * while it waits for an answer), when it was received, the day it must be acknowledged by and the
 * day it must be answered by, its status and note. The answers staff gave (`privacy_request`, the
 * log of exports and erasures) name the request they answer. `privacy_withdrawal_link` keeps, for
 * each link to withdraw consent an e-mail carried, the hash of its token and the address sealed
 * with a key only the token gives.
 */

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Weekends only: the holidays of the log's past days are not known here, and those requests are done. */
function secondWeekdayAfter(date: string): string {
  let day = date;
  for (let left = 2; left > 0; ) {
    day = addDays(day, 1);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) left--;
  }
  return day;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>, { idType, dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('personal_data_request')
    .addColumn('requestNo', idType, (c) =>
      dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey(),
    )
    // access, export, erasure, correction, withdrawal.
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    // email, phone, letter, in-person, site; null for requests logged only by their answer.
    .addColumn('channel', 'varchar(10)')
    // 'n***@example.vn' or '***5678'.
    .addColumn('subject', 'varchar(120)', (c) => c.notNull())
    // The folded address or the number's digits, while the request waits; null once answered.
    .addColumn('contact', 'varchar(254)')
    .addColumn('receivedAt', 'varchar(30)', (c) => c.notNull())
    // Vietnam calendar days (YYYY-MM-DD): the last on time.
    .addColumn('acknowledgeBy', 'varchar(10)', (c) => c.notNull())
    .addColumn('dueAt', 'varchar(10)', (c) => c.notNull())
    // open, acknowledged, done, refused.
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('note', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('createdBy', 'varchar(50)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .addColumn('updatedBy', 'varchar(50)')
    .addColumn('updatedAt', 'varchar(30)')
    .execute();
  await db.schema
    .createIndex('personal_data_request_status_idx')
    .on('personal_data_request')
    .columns(['status', 'dueAt'])
    .execute();
  await db.schema.alterTable('privacy_request').addColumn('answersRequestNo', 'integer').execute();
  await db.schema
    .createTable('privacy_withdrawal_link')
    .addColumn('tokenHash', 'varchar(64)', (c) => c.primaryKey())
    // base64url of the IV, the tag and the address encrypted (AES-256-GCM, key from the token).
    .addColumn('sealed', 'varchar(600)', (c) => c.notNull())
    .addColumn('createdAt', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('privacy_withdrawal_link_created_idx')
    .on('privacy_withdrawal_link')
    .column('createdAt')
    .execute();
  await requestsOfAnswers(db);
}

/** Each answer logged before 022 (naming no request) becomes a request received that day and answered. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function requestsOfAnswers(db: Kysely<any>): Promise<void> {
  const answers = await db
    .selectFrom('privacy_request')
    .selectAll()
    .where('answersRequestNo', 'is', null)
    .orderBy('requestNo')
    .execute();
  for (const answer of answers) {
    const { requestNo } = await db
      .insertInto('personal_data_request')
      .values({
        kind: answer.action === 'erase' ? 'erasure' : 'export',
        channel: null,
        subject: answer.subject,
        contact: null,
        receivedAt: new Date(Date.parse(`${answer.receivedOn}T00:00:00+07:00`)).toISOString(),
        acknowledgeBy: secondWeekdayAfter(answer.receivedOn),
        dueAt: addDays(answer.receivedOn, 15),
        status: 'done',
        note: '',
        createdBy: answer.username,
        createdAt: answer.createdAt,
        updatedBy: answer.username,
        updatedAt: answer.createdAt,
      })
      .returning('requestNo')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('privacy_request')
      .set({ answersRequestNo: requestNo })
      .where('requestNo', '=', answer.requestNo)
      .execute();
  }
}
