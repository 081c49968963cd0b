import { sql, type Kysely } from 'kysely';

/**
 * Second factors (issue 32 item 2, D-600..D-604): a TOTP secret per account (confirmed once a code
 * matched; the last accepted time step refuses a replay), recovery codes (SHA-256 only), the
 * short-lived second step of a sign-in (`mfa_token`, SHA-256 only), a company's requirement of a
 * second factor for its employees, and the factor each sign-in used in the account log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_totp (
      user_id integer primary key references users(id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_step bigint,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table user_recovery_codes (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      code_hash text not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index user_recovery_codes_user_idx on user_recovery_codes (user_id)`.execute(db);
  await sql`
    create table mfa_challenges (
      id serial primary key,
      token_hash text not null unique,
      user_id integer not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('verify', 'enrol')),
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index mfa_challenges_expires_idx on mfa_challenges (expires_at)`.execute(db);
  await sql`
    create table company_security (
      company_id integer primary key references companies(id) on delete cascade,
      require_second_factor boolean not null default false,
      updated_by integer,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`alter table login_logs add column factor text`.execute(db);
}
