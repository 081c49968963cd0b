import { sql, type Kysely } from 'kysely';

/**
 * The staff RFx list at 50,000 RFx and more (D-381). The list reads live RFx (`deleted_at is null`)
 * ordered `<sort> desc nulls last, id desc` (default sort: created_at). 0600's
 * `(created_at desc, id desc)` index sorts nulls first, so it could not give that order and every
 * page sorted the whole table; these partial indexes give the default order as it is read, for all
 * RFx and per status. The number search ("contains", `ilike '%…%'`) is served by a trigram index
 * (pg_trgm, created by 0001; as the agreements' 0700 P/N search).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index sourcing_rfx_live_created_idx on sourcing_rfx (created_at desc nulls last, id desc) where deleted_at is null`.execute(db);
  await sql`create index sourcing_rfx_live_status_created_idx on sourcing_rfx (status, created_at desc nulls last, id desc) where deleted_at is null`.execute(db);
  await sql`create index sourcing_rfx_number_trgm_idx on sourcing_rfx using gin (number gin_trgm_ops)`.execute(db);
  // Superseded by the first index above (same columns, the order the list reads).
  await sql`drop index if exists sourcing_rfx_list_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
