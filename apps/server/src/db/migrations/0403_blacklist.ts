import { sql, type Kysely } from 'kysely';

/** Blacklist entries and their history. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table blacklist_entries (
      id serial primary key,
      company_id integer references companies(id),
      supplier_code text,
      name text not null,
      tax_id text,
      source text not null,
      reason text not null,
      attachments jsonb not null default '[]'::jsonb,
      status text not null default 'active' check (status in ('active','removed')),
      created_by integer,
      created_by_name text,
      created_at timestamptz not null default now(),
      updated_by_name text,
      updated_at timestamptz not null default now(),
      finance_handler_id integer,
      finance_handler_name text,
      finance_handled_at timestamptz,
      removed_at timestamptz
    )`.execute(db);
  await sql`create index blacklist_entries_created_idx on blacklist_entries (created_at desc, id desc)`.execute(db);
  await sql`create unique index blacklist_entries_active_company_idx on blacklist_entries (company_id) where status = 'active' and company_id is not null`.execute(db);
  await sql`create index blacklist_entries_tax_idx on blacklist_entries (upper(tax_id)) where tax_id is not null`.execute(db);
  await sql`create index blacklist_entries_name_trgm_idx on blacklist_entries using gin (name gin_trgm_ops)`.execute(db);
  await sql`
    create table blacklist_history (
      id serial primary key,
      entry_id integer not null references blacklist_entries(id),
      action text not null,
      snapshot jsonb not null,
      comment text,
      actor_user_id integer,
      actor_name text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index blacklist_history_entry_idx on blacklist_history (entry_id, created_at desc, id desc)`.execute(db);
  await sql`create index blacklist_history_created_idx on blacklist_history (created_at desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
