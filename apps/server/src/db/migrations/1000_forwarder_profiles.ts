import { sql, type Kysely } from 'kysely';

/**
 * Forwarder onboarding (issue 26 item 2, D-490..D-494): a forwarder company's profile beside its
 * `companies` row (domestic or international, the service modes it offers, its contacts, who
 * created it and its first administrator, why it was frozen). The company's `status` is 'active'
 * or 'frozen'. Forwarder companies that exist already get a profile read from their master
 * entries (scope and service modes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table forwarder_profiles (
    company_id integer primary key references companies(id),
    scope text not null check (scope in ('domestic','international')),
    service_modes text[] not null default '{}',
    contacts jsonb not null default '[]',
    remark text,
    admin_user_id integer references users(id),
    frozen_reason text,
    frozen_at timestamptz,
    created_by integer references users(id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`insert into forwarder_profiles (company_id, scope, service_modes)
    select c.id,
           case when exists (select 1 from logistics_master m where m.forwarder_company_id = c.id and m.scope = 'international') then 'international' else 'domestic' end,
           coalesce((select array_agg(distinct m.service_mode) from logistics_master m where m.forwarder_company_id = c.id and m.service_mode is not null), '{}')
      from companies c where c.type = 'forwarder'`.execute(db);
  await sql`create index companies_forwarders_idx on companies (status, name) where type = 'forwarder'`.execute(db);
}
