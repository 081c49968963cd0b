import { sql, type Kysely } from 'kysely';

/**
 * Condition code and release certificate of a quoted item (issue 13 item 2, D-280): optional codes
 * of the domain reference, sealed with the prices and shown in the comparison.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sourcing_quotation_items add column condition_code text`.execute(db);
  await sql`alter table sourcing_quotation_items add column certificate text`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
