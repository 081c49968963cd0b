import { sql, type Kysely } from 'kysely';

/**
 * Agreements / contracts and exchange rates (issue 13 items 2, 4, 5; D-270..D-279): the current
 * version of each agreement with its lines and contract clauses, earlier versions as snapshots,
 * and the sysadmins' dated exchange rates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table exchange_rates (
      id serial primary key,
      from_currency text not null,
      to_currency text not null check (to_currency <> from_currency),
      rate numeric(18,8) not null check (rate > 0),
      valid_from date not null,
      note text,
      updated_by text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (from_currency, to_currency, valid_from)
    )`.execute(db);

  await sql`
    create table agreements (
      id serial primary key,
      agreement_no text not null unique,
      version integer not null default 1,
      company_id integer not null references companies(id),
      title text not null,
      status text not null default 'draft' check (status in ('draft','sent','confirmed','refused','active','expired','cancelled')),
      currency text not null,
      incoterms text not null,
      incoterms_place text,
      payment_terms text not null,
      valid_from date not null,
      valid_to date not null check (valid_to >= valid_from),
      remark text,
      source text not null default 'manual' check (source in ('manual','award')),
      source_ref text,
      buyer_user_id integer references users(id),
      buyer_name text not null,
      total_amount numeric(18,2) not null default 0,
      total_quantity numeric(18,3) not null default 0,
      line_count integer not null default 0,
      refuse_reason text,
      cancel_reason text,
      sent_at timestamptz,
      answered_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index agreements_company_idx on agreements (company_id, updated_at desc, id desc)`.execute(db);
  await sql`create index agreements_updated_idx on agreements (updated_at desc, id desc)`.execute(db);
  await sql`create index agreements_validity_idx on agreements (status, valid_to, valid_from)`.execute(db);
  // The agreement report's order (newest validity first): the first page walks this index.
  await sql`create index agreements_report_idx on agreements (valid_from desc, id desc)`.execute(db);

  await sql`
    create table agreement_lines (
      id serial primary key,
      agreement_id integer not null references agreements(id) on delete cascade,
      line_no integer not null,
      part_number text not null,
      description text,
      category text not null,
      quantity numeric(14,3) not null check (quantity > 0),
      unit text not null,
      unit_price numeric(16,4) not null check (unit_price >= 0),
      amount numeric(18,2) not null,
      lead_time_days integer,
      unique (agreement_id, line_no)
    )`.execute(db);
  await sql`create index agreement_lines_category_idx on agreement_lines (category, agreement_id)`.execute(db);
  // P/N "contains" searches of the agreement query and report (pg_trgm, created by 0001).
  await sql`create index agreement_lines_part_trgm_idx on agreement_lines using gin (part_number gin_trgm_ops)`.execute(db);

  await sql`
    create table agreement_clauses (
      id serial primary key,
      agreement_id integer not null references agreements(id) on delete cascade,
      seq integer not null,
      contract_type text not null,
      contract_no text not null,
      contract_name text not null,
      clause_no text not null,
      clause_text text not null,
      unique (agreement_id, seq)
    )`.execute(db);

  await sql`
    create table agreement_versions (
      id serial primary key,
      agreement_id integer not null references agreements(id) on delete cascade,
      version integer not null,
      snapshot jsonb not null,
      created_at timestamptz not null default now(),
      unique (agreement_id, version)
    )`.execute(db);

  // Buyers handle agreements (D-277); the administrator role is rewritten from the catalogue by the base seed.
  await sql`update roles set permissions = array(select distinct unnest(permissions || array['agreements.view','agreements.manage']::text[])) where code = 'buyer' and builtin`.execute(db);
}
