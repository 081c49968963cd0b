import { sql, type Kysely } from 'kysely';

/**
 * Structured child data of a supplier's profile (spec 001 §3): the supply category tree with its
 * buyers, qualification documents (read by the expiry watch), exclusive-agent lists, quotation
 * ladder, shipping addresses, repair capability, and data change requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table supply_categories (
      code text primary key,
      parent_code text references supply_categories(code),
      level smallint not null check (level in (1, 2)),
      name_zh text not null,
      name_en text not null,
      sort integer not null default 0,
      enabled boolean not null default true
    )`.execute(db);
  await sql`create index supply_categories_parent_idx on supply_categories (parent_code, sort, code)`.execute(db);
  // Spec 001 §5: a category needs a configured buyer (level II first, else its level I).
  await sql`
    create table category_buyers (
      id serial primary key,
      category_code text not null references supply_categories(code),
      buyer_user_id integer not null references users(id),
      created_at timestamptz not null default now(),
      unique (category_code, buyer_user_id)
    )`.execute(db);

  await sql`
    create table supplier_qualifications (
      id serial primary key,
      company_id integer not null references companies(id),
      doc_type text,
      authority text,
      number text,
      certificate_no text,
      scope text,
      start_date date,
      end_date date,
      remarks text,
      file_keys jsonb not null default '[]'::jsonb,
      cancelled boolean not null default false,
      cancel_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  // The expiry watch scans by end date; the supplier's list is per company.
  await sql`create index supplier_qualifications_company_end_idx on supplier_qualifications (company_id, end_date, id)`.execute(db);
  await sql`create index supplier_qualifications_end_idx on supplier_qualifications (end_date) where not cancelled`.execute(db);

  await sql`
    create table supplier_agent_vendors (
      id serial primary key,
      company_id integer not null references companies(id),
      vendor_name text not null,
      vendor_code text,
      agency_scope text,
      valid_from date,
      valid_to date not null,
      file_keys jsonb not null default '[]'::jsonb,
      remarks text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_agent_vendors_company_idx on supplier_agent_vendors (company_id, updated_at desc, id)`.execute(db);

  await sql`
    create table supplier_agent_parts (
      id serial primary key,
      company_id integer not null references companies(id),
      part_number text not null,
      description text,
      oem_code text,
      vendor_name text,
      valid_to date,
      remarks text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_agent_parts_company_idx on supplier_agent_parts (company_id, updated_at desc, id)`.execute(db);
  await sql`create index supplier_agent_parts_pn_idx on supplier_agent_parts (upper(part_number))`.execute(db);

  await sql`
    create table supplier_price_tiers (
      id serial primary key,
      company_id integer not null references companies(id),
      oem_code text not null,
      part_number text not null,
      start_qty bigint not null,
      cutoff_qty bigint,
      moq bigint,
      price_unit integer,
      price numeric(20, 4) not null,
      currency text not null,
      min_packaging bigint,
      lead_time integer,
      lead_time_unit text,
      start_date date not null,
      end_date date not null,
      stock bigint,
      agency_valid_to date,
      remarks text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_price_tiers_company_idx on supplier_price_tiers (company_id, updated_at desc, id)`.execute(db);
  await sql`create index supplier_price_tiers_pn_idx on supplier_price_tiers (upper(part_number), start_qty)`.execute(db);

  await sql`
    create table supplier_shipping_addresses (
      id serial primary key,
      company_id integer not null references companies(id),
      label text,
      country text not null,
      province text,
      city text,
      address text not null,
      postal_code text,
      contact_name text not null,
      contact_phone text not null,
      contact_email text,
      is_default boolean not null default false,
      remarks text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_shipping_addresses_company_idx on supplier_shipping_addresses (company_id, updated_at desc, id)`.execute(db);

  await sql`
    create table supplier_repair_capabilities (
      id serial primary key,
      company_id integer not null references companies(id),
      part_number text not null,
      description text not null,
      tested boolean not null default false,
      repaired boolean not null default false,
      renovated boolean not null default false,
      refit boolean not null default false,
      certificate_type text,
      certificate_valid_to date,
      maintenance_unit text,
      claim_contractor text,
      remarks text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_repair_capabilities_company_idx on supplier_repair_capabilities (company_id, updated_at desc, id)`.execute(db);
  await sql`create index supplier_repair_capabilities_pn_idx on supplier_repair_capabilities (upper(part_number))`.execute(db);

  await sql`
    create table supplier_change_requests (
      id serial primary key,
      company_id integer not null references companies(id),
      section text not null,
      before jsonb not null,
      after jsonb not null,
      status text not null default 'pending' check (status in ('pending','approved','rejected')),
      comment text,
      requested_by integer references users(id),
      requested_by_name text,
      reviewer_user_id integer references users(id),
      reviewer_name text,
      decided_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index supplier_change_requests_company_idx on supplier_change_requests (company_id, created_at desc, id desc)`.execute(db);
  await sql`create index supplier_change_requests_status_idx on supplier_change_requests (status, created_at desc, id desc)`.execute(db);
  // One pending request per section at a time.
  await sql`create unique index supplier_change_requests_pending_idx on supplier_change_requests (company_id, section) where status = 'pending'`.execute(db);

  // Reference data: the supply category tree of an aircraft-maintenance company (levels I and II).
  const tree: [string, string, string, [string, string, string][]][] = [
    ['A10', '周转件/附件', 'Rotables and accessories', [
      ['A1001', '航电设备', 'Avionics units'],
      ['A1002', '液压部件', 'Hydraulic components'],
      ['A1003', '燃油系统部件', 'Fuel system components'],
      ['A1004', '空调与引气部件', 'Air conditioning and bleed air components'],
    ]],
    ['A20', '发动机及APU', 'Engines and APU', [
      ['A2001', '发动机整机', 'Complete engines'],
      ['A2002', '发动机LLP', 'Engine life-limited parts'],
      ['A2003', 'APU及部件', 'APU and components'],
    ]],
    ['A30', '起落架与机轮刹车', 'Landing gear, wheels and brakes', [
      ['A3001', '起落架组件', 'Landing gear assemblies'],
      ['A3002', '机轮与刹车', 'Wheels and brakes'],
      ['A3003', '航空轮胎', 'Aircraft tyres'],
    ]],
    ['A40', '标准件与原材料', 'Standard parts and raw material', [
      ['A4001', '紧固件', 'Fasteners'],
      ['A4002', '密封件与O形圈', 'Seals and O-rings'],
      ['A4003', '金属原材料', 'Metallic raw material'],
      ['A4004', '复合材料', 'Composite material'],
    ]],
    ['A50', '消耗件与化工品', 'Consumables and chemicals', [
      ['A5001', '滤芯', 'Filters'],
      ['A5002', '油液与润滑剂', 'Oils and lubricants'],
      ['A5003', '胶粘剂与密封胶', 'Adhesives and sealants'],
    ]],
    ['A60', '部附件送修', 'Component repair services', [
      ['A6001', '部件修理', 'Component repair'],
      ['A6002', '发动机送修', 'Engine shop visit'],
    ]],
    ['G10', '地面设备与工装', 'Ground support equipment and tooling', [
      ['G1001', '地面电源与气源', 'Ground power and air units'],
      ['G1002', '专用工具', 'Special tooling'],
    ]],
  ];
  let sort = 0;
  for (const [code, zh, en, children] of tree) {
    await sql`insert into supply_categories (code, parent_code, level, name_zh, name_en, sort) values (${code}, null, 1, ${zh}, ${en}, ${sort++})`.execute(db);
    for (const [c2, zh2, en2] of children) {
      await sql`insert into supply_categories (code, parent_code, level, name_zh, name_en, sort) values (${c2}, ${code}, 2, ${zh2}, ${en2}, ${sort++})`.execute(db);
    }
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
