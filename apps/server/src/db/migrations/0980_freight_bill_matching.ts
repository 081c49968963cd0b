import { sql, type Kysely } from 'kysely';

/**
 * The freight-bill reconciliation at scale (issue 17 figures, D-436..D-438): the bills' waybills as
 * rows (`freight_bill_waybills`, kept in step by the freight-bills repo) for the duplicate check, the
 * shipments' waybill numbers indexed upper-cased for the batch shipment look-up, and a stored match
 * summary per bill (differences, amount at stake, when and how strictly checked) read by report E.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table freight_bill_waybills (
      bill_id integer not null references freight_bills(id) on delete cascade,
      company_id integer not null,
      waybill text not null,
      primary key (bill_id, waybill)
    )`.execute(db);
  await sql`insert into freight_bill_waybills (bill_id, company_id, waybill) select distinct b.id, b.company_id, w from freight_bills b cross join unnest(b.waybill_nos) w`.execute(db);
  await sql`create index freight_bill_waybills_lookup_idx on freight_bill_waybills (company_id, waybill)`.execute(db);
  await sql`
    alter table freight_bills
      add column match_differences integer,
      add column match_amount numeric(14,2),
      add column match_strict boolean,
      add column match_checked_at timestamptz,
      add column match_dirty_at timestamptz`.execute(db);
  await sql`create index shipments_awb_upper_idx on shipments (upper(awb))`.execute(db);
  await sql`create index shipments_master_upper_idx on shipments (upper(master_waybill))`.execute(db);
  await sql`create index shipments_house_upper_idx on shipments (upper(house_waybill))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
