import { sql, type Kysely } from 'kysely';

/**
 * Logistics master data (issue 16 item 6): air zones, ports/airports, inland agents,
 * international inbound/outbound agents and forwarders, one table keyed by kind (D-300).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table logistics_master (
      id serial primary key,
      kind text not null check (kind in ('airZone', 'port', 'inlandAgent', 'intlIn', 'intlOut', 'forwarder')),
      code text not null,
      name text not null,
      name_en text,
      country text,
      city text,
      zone_code text,
      port_type text check (port_type in ('airport', 'seaport', 'land')),
      forwarder_company_id integer references companies(id),
      scope text check (scope in ('domestic', 'international')),
      leg text check (leg in ('first', 'last', 'both')),
      origin text,
      destination text,
      service_mode text,
      contact text,
      phone text,
      email text,
      remark text,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (kind, code)
    )`.execute(db);
  await sql`create index logistics_master_kind_idx on logistics_master (kind, enabled, code)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
