import { sql, type Kysely } from 'kysely';

/** Supplier invitations (spec 001 §2, §3 'Invitation'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table invitations (
      id serial primary key,
      company_id integer not null references companies(id),
      company_name text not null,
      country text,
      tax_system text,
      tax_id text,
      email text not null,
      validity_days integer not null check (validity_days between 1 and 365),
      code text not null,
      comments text,
      status text not null default 'unsent' check (status in ('unsent','sent','registered')),
      sent_at timestamptz,
      expires_at timestamptz,
      inviter_user_id integer references users(id),
      registered_company_id integer references companies(id),
      registered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index invitations_code_idx on invitations (code)`.execute(db);
  await sql`create index invitations_company_created_idx on invitations (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index invitations_status_idx on invitations (company_id, status, expires_at, id)`.execute(db);
  await sql`create index invitations_name_trgm_idx on invitations using gin (company_name gin_trgm_ops)`.execute(db);
  await sql`create index invitations_tax_id_idx on invitations (upper(tax_id)) where status <> 'registered'`.execute(db);
  await sql`create index invitations_lower_name_idx on invitations (lower(company_name)) where status <> 'registered'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
