import { sql, type Kysely } from 'kysely';

/**
 * Electronic freight bills (spec 001 §3 'Electronic bill', issue 17) and rate cards per forwarder
 * and route with effective dates. A bill is its forwarder company's; the invoice number is unique
 * per forwarder (duplicate detection, D-363), so is the bill number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table freight_bills (
      id serial primary key,
      company_id integer not null references companies(id),
      number text not null,
      invoice_no text not null,
      invoice_date date not null,
      transport_mode text not null,
      material_level text not null,
      origin text not null,
      destination text not null,
      transport_level text not null,
      billing_mode text not null,
      net_weight numeric(12,3) not null check (net_weight > 0),
      weight_unit text not null,
      currency text not null,
      invoice_amount numeric(14,2) not null check (invoice_amount >= 0),
      total_freight numeric(14,2) not null check (total_freight >= 0),
      fee_operation numeric(14,2) not null,
      fee_level numeric(14,2) not null,
      fee_billing numeric(14,2) not null,
      fee_route numeric(14,2) not null,
      fee_additional numeric(14,2) not null,
      waybill_nos text[] not null default '{}',
      remark text,
      status text not null default 'draft',
      source text not null default 'manual',
      feedback_date date,
      review_comment text,
      reviewer_user_id integer references users(id),
      reviewer_name text,
      submitted_at timestamptz,
      created_by integer references users(id),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create unique index freight_bills_invoice_uq on freight_bills (company_id, invoice_no)`.execute(db);
  await sql`create unique index freight_bills_number_uq on freight_bills (company_id, number)`.execute(db);
  await sql`create index freight_bills_status_idx on freight_bills (status, updated_at desc, id)`.execute(db);
  await sql`create index freight_bills_company_idx on freight_bills (company_id, updated_at desc, id)`.execute(db);
  await sql`create index freight_bills_waybills_idx on freight_bills using gin (waybill_nos)`.execute(db);
  await sql`
    create table freight_rate_cards (
      id serial primary key,
      company_id integer not null references companies(id),
      origin text not null,
      destination text not null,
      transport_mode text not null,
      currency text not null,
      rate_per_kg numeric(12,4) not null check (rate_per_kg >= 0),
      min_charge numeric(14,2) not null default 0 check (min_charge >= 0),
      effective_from date not null,
      effective_to date,
      remark text,
      created_by integer references users(id),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (effective_to is null or effective_to >= effective_from)
    )`.execute(db);
  await sql`create index freight_rate_cards_route_idx on freight_rate_cards (company_id, upper(origin), upper(destination), transport_mode, currency, effective_from desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
