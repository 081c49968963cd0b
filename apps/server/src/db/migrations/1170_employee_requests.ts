import { sql, type Kysely } from 'kysely';

/**
 * Employee sign-up requests (issue 28 item 7, D-720..D-723): a person asks to join an existing
 * supplier; the company administrator approves (creating the account) or refuses with a reason.
 * One pending request per user ID across the portal (the unique index), so two approvals cannot
 * create the same account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table employee_requests (
      id serial primary key,
      company_id integer not null references companies(id) on delete cascade,
      real_name text not null,
      account text not null,
      email text not null,
      mobile text not null,
      password_hash text not null,
      lang text not null,
      note text,
      status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
      reason text,
      user_id integer references users(id) on delete set null,
      decided_by integer references users(id) on delete set null,
      decided_by_name text,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index employee_requests_company on employee_requests (company_id, status, created_at desc, id desc)`.execute(db);
  await sql`create unique index employee_requests_pending_account on employee_requests (lower(account)) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists employee_requests`.execute(db);
}
