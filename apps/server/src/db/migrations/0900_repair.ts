import { sql, type Kysely } from 'kysely';

/**
 * Repair (issue 15): inquiries to repair shops, each shop's stepped quotation with its tiers,
 * repair orders through the 18 maintenance statuses with their status changes and release
 * certificates per serial number, and repair bills.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table repair_inquiries (
      id serial primary key,
      number text not null unique,
      status text not null default 'sent' check (status in ('sent','awarded','closed')),
      pn text not null,
      description text not null,
      mpn text,
      manufacturer text,
      ata_chapter text,
      quantity numeric(15,3) not null,
      unit text not null,
      serial_numbers jsonb not null default '[]',
      material_group text not null,
      equipment_type text,
      priority text not null,
      condition_code text not null,
      certificate_requirement text not null,
      demand_date date,
      arrival_place text,
      repair_level text not null,
      pricing_method text not null,
      fault_content text not null,
      job_requirements text,
      quotation_deadline timestamptz not null,
      created_by integer not null references users(id),
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index repair_inquiries_list_idx on repair_inquiries (created_at desc, id desc)`.execute(db);
  await sql`create index repair_inquiries_pn_idx on repair_inquiries (upper(pn) text_pattern_ops)`.execute(db);

  await sql`
    create table repair_quotes (
      id serial primary key,
      inquiry_id integer not null references repair_inquiries(id),
      company_id integer not null references companies(id),
      status text not null default 'not_filled' check (status in ('not_filled','hold','submitted','no_offer')),
      test_fee numeric(15,4), repair_fee numeric(15,4), renovation_fee numeric(15,4), refit_fee numeric(15,4),
      fixed_repair_price numeric(15,4), fixed_renovation_price numeric(15,4), painting_fee numeric(15,4), exchange_fee numeric(15,4),
      handling_rate numeric(7,3), cap_fee numeric(15,4),
      claim_days integer, liability_shelf_days integer, liability_flight_hours integer, liability_flight_cycles integer,
      warranty_code text, warranty_value integer,
      lead_time_days integer, certificate_type text, process_code text, currency text, valid_until date,
      manufacturer_bears_freight boolean not null default false,
      remarks text, no_offer_reason text,
      tiers jsonb not null default '[]',
      awarded boolean not null default false,
      submitted_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (inquiry_id, company_id)
    )`.execute(db);
  await sql`create index repair_quotes_company_idx on repair_quotes (company_id, inquiry_id desc)`.execute(db);

  await sql`
    create table repair_orders (
      id serial primary key,
      order_no text not null unique,
      sequence_no integer not null default 10,
      business_type text not null default '2',
      inquiry_id integer not null references repair_inquiries(id),
      quote_id integer not null references repair_quotes(id),
      company_id integer not null references companies(id),
      status text not null default 'to_be_updated',
      status_since timestamptz not null,
      quoted_lead_days integer,
      quoted_amount numeric(15,4),
      cap_fee numeric(15,4),
      currency text,
      process_code text,
      warranty_code text,
      warranty_value integer,
      quotation_date date,
      approval_date date,
      receipt_date date,
      completion_date date,
      planned_completion_date date,
      supplier_issue_date date,
      return_waybill_no text,
      shipped_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index repair_orders_company_idx on repair_orders (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index repair_orders_list_idx on repair_orders (created_at desc, id desc)`.execute(db);
  await sql`create index repair_orders_status_idx on repair_orders (status, created_at desc)`.execute(db);
  await sql`create index repair_orders_inquiry_idx on repair_orders (inquiry_id)`.execute(db);

  await sql`
    create table repair_status_changes (
      id bigserial primary key,
      order_id integer not null references repair_orders(id),
      from_status text,
      to_status text not null,
      at timestamptz not null,
      actor_id integer,
      actor_name text,
      actor_side text not null,
      note text
    )`.execute(db);
  await sql`create index repair_status_changes_order_idx on repair_status_changes (order_id, id)`.execute(db);

  await sql`
    create table repair_certificates (
      id serial primary key,
      order_id integer not null references repair_orders(id),
      serial_no text not null,
      certificate_type text not null,
      certificate_no text not null,
      file_key text not null,
      uploaded_at timestamptz not null,
      unique (order_id, serial_no)
    )`.execute(db);

  await sql`
    create table repair_bills (
      id serial primary key,
      order_id integer not null unique references repair_orders(id),
      company_id integer not null references companies(id),
      status text not null default 'pending_review' check (status in ('pending_review','approved','not_approved')),
      invoice_no text not null,
      invoice_amount numeric(15,2) not null,
      tax_rate numeric(7,3) not null,
      fixed_price numeric(15,2) not null,
      equipment_cost numeric(15,2) not null,
      man_hour_fee numeric(15,2) not null,
      tax_amount numeric(15,2) not null,
      total numeric(15,2) not null,
      currency text not null,
      supplier_notes text,
      over_quotation boolean not null default false,
      over_cap boolean not null default false,
      reason text,
      submitted_at timestamptz not null,
      reviewed_at timestamptz,
      reviewer_name text
    )`.execute(db);
  await sql`create index repair_bills_status_idx on repair_bills (status, submitted_at desc)`.execute(db);
}
