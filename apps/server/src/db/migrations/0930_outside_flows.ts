import { sql, type Kysely } from 'kysely';

/**
 * Outside flows (issue 17 item 2, D-400): instructions for cargo moving outside the company's own
 * shipment notices, with their cargo lines and the pick-up, dispatch, customs and receive steps
 * on the row. A flow with a forwarder is that forwarder company's (`forwarder_company_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outside_flows (
      id serial primary key,
      number text not null unique,
      status text not null default 'draft',
      direction text not null,
      scope text not null,
      shipper text not null,
      consignee text not null,
      origin_port text not null,
      destination_port text not null,
      transport_mode text not null,
      forwarder_id integer references logistics_master(id),
      forwarder_company_id integer references companies(id),
      source text not null default 'manual',
      source_shipment_id integer references shipments(id),
      remark text,
      total_qty numeric(14,3) not null,
      pickup_qty numeric(14,3),
      picker text,
      picked_at timestamptz,
      waybill_no text,
      carrier text,
      flight_no text,
      etd timestamptz,
      declaration_no text,
      cleared_at timestamptz,
      duties numeric(14,2),
      duties_currency text,
      received_qty numeric(14,3),
      receiver text,
      received_at timestamptz,
      created_by integer references users(id),
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index outside_flows_status_idx on outside_flows (status, updated_at desc, id)`.execute(db);
  await sql`create index outside_flows_forwarder_idx on outside_flows (forwarder_company_id, status, updated_at desc, id)`.execute(db);
  await sql`
    create table outside_flow_lines (
      id serial primary key,
      flow_id integer not null references outside_flows(id) on delete cascade,
      line_no integer not null,
      part_number text not null,
      description text,
      quantity numeric(14,3) not null check (quantity > 0),
      unit text not null,
      weight_kg numeric(12,3),
      length_cm numeric(10,2),
      width_cm numeric(10,2),
      height_cm numeric(10,2),
      dangerous boolean not null default false,
      unique (flow_id, line_no)
    )`.execute(db);
  await sql`create index outside_flow_lines_pn_idx on outside_flow_lines (upper(part_number))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
