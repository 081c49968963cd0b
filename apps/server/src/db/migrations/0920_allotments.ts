import { sql, type Kysely } from 'kysely';

/**
 * Inter-base allotment (issue 17 item 1; D-391..D-396): a base's demand for parts from another
 * base, its instruction, pick-up, dispatch and receipt. `shipment_id` is the domestic shipment the
 * instruction opened in the logistics module (D-392; no foreign key across modules: the allotment
 * reads it through logistics' index). Lines carry the picked and received quantities.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table allotments (
      id serial primary key,
      number text not null unique,
      status text not null default 'draft',
      from_base text not null,
      to_base text not null,
      required_date date not null,
      priority text not null,
      reason text not null,
      remark text,
      shipment_id integer,
      shipment_number text,
      picker text,
      waybill text,
      carrier text,
      transport_type text,
      etd date,
      transit_base text,
      last_note text,
      created_by integer references users(id),
      created_by_name text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (from_base <> to_base)
    )`.execute(db);
  await sql`create index allotments_status_idx on allotments (status, updated_at desc, id)`.execute(db);
  await sql`create index allotments_updated_idx on allotments (updated_at desc, id)`.execute(db);
  await sql`
    create table allotment_lines (
      id serial primary key,
      allotment_id integer not null references allotments(id) on delete cascade,
      line_no integer not null,
      part_number text not null,
      description text,
      quantity numeric(14,3) not null check (quantity > 0),
      unit text not null,
      picked_qty numeric(14,3) not null default 0,
      received_qty numeric(14,3),
      unique (allotment_id, line_no)
    )`.execute(db);
  await sql`create index allotment_lines_part_idx on allotment_lines (upper(part_number))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
