import { sql, type Kysely } from 'kysely';

/**
 * The Excel import pipeline (issue 10 item 6): one `imports` row per uploaded workbook (who, when,
 * file, counts, status) and its parsed rows with their errors in `import_rows`, so the preview and
 * the commit are separate requests that any server process can answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table imports (
      id serial primary key,
      import_key text not null,
      company_id integer not null references companies(id),
      params jsonb not null default '{}'::jsonb,
      file_name text not null,
      file_size integer not null,
      file_sha256 text not null,
      status text not null check (status in ('invalid','ready','committed','cancelled')),
      total_rows integer not null,
      error_rows integer not null,
      committed_rows integer,
      created_by integer references users(id) on delete set null,
      created_at timestamptz not null default now(),
      committed_by integer references users(id) on delete set null,
      committed_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index imports_key_company_idx on imports (import_key, company_id, id desc)`.execute(db);
  await sql`
    create table import_rows (
      import_id integer not null references imports(id) on delete cascade,
      row_number integer not null,
      cells jsonb not null,
      errors jsonb,
      primary key (import_id, row_number)
    )`.execute(db);
  await sql`create index import_rows_errors_idx on import_rows (import_id, row_number) where errors is not null`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
