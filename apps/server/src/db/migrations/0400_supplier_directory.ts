import { sql, type Kysely } from 'kysely';

/** Staff-maintained supplier master data (purchasing data, supply scope, address and contacts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supplier_master_data (
      company_id integer primary key references companies(id),
      purchase_org text,
      purchase_group text,
      payment_terms text,
      incoterms text,
      currency text,
      website text,
      categories jsonb not null default '[]'::jsonb,
      address jsonb not null default '{}'::jsonb,
      contacts jsonb not null default '[]'::jsonb,
      updated_by integer,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_master_data_org_idx on supplier_master_data (purchase_org, company_id)`.execute(db);
  // Official-supplier list: keyset on (name, id) among suppliers.
  await sql`create index supplier_profiles_official_idx on supplier_profiles (company_id) where review_status = 'synchronized_to_sap'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
