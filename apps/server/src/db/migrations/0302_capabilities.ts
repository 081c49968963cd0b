import { sql, type Kysely } from 'kysely';

/** Capability list applications (spec 001 §2 'Capability list', §4 'Capability page'). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence capability_application_no_seq`.execute(db);
  await sql`
    create table capability_applications (
      id serial primary key,
      company_id integer not null references companies(id),
      number text not null unique,
      procurement_type text not null,
      supply_ability text not null,
      qualification_status text not null,
      categories jsonb not null default '[]'::jsonb,
      items jsonb not null default '[]'::jsonb,
      remarks text,
      status text not null default 'to_be_submitted' check (status in ('to_be_submitted','under_review','audit_completed','no_pass')),
      audit_result text,
      applicant_user_id integer references users(id),
      applicant_name text not null,
      application_date date,
      prequal_no text,
      audit_no text,
      review_comment text,
      reviewer_user_id integer references users(id),
      reviewer_name text,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index capability_applications_company_idx on capability_applications (company_id, updated_at desc, id desc)`.execute(db);
  await sql`create index capability_applications_status_idx on capability_applications (status, updated_at desc, id desc)`.execute(db);
  await sql`create index capability_applications_categories_idx on capability_applications using gin (categories jsonb_path_ops)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
