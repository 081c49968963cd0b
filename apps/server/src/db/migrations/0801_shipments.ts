import { sql, type Kysely } from 'kysely';

/**
 * Shipment (transport) notices (issue 16; spec 001 §3 'Shipment and logistics'): the notice with
 * its shipment, customs and delivery fields, its cargo lines (order, item, batch), pick-ups,
 * the eight milestones of spec 001 §4, the numbers it is found by, and suppliers' despatches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table shipments (
      id serial primary key,
      number text not null unique,
      direction text not null check (direction in ('intl_out', 'intl_in', 'dom_out', 'dom_in')),
      status text not null,
      transport_type text not null check (transport_type in ('air', 'land')),
      service_mode text,
      quick_parcel_tier text,
      service_priority text,
      trade_term text,
      waybill_level text,
      master_waybill text,
      house_waybill text,
      packing_list_no text,
      awb text,
      dangerous boolean not null default false,
      un_number text,
      special_transport text,
      dry_ice boolean not null default false,
      dry_ice_kg numeric(12,3),
      pieces integer not null default 0,
      gross_weight numeric(14,3),
      length_cm numeric(10,1),
      width_cm numeric(10,1),
      height_cm numeric(10,1),
      chargeable_weight numeric(14,3),
      packing_type text,
      package_size text,
      freight numeric(16,2),
      fee numeric(16,2),
      currency text,
      shipper_country text not null,
      shipper_province text,
      shipper_city text not null,
      consignee_country text not null,
      consignee_province text,
      consignee_city text not null,
      consignee_company text,
      consignee_person text,
      origin_port text not null,
      transit_port text,
      destination_port text not null,
      actual_port text,
      carrier text,
      flight_no text,
      vehicle_model text,
      vehicle_plate text,
      etd timestamptz,
      eta timestamptz,
      atd timestamptz,
      ata timestamptz,
      export_agent_id integer references logistics_master(id),
      forwarder_id integer references logistics_master(id),
      forwarder_company_id integer references companies(id),
      last_leg_forwarder_id integer references logistics_master(id),
      last_leg_company_id integer references companies(id),
      supplier_company_id integer references companies(id),
      inland_waybill_no text,
      external_contract_no text,
      clearance jsonb,
      delivery jsonb,
      remark text,
      created_by integer,
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index shipments_list_idx on shipments (direction, created_at desc, id desc)`.execute(db);
  await sql`create index shipments_status_idx on shipments (status, id desc)`.execute(db);
  await sql`create index shipments_fwd_idx on shipments (forwarder_company_id, status, id desc)`.execute(db);
  await sql`create index shipments_last_fwd_idx on shipments (last_leg_company_id, status, id desc)`.execute(db);
  await sql`
    create table shipment_cargo (
      id serial primary key,
      shipment_id integer not null references shipments(id) on delete cascade,
      line_no integer not null,
      order_id integer,
      order_item_id integer,
      order_no text,
      item_no integer,
      part_number text not null,
      batch text,
      description text,
      quantity numeric(16,3) not null check (quantity > 0),
      picked_qty numeric(16,3) not null default 0 check (picked_qty >= 0 and picked_qty <= quantity),
      unit text not null default 'EA',
      business_type text not null,
      receiving_place text,
      box_no text,
      despatch_line_id integer
    )`.execute(db);
  await sql`create index shipment_cargo_shipment_idx on shipment_cargo (shipment_id, line_no)`.execute(db);
  await sql`
    create table shipment_pickups (
      id serial primary key,
      shipment_id integer not null references shipments(id) on delete cascade,
      cargo_id integer not null references shipment_cargo(id) on delete cascade,
      leg text not null check (leg in ('first', 'last')),
      quantity numeric(16,3) not null check (quantity > 0),
      picker text not null,
      contact text,
      picked_at timestamptz not null,
      company_id integer not null,
      created_by integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index shipment_pickups_shipment_idx on shipment_pickups (shipment_id, id)`.execute(db);
  await sql`
    create table shipment_milestones (
      id serial primary key,
      shipment_id integer not null references shipments(id) on delete cascade,
      milestone text not null,
      seq integer not null,
      at timestamptz not null,
      actor_user_id integer,
      actor_name text not null,
      actor_side text not null,
      unique (shipment_id, milestone)
    )`.execute(db);
  await sql`
    create table shipment_numbers (
      shipment_id integer not null references shipments(id) on delete cascade,
      value text not null,
      kind text not null,
      primary key (value, shipment_id, kind)
    )`.execute(db);
  await sql`create index shipment_numbers_shipment_idx on shipment_numbers (shipment_id)`.execute(db);
  await sql`
    create table despatches (
      id serial primary key,
      number text not null unique,
      company_id integer not null references companies(id),
      packing_list_no text not null,
      ship_date date not null,
      receiving_place text not null,
      trade_term text not null,
      remark text,
      shipment_id integer references shipments(id) on delete set null,
      created_by integer,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index despatches_company_idx on despatches (company_id, id desc)`.execute(db);
  await sql`
    create table despatch_lines (
      id serial primary key,
      despatch_id integer not null references despatches(id) on delete cascade,
      order_id integer not null,
      order_item_id integer not null,
      quantity numeric(16,3) not null check (quantity > 0),
      batch text,
      box_no text
    )`.execute(db);
  await sql`create index despatch_lines_item_idx on despatch_lines (order_item_id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
