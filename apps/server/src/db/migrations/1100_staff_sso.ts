import { sql, type Kysely } from 'kysely';

/**
 * Single sign-on for staff with OpenID Connect (issue 32 item 3, D-620..D-625): the system
 * administrator's settings (one row; the client secret sealed with AES-256-GCM), and the pending
 * sign-ins (state, nonce, PKCE verifier and the browser binding) between the start and the callback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sso_settings (
      id integer primary key check (id = 1),
      enabled boolean not null default false,
      provider_name text not null default '',
      issuer text not null default '',
      client_id text not null default '',
      client_secret_sealed text,
      scopes text not null default 'openid email profile',
      match_claim text not null default 'email',
      match_field text not null default 'email' check (match_field in ('email', 'account')),
      name_claim text not null default 'name',
      provisioning boolean not null default false,
      staff_password_off boolean not null default false,
      updated_by integer,
      updated_at timestamptz
    )`.execute(db);
  await sql`
    create table sso_logins (
      state_hash text primary key,
      browser_hash text not null,
      nonce text not null,
      code_verifier text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index sso_logins_expires_idx on sso_logins (expires_at)`.execute(db);
}
