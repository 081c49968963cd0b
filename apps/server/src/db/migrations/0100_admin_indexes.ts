import { sql, type Kysely } from 'kysely';

/**
 * Staff administration: search indexes on users and the two logs (keyset pages on
 * (created_at, id) per filter), and one hardware key per user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index users_hardware_key_idx on users (upper(hardware_key)) where hardware_key is not null`.execute(db);
  await sql`create index users_real_name_trgm_idx on users using gin (real_name gin_trgm_ops)`.execute(db);
  await sql`create index users_account_pattern_idx on users (lower(account) text_pattern_ops)`.execute(db);
  await sql`create index users_locked_idx on users (locked_until) where locked_until is not null`.execute(db);
  await sql`create index users_frozen_idx on users (id) where frozen`.execute(db);

  await sql`create index operation_logs_account_idx on operation_logs (lower(account), created_at desc, id desc)`.execute(db);
  await sql`create index operation_logs_type_idx on operation_logs (op_type, created_at desc, id desc)`.execute(db);
  await sql`create index operation_logs_company_keyset_idx on operation_logs (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index operation_logs_user_name_trgm_idx on operation_logs using gin (user_name gin_trgm_ops)`.execute(db);

  await sql`create index login_logs_company_idx on login_logs (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index login_logs_event_idx on login_logs (event, created_at desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
