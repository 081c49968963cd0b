import { sql, type Kysely } from 'kysely';

/**
 * Multi-round RFx (issue 13 item 6, D-284): a further round is an RFx of its own (its own sealed
 * quotations and opening log) linked to the round before; at most one live later round per RFx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sourcing_rfx add column parent_rfx_id integer references sourcing_rfx(id)`.execute(db);
  await sql`alter table sourcing_rfx add column round integer not null default 1`.execute(db);
  await sql`create unique index sourcing_rfx_next_round_idx on sourcing_rfx (parent_rfx_id) where parent_rfx_id is not null and deleted_at is null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
