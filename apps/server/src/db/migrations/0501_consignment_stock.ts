import { sql, type Kysely } from 'kysely';

/** Consignment stock (spec 001 §3 'Consignment stock row'): each supplier's latest ERP snapshot. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table consignment_stock (
      id serial primary key,
      company_id integer not null references companies(id),
      material_pn text not null,
      description text,
      plant text not null,
      storage_location text not null,
      batch text,
      stock_qty numeric(16,3) not null check (stock_qty >= 0),
      unit text not null,
      data_time timestamptz not null
    )`.execute(db);
  await sql`create index consignment_stock_company_idx on consignment_stock (company_id, material_pn, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
