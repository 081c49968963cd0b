import { sql, type Kysely } from 'kysely';

/**
 * Sourcing I (issue 12): purchase requirements, RFx headers with their items, item clauses,
 * questions and notes, project team and invited bidders with their participation answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sourcing_rfx (
      id serial primary key,
      number text not null unique,
      type text not null,
      description text not null,
      purchase_org text not null,
      purchase_group text,
      plant text,
      status text not null default 'not_released' check (status in ('not_released','open','completed')),
      released_at timestamptz,
      deadline_at timestamptz,
      opening_at timestamptz,
      technical_open_at timestamptz,
      opened_at timestamptz,
      bid_validity_days integer,
      incoterms text,
      delivery_location text,
      delivery_address text,
      payment_term text,
      payment_note text,
      delivery_type text,
      first_delivery_date date,
      last_delivery_date date,
      allow_revision boolean not null default false,
      allow_offline_bid boolean not null default false,
      show_budget_price boolean not null default false,
      must_quote_all boolean not null default false,
      consignment boolean not null default false,
      accept_alternatives boolean not null default false,
      must_reply boolean not null default false,
      texts jsonb not null default '[]',
      password_holder_id integer references users(id),
      password_hash text,
      sap_sync_status text not null default 'not_synced' check (sap_sync_status in ('not_synced','synced','sync_failed')),
      item_count integer not null default 0,
      bidder_count integer not null default 0,
      deleted_at timestamptz,
      created_by integer not null references users(id),
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sourcing_rfx_list_idx on sourcing_rfx (created_at desc, id desc)`.execute(db);
  await sql`create index sourcing_rfx_status_idx on sourcing_rfx (status, deadline_at)`.execute(db);

  await sql`
    create table sourcing_requirements (
      id serial primary key,
      number text not null unique,
      status text not null default 'open' check (status in ('open','in_rfx')),
      material_type text,
      material_pn text not null,
      description text not null,
      quantity numeric(15,3) not null,
      unit text not null default 'EA',
      required_date date,
      plant text,
      purchase_org text,
      purchase_group text,
      delivery_location text,
      budget_price numeric(15,4),
      currency text,
      manufacturer_code text,
      manufacturer_name text,
      remark text,
      rfx_id integer references sourcing_rfx(id),
      requester_id integer not null references users(id),
      requester_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sourcing_requirements_list_idx on sourcing_requirements (created_at desc, id desc)`.execute(db);
  await sql`create index sourcing_requirements_pn_idx on sourcing_requirements (upper(material_pn) text_pattern_ops)`.execute(db);
  await sql`create index sourcing_requirements_rfx_idx on sourcing_requirements (rfx_id)`.execute(db);

  await sql`
    create table sourcing_rfx_items (
      id serial primary key,
      rfx_id integer not null references sourcing_rfx(id) on delete cascade,
      line_no integer not null,
      requirement_id integer references sourcing_requirements(id),
      material_type text,
      material_pn text not null,
      description text not null,
      purchase_category text,
      delivery_type text,
      delivery_note text,
      delivery_deadline date,
      first_delivery_date date,
      payment_term text,
      payment_note text,
      detailed_requirements text,
      accept_replacement boolean not null default false,
      special_requirements text,
      quantity numeric(15,3) not null,
      unit text not null default 'EA',
      budget_price numeric(15,4),
      budget_currency text,
      show_budget_price boolean not null default false,
      incoterms text,
      delivery_location text,
      delivery_address text,
      consignment boolean not null default false,
      manufacturer_code text,
      manufacturer_name text,
      clauses jsonb not null default '[]',
      unique (rfx_id, line_no)
    )`.execute(db);
  await sql`create index sourcing_rfx_items_pn_idx on sourcing_rfx_items (upper(material_pn) text_pattern_ops)`.execute(db);

  await sql`
    create table sourcing_rfx_team (
      rfx_id integer not null references sourcing_rfx(id) on delete cascade,
      user_id integer not null references users(id),
      primary key (rfx_id, user_id)
    )`.execute(db);

  await sql`
    create table sourcing_rfx_bidders (
      rfx_id integer not null references sourcing_rfx(id) on delete cascade,
      company_id integer not null references companies(id),
      invited_at timestamptz,
      participation text not null default 'pending' check (participation in ('pending','participating','declined')),
      decline_reason text,
      answered_at timestamptz,
      answered_by_name text,
      primary key (rfx_id, company_id)
    )`.execute(db);
  await sql`create index sourcing_rfx_bidders_company_idx on sourcing_rfx_bidders (company_id, rfx_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
