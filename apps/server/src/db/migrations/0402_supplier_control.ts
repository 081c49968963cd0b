import { sql, type Kysely } from 'kysely';

/** Freeze / unfreeze requests (request, finance approval, result). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supplier_freeze_requests (
      id serial primary key,
      request_no text not null unique,
      company_id integer not null references companies(id),
      kind text not null check (kind in ('freeze','unfreeze')),
      status text not null default 'pending' check (status in ('pending','approved','rejected','withdrawn')),
      reason text not null,
      attachments jsonb not null default '[]'::jsonb,
      status_before text,
      requested_by integer not null,
      requested_by_name text not null,
      requested_at timestamptz not null default now(),
      finance_user_id integer,
      finance_user_name text,
      finance_comment text,
      finance_attachments jsonb not null default '[]'::jsonb,
      decided_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_freeze_requests_status_idx on supplier_freeze_requests (status, requested_at desc, id desc)`.execute(db);
  await sql`create index supplier_freeze_requests_company_idx on supplier_freeze_requests (company_id, requested_at desc, id desc)`.execute(db);
  // At most one request awaiting finance per supplier.
  await sql`create unique index supplier_freeze_requests_pending_idx on supplier_freeze_requests (company_id) where status = 'pending'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
