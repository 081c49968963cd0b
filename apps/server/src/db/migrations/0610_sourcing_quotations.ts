import { sql, type Kysely } from 'kysely';

/**
 * Sourcing quotations (issue 12 items 3-5): the supplier's live quotation per RFx with its items
 * (a draft's working copy), every submitted version sealed (D-257), the append-only opening log
 * chained by hashes (D-258), the deadline's close mark on the RFx and the `expired` answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sourcing_rfx add column quoting_closed_at timestamptz`.execute(db);
  await sql`alter table sourcing_rfx_bidders drop constraint sourcing_rfx_bidders_participation_check`.execute(db);
  await sql`alter table sourcing_rfx_bidders add constraint sourcing_rfx_bidders_participation_check check (participation in ('pending','participating','declined','expired'))`.execute(db);
  await sql`create index sourcing_rfx_deadline_idx on sourcing_rfx (deadline_at) where status = 'open' and quoting_closed_at is null`.execute(db);

  await sql`
    create table sourcing_quotations (
      id serial primary key,
      number text not null unique,
      rfx_id integer not null references sourcing_rfx(id),
      company_id integer not null references companies(id),
      status text not null default 'draft' check (status in ('draft','submitted','not_quoted')),
      version integer not null default 0,
      validity_days integer,
      currency text,
      incoterms text,
      delivery_location text,
      payment_term text,
      payment_note text,
      remark text,
      answers jsonb not null default '[]',
      supplier_questions jsonb not null default '[]',
      item_count integer not null default 0,
      submitted_at timestamptz,
      submitted_by_name text,
      opened_at timestamptz,
      sap_sync_status text not null default 'not_synced' check (sap_sync_status in ('not_synced','synced','sync_failed')),
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (rfx_id, company_id)
    )`.execute(db);
  await sql`create index sourcing_quotations_company_idx on sourcing_quotations (company_id, updated_at desc, id desc)`.execute(db);

  await sql`
    create table sourcing_quotation_items (
      quotation_id integer not null references sourcing_quotations(id) on delete cascade,
      rfx_item_id integer not null references sourcing_rfx_items(id),
      line_no integer not null,
      no_bid boolean not null default false,
      quote_qty numeric(15,3),
      unit_price numeric(15,4),
      currency text,
      price_unit integer not null default 1,
      vat_rate numeric(5,2),
      other_fees jsonb not null default '[]',
      lead_time_days integer,
      postponed boolean not null default false,
      postponed_date date,
      alternative_pn text,
      manufacturer_pn text,
      manufacturer_code text,
      manufacturer_name text,
      special_notes text,
      primary key (quotation_id, rfx_item_id)
    )`.execute(db);

  await sql`
    create table sourcing_quotation_versions (
      quotation_id integer not null references sourcing_quotations(id) on delete cascade,
      version integer not null,
      sealed text not null,
      seal_hash text not null,
      submitted_at timestamptz not null,
      submitted_by_name text not null,
      primary key (quotation_id, version)
    )`.execute(db);

  await sql`
    create table sourcing_opening_log (
      seq serial primary key,
      rfx_id integer not null references sourcing_rfx(id),
      at timestamptz not null,
      actor_id integer references users(id),
      actor_name text,
      how text not null check (how in ('early','scheduled')),
      quotation_count integer not null,
      quotations_hash text not null,
      prev_hash text not null,
      hash text not null unique
    )`.execute(db);
  await sql`create index sourcing_opening_log_rfx_idx on sourcing_opening_log (rfx_id, seq)`.execute(db);
  // Append-only: the database refuses to change or remove an entry.
  await sql`
    create function sourcing_opening_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'sourcing_opening_log is append-only';
    end $$`.execute(db);
  await sql`create trigger sourcing_opening_log_no_change before update or delete on sourcing_opening_log for each row execute function sourcing_opening_log_append_only()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
