import { sql, type Kysely } from 'kysely';

/** Review chain records: evaluation stage and numbers, OA/QAUDIT approval tasks, inquiry approvers. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supplier_reviews (
      company_id integer primary key references companies(id),
      stage text not null default 'prequalification' check (stage in ('prequalification','assessment')),
      cycle_submitted_at timestamptz,
      application_no text not null unique,
      preaudit_no text unique,
      audit_no text unique,
      prequal_form jsonb,
      assessment_form jsonb,
      prequal_by text,
      prequal_at timestamptz,
      assessed_by text,
      assessed_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create sequence supplier_review_no_seq start 1`.execute(db);
  await sql`
    create table supplier_approval_tasks (
      id serial primary key,
      company_id integer not null references companies(id),
      system text not null check (system in ('OA','QAUDIT')),
      status text not null default 'pending' check (status in ('pending','approved','rejected')),
      adapter text not null,
      external_ref text,
      submitted_by integer,
      submitted_at timestamptz not null default now(),
      decided_by integer,
      decided_at timestamptz,
      comment text
    )`.execute(db);
  await sql`create index supplier_approval_tasks_company_idx on supplier_approval_tasks (company_id, submitted_at desc, id desc)`.execute(db);
  await sql`
    create table inquiry_approvers (
      id serial primary key,
      user_id integer not null references users(id),
      purchase_org text not null,
      category1 text,
      category2 text,
      supplier_type text check (supplier_type in ('aircraft','general')),
      remarks text,
      created_by integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index inquiry_approvers_scope_idx on inquiry_approvers (user_id, purchase_org, coalesce(category1, ''), coalesce(category2, ''), coalesce(supplier_type, ''))`.execute(db);
  await sql`create index inquiry_approvers_org_idx on inquiry_approvers (purchase_org, id)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
