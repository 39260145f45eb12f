import type { Kysely } from 'kysely';

/**
 * Erasure leaves nothing (decision 050). A CV held for a refused apply form keeps the address and
 * the number it was sent with (folded, digits), so a person's erasure takes it with their other
 * data. The request log's subject hashes become keyed: the unkeyed SHA-256 of earlier entries would
 * let anyone confirm a guessed address, and cannot be keyed without the address, so it is dropped.
 */

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('held_upload').addColumn('senderEmail', 'varchar(254)').execute();
  await db.schema.alterTable('held_upload').addColumn('senderPhone', 'varchar(20)').execute();
  await db.updateTable('privacy_request').set({ subjectHash: '' }).execute();
}
