import { sql, type Kysely } from 'kysely';

/** SAP integration outbox and its attempt log; the local vendor-code sequence. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sap_sync_records (
      id serial primary key,
      company_id integer not null references companies(id),
      kind text not null check (kind in ('create','update')),
      status text not null default 'pending' check (status in ('pending','synchronized','failed')),
      adapter text not null,
      payload jsonb not null,
      vendor_code text,
      attempts integer not null default 0,
      last_error text,
      requested_by integer,
      requested_by_name text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      synced_at timestamptz
    )`.execute(db);
  await sql`create index sap_sync_records_status_idx on sap_sync_records (status, updated_at desc, id desc)`.execute(db);
  await sql`create index sap_sync_records_company_idx on sap_sync_records (company_id, created_at desc, id desc)`.execute(db);
  await sql`
    create table sap_sync_logs (
      id serial primary key,
      record_id integer not null references sap_sync_records(id),
      attempt integer not null,
      ok boolean not null,
      http_status integer,
      message text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sap_sync_logs_record_idx on sap_sync_logs (record_id, id)`.execute(db);
  // Local vendor codes (spec 001 §3: 7-9 digits): 8 digits from 30000001, clear of the demo codes.
  await sql`create sequence sap_vendor_code_seq start 30000001 minvalue 1000000 maxvalue 999999999`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
