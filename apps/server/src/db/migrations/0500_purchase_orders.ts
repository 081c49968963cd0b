import { sql, type Kysely } from 'kysely';

/**
 * Purchase orders (issue 14; spec 001 §3 'Purchase order'): the current version of each order with
 * its items and delivery lines, earlier versions as snapshots, the supplier's requests and the
 * buyer's answers, and the ERP's integration clients (D-220..D-225).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_orders (
      id serial primary key,
      order_no text not null unique,
      version integer not null,
      company_id integer not null references companies(id),
      source text not null check (source in ('erp','manual','import')),
      content_hash text not null,
      purchase_dept text not null,
      order_type text not null,
      order_date date not null,
      buyer_user_id integer references users(id),
      buyer_name text not null,
      salesman text,
      tel text,
      email text,
      currency text not null,
      payment_terms text,
      incoterms text,
      delivery_address text,
      invoice_address text,
      remark text,
      vat_company text,
      vat_tax_id text,
      vat_address text,
      vat_tel text,
      vat_bank text,
      vat_account text,
      net_amount numeric(16,2) not null,
      vat_amount numeric(16,2) not null,
      fee numeric(16,2) not null default 0,
      total_amount numeric(16,2) not null,
      item_count integer not null,
      status text not null default 'new' check (status in ('new','acknowledged','change_requested','rejection_requested','cancellation_requested','rejected','cancelled','closed')),
      status_before_request text,
      supplier_note text,
      acknowledgement_no text,
      released_at timestamptz not null default now(),
      acknowledged_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index purchase_orders_company_idx on purchase_orders (company_id, updated_at desc, id desc)`.execute(db);
  await sql`create index purchase_orders_status_idx on purchase_orders (status, released_at)`.execute(db);
  await sql`create index purchase_orders_updated_idx on purchase_orders (updated_at desc, id desc)`.execute(db);

  await sql`
    create table purchase_order_items (
      id serial primary key,
      order_id integer not null references purchase_orders(id) on delete cascade,
      item_no integer not null,
      part_number text not null,
      description text,
      quantity numeric(14,3) not null check (quantity > 0),
      unit text not null,
      unit_price numeric(16,4) not null check (unit_price >= 0),
      vat_rate numeric(5,2) not null,
      net_amount numeric(16,2) not null,
      vat_amount numeric(16,2) not null,
      total numeric(16,2) not null,
      status text not null default 'open' check (status in ('open','acknowledged','change_requested','cancelled')),
      status_before_request text,
      original_ship_date date not null,
      requested_ship_date date not null,
      confirmed_ship_date date,
      reason text,
      unique (order_id, item_no)
    )`.execute(db);

  await sql`
    create table purchase_order_delivery_lines (
      id serial primary key,
      item_id integer not null references purchase_order_items(id) on delete cascade,
      line_no integer not null,
      ship_to_code text not null,
      delivery_address text,
      quantity numeric(14,3) not null check (quantity > 0),
      need_by_date date not null,
      unique (item_id, line_no)
    )`.execute(db);

  await sql`
    create table purchase_order_versions (
      id serial primary key,
      order_id integer not null references purchase_orders(id) on delete cascade,
      version integer not null,
      snapshot jsonb not null,
      replaced_at timestamptz not null default now(),
      unique (order_id, version)
    )`.execute(db);

  await sql`
    create table purchase_order_requests (
      id serial primary key,
      order_id integer not null references purchase_orders(id) on delete cascade,
      item_id integer references purchase_order_items(id) on delete set null,
      item_no integer,
      kind text not null check (kind in ('change','rejection','cancellation')),
      version integer not null,
      before_values jsonb,
      after_values jsonb,
      reason text not null,
      status text not null default 'pending' check (status in ('pending','accepted','refused')),
      requested_by_user_id integer references users(id),
      requested_by_name text not null,
      requested_at timestamptz not null default now(),
      answer_comment text,
      answered_by_user_id integer references users(id),
      answered_by_name text,
      answered_at timestamptz
    )`.execute(db);
  await sql`create index purchase_order_requests_order_idx on purchase_order_requests (order_id, id)`.execute(db);
  await sql`create index purchase_order_requests_pending_idx on purchase_order_requests (order_id) where status = 'pending'`.execute(db);

  await sql`
    create table integration_clients (
      id serial primary key,
      client_id text not null unique,
      secret_hash text not null,
      name text not null,
      enabled boolean not null default true,
      created_by integer references users(id),
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);

  // Buyers handle orders (D-224); the administrator role is rewritten from the catalogue by the base seed.
  await sql`update roles set permissions = array(select distinct unnest(permissions || array['po.view','po.manage']::text[])) where code = 'buyer' and builtin`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
