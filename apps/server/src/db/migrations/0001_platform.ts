import { sql, type Kysely } from 'kysely';

/** Platform tables: companies, users, roles, sessions, logs, dictionaries, files, outbox, jobs. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create table companies (
      id serial primary key,
      type text not null check (type in ('staff','supplier','forwarder')),
      name text not null,
      name_en text,
      country text,
      tax_system text,
      tax_id text,
      vendor_code text,
      supplier_type text,
      status text not null default 'active',
      time_zone text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Spec 000 §9: the staff company is id 2; other companies start above the reserved range.
  await sql`alter sequence companies_id_seq restart with 100`.execute(db);
  await sql`create index companies_type_name_idx on companies (type, name, id)`.execute(db);
  await sql`create unique index companies_vendor_code_idx on companies (vendor_code) where vendor_code is not null`.execute(db);

  await sql`
    create table users (
      id serial primary key,
      company_id integer not null references companies(id),
      account text not null,
      real_name text not null,
      email text,
      mobile text,
      phone text,
      password_hash text not null,
      enabled boolean not null default true,
      frozen boolean not null default false,
      is_company_admin boolean not null default false,
      failed_logins integer not null default 0,
      locked_until timestamptz,
      last_login_at timestamptz,
      password_changed_at timestamptz,
      language text,
      country text,
      time_zone text,
      hardware_key text,
      avatar text,
      preferences jsonb not null default '{}'::jsonb,
      created_by integer,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_account_idx on users (lower(account))`.execute(db);
  await sql`create index users_company_idx on users (company_id, id)`.execute(db);

  await sql`
    create table roles (
      id serial primary key,
      company_id integer not null references companies(id),
      kind text not null check (kind in ('staff','post','forwarder')),
      code text not null,
      name_zh text not null,
      name_en text not null,
      description text,
      permissions text[] not null default '{}',
      builtin boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (company_id, code)
    )`.execute(db);
  await sql`
    create table user_roles (
      user_id integer not null references users(id) on delete cascade,
      role_id integer not null references roles(id) on delete cascade,
      primary key (user_id, role_id)
    )`.execute(db);
  await sql`create index user_roles_role_idx on user_roles (role_id)`.execute(db);

  await sql`
    create table sessions (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      access_hash text not null,
      refresh_hash text not null,
      access_expires_at timestamptz not null,
      refresh_expires_at timestamptz not null,
      revoked_at timestamptz,
      replaced_by integer,
      ip text,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index sessions_access_idx on sessions (access_hash)`.execute(db);
  await sql`create unique index sessions_refresh_idx on sessions (refresh_hash)`.execute(db);
  await sql`create index sessions_user_idx on sessions (user_id)`.execute(db);

  await sql`create table captchas (key text primary key, answer text not null, expires_at timestamptz not null, used_at timestamptz)`.execute(db);
  await sql`create table rate_limits (key text primary key, window_start timestamptz not null, count integer not null)`.execute(db);

  await sql`
    create table login_logs (
      id serial primary key,
      user_id integer,
      account text not null,
      company_id integer,
      event text not null,
      reason text,
      ip text,
      mac text,
      user_agent text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_logs_created_idx on login_logs (created_at desc, id desc)`.execute(db);
  await sql`create index login_logs_account_idx on login_logs (lower(account), created_at desc)`.execute(db);

  await sql`
    create table operation_logs (
      id serial primary key,
      user_id integer,
      account text,
      user_name text,
      company_id integer,
      company_name text,
      op_type text not null,
      description text not null,
      method text not null,
      path text not null,
      status integer not null,
      ip text,
      mac text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index operation_logs_created_idx on operation_logs (created_at desc, id desc)`.execute(db);
  await sql`create index operation_logs_company_idx on operation_logs (company_id, created_at desc)`.execute(db);

  await sql`
    create table dict_items (
      id serial primary key,
      domain text not null,
      value text not null,
      text_zh text not null,
      text_en text not null,
      extra jsonb,
      sort integer not null default 0,
      enabled boolean not null default true,
      updated_at timestamptz not null default now(),
      unique (domain, value)
    )`.execute(db);

  await sql`
    create table files (
      id text primary key,
      storage_key text not null,
      filename text not null,
      content_type text not null,
      size bigint not null,
      sha256 text not null,
      company_id integer not null,
      uploaded_by integer,
      owner_type text,
      owner_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index files_owner_idx on files (owner_type, owner_id)`.execute(db);
  await sql`create index files_company_idx on files (company_id, created_at desc)`.execute(db);

  await sql`
    create table outbox (
      id serial primary key,
      channel text not null check (channel in ('mail','sms')),
      recipient text not null,
      subject text not null,
      body text not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      last_error text,
      company_id integer,
      user_id integer,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index outbox_created_idx on outbox (created_at desc, id desc)`.execute(db);
  await sql`create index outbox_recipient_idx on outbox (recipient, created_at desc)`.execute(db);

  await sql`
    create table jobs (
      id serial primary key,
      queue text not null,
      payload jsonb not null default '{}'::jsonb,
      run_at timestamptz not null default now(),
      attempts integer not null default 0,
      max_attempts integer not null default 5,
      status text not null default 'queued',
      last_error text,
      locked_at timestamptz,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index jobs_ready_idx on jobs (status, run_at) where status in ('queued','running')`.execute(db);

  await sql`
    create table verification_codes (
      id serial primary key,
      purpose text not null,
      channel text not null,
      target text not null,
      user_id integer,
      code text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index verification_codes_target_idx on verification_codes (purpose, target, created_at desc)`.execute(db);

  await sql`
    create table notices (
      id serial primary key,
      company_id integer,
      user_id integer,
      side text not null,
      title_zh text not null,
      title_en text not null,
      body_zh text not null,
      body_en text not null,
      link text,
      read_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index notices_side_idx on notices (side, company_id, created_at desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore from a backup to go back');
}
