import { sql, type Kysely } from 'kysely';

/**
 * Security keys (WebAuthn, issue 32 item 1, D-604..D-606): the credentials bound to an account,
 * labelled with the spec's hardware-key serial; a requirement of a key per role or per user; the
 * WebAuthn challenge of a sign-in's second step or of a binding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table security_keys (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0,
      transports text,
      label text not null,
      created_by integer,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index security_keys_user_idx on security_keys (user_id)`.execute(db);
  await sql`
    create table security_key_requirements (
      kind text not null check (kind in ('role', 'user')),
      ref_id integer not null,
      created_at timestamptz not null default now(),
      primary key (kind, ref_id)
    )`.execute(db);
  await sql`alter table mfa_challenges add column webauthn_challenge text`.execute(db);
  await sql`alter table mfa_challenges drop constraint mfa_challenges_purpose_check`.execute(db);
  await sql`alter table mfa_challenges add constraint mfa_challenges_purpose_check check (purpose in ('verify', 'enrol', 'register'))`.execute(db);
}
