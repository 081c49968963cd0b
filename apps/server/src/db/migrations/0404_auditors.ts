import { sql, type Kysely } from 'kysely';

/** Auditor authorisations. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auditors (
      id serial primary key,
      user_id integer not null references users(id),
      auditor_type text not null check (auditor_type in ('prequalification','examination')),
      employee_id text not null,
      name text not null,
      telephone text,
      purchase_org text,
      category1 text,
      category2 text,
      vendor_type text check (vendor_type in ('aircraft','general')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index auditors_scope_idx on auditors (user_id, auditor_type, coalesce(purchase_org, ''), coalesce(category1, ''), coalesce(category2, ''), coalesce(vendor_type, ''))`.execute(db);
  await sql`create index auditors_type_idx on auditors (auditor_type, purchase_org, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
