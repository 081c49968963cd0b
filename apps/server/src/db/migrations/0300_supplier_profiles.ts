import { sql, type Kysely } from 'kysely';

/** One profile row per supplier company (created at registration), with its review and control statuses. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supplier_profiles (
      company_id integer primary key references companies(id),
      supplier_type text not null check (supplier_type in ('aircraft','general')),
      review_status text not null default 'draft',
      control_status text not null default 'normal',
      blacklisted boolean not null default false,
      wizard jsonb not null default '{}'::jsonb,
      invitation_id integer,
      inviting_user_id integer,
      submitted_at timestamptz,
      approved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_profiles_review_idx on supplier_profiles (review_status, updated_at desc, company_id)`.execute(db);
  await sql`create index supplier_profiles_control_idx on supplier_profiles (control_status, company_id)`.execute(db);
  // The timeline of every review, control and data-change action on a supplier (spec 001 §4).
  await sql`
    create table supplier_events (
      id serial primary key,
      company_id integer not null references companies(id),
      kind text not null,
      action text not null,
      from_status text,
      to_status text,
      comment text,
      attachments jsonb not null default '[]'::jsonb,
      actor_user_id integer,
      actor_name text,
      actor_company_id integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_events_company_idx on supplier_events (company_id, created_at desc, id desc)`.execute(db);
  // Name search on companies (3+ characters, Chinese or English): trigram indexes.
  await sql`create index companies_name_trgm_idx on companies using gin (name gin_trgm_ops)`.execute(db);
  await sql`create index companies_name_en_trgm_idx on companies using gin (name_en gin_trgm_ops)`.execute(db);
  await sql`create index companies_tax_id_idx on companies (upper(tax_id)) where tax_id is not null`.execute(db);
  await sql`create index companies_lower_name_idx on companies (lower(name))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
