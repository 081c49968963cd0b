/**
 * Bench (issue 28 item 6): every search a user can type on the lists outside purchase orders and
 * repair (those two have theirs in orders.ts and repair.ts), on both sides, through the real
 * services, with terms that match many rows, few, one and none. One table per module:
 *  - sourcing: 50,000 RFx of 10 items, ~300,000 quotations of 100 suppliers (the sourcing bench's
 *    scale) and REQUIREMENTS requirements (default 200,000): staff RFx number / description / P/N,
 *    requirement number / description / requester / P/N, the supplier's RFx and quotation numbers;
 *  - agreements: AGREEMENTS agreements (default 100,000) of 200 suppliers: number, title, supplier
 *    (staff), number and title (supplier);
 *  - freight bills: BILLS bills (default 200,000) of 20 forwarders: bill and invoice numbers (staff
 *    across all forwarders, the forwarder within its own);
 *  - consignment stock: 100 suppliers x CONSIGNMENT rows (default 2,000): P/N, description,
 *    storage location (supplier side only);
 *  - allotments: ALLOTMENTS allotments (default 100,000) of 3 lines: number, waybill or P/N (staff).
 * Target: p95 <= 20 ms on PostgreSQL, <= 50 ms on PGlite.
 * Run: npx tsx apps/server/bench/searches.ts (PGlite in memory; DATABASE_URL=postgres://... for
 * PostgreSQL: a fresh database beside it, dropped after; KEEP_DB=1 keeps it), or
 * BENCH_ONLY=searches npm run bench. RUNS (default 100) per line; ONLY=sourcing,agreements,...
 * Prints one markdown table per module (p50 / p95 ms, the answer's total) and the load average;
 * exits 1 when a p95 is over its target.
 */
import os from 'node:os';
import { FORWARDER_PERMISSIONS, STAFF_PERMISSIONS, SUPPLIER_FUNCTIONS, type Page } from '@aerosupply/shared';
import { agreementListQuery } from '@aerosupply/shared/agreements/schemas';
import { allotListQuery } from '@aerosupply/shared/allotment/schemas';
import { billListQuery } from '@aerosupply/shared/freight-bills/schemas';
import { consignmentQuerySchema } from '@aerosupply/shared/orders/consignment';
import { requirementListQuery, rfxListQuery, supplierQuotationListQuery, supplierRfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedBase } from '../src/db/seed/base';
import type { Actor, AppDeps } from '../src/platform/context';
import { listAgreements } from '../src/modules/agreements/service';
import { listAllotments } from '../src/modules/allotment/service';
import { listBills } from '../src/modules/freight-bills/service';
import { listConsignment } from '../src/modules/orders/consignment';
import { searchSupplierQuotations } from '../src/modules/sourcing/quotations';
import { searchRfx } from '../src/modules/sourcing/service';
import { searchRequirements } from '../src/modules/sourcing/requirements';
import { searchSupplierRfx } from '../src/modules/sourcing/supplier-rfx';
import { freshDatabase, p95 } from './harness';

const RUNS = Number(process.env.RUNS ?? 100);
const N_RFX = Number(process.env.RFX ?? 50_000);
const REQUIREMENTS = Number(process.env.REQUIREMENTS ?? 200_000);
const AGREEMENTS = Number(process.env.AGREEMENTS ?? 100_000);
const BILLS = Number(process.env.BILLS ?? 200_000);
const CONSIGNMENT = Number(process.env.CONSIGNMENT ?? 2_000);
const ALLOTMENTS = Number(process.env.ALLOTMENTS ?? 100_000);
const ONLY = process.env.ONLY?.split(',');
const target = process.env.DATABASE_URL ? 20 : 50;
const over: string[] = [];

const actorOf = (companyId: number, companyType: Actor['companyType'], permissions: readonly string[], userId = 1): Actor => ({
  userId, sessionId: 1, account: 'bench', realName: 'bench', avatar: null, companyId, companyName: 'bench', companyNameEn: null, companyType,
  isCompanyAdmin: true, roles: [], permissions: new Set(permissions), language: 'en',
});
const staff = actorOf(2, 'staff', STAFF_PERMISSIONS);
const pad = (n: number, w: number) => String(n).padStart(w, '0');
/** A pseudo-random n-digit string for run i (terms change between runs, as users' do). */
const digits = (i: number, n: number) => pad((i * 7919 + 12345) % 10 ** n, n);

type Line = [label: string, run: (i: number) => Promise<Page<unknown>>];

/** Times each line (5 warm-ups, RUNS runs) and prints the module's table. */
async function table(module: string, title: string, lines: Line[]): Promise<void> {
  const rows: string[] = [];
  for (const [label, run] of lines) {
    for (let i = 0; i < 5; i++) await run(i);
    const times: number[] = [];
    const totals = new Set<string>();
    for (let i = 0; i < RUNS; i++) {
      const s = performance.now();
      const page = await run(i);
      times.push(performance.now() - s);
      if (totals.size < 3) totals.add(`${page.capped ? '>' : ''}${page.total}`);
    }
    times.sort((a, b) => a - b);
    const p = p95(times);
    if (p > target) over.push(`${module}: ${label}`);
    rows.push(`| ${label} | ${[...totals].join(', ')} | ${times[Math.floor(times.length / 2)]!.toFixed(1)} / ${p.toFixed(1)}${p > target ? ' (over)' : ''} |`);
  }
  console.log(`\n### ${title} (load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})\n\n| search | totals seen | p50 / p95 ms |\n|---|---|---|\n${rows.join('\n')}`);
}

async function sourcing(db: Database, deps: AppDeps): Promise<void> {
  const buyerId = (await db.insertInto('users').values({ company_id: 2, account: 'bench-buyer', real_name: 'Bench Buyer', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
  await sql`
    insert into companies (type, name, name_en, country, tax_system, tax_id, vendor_code, supplier_type, time_zone, status)
    select 'supplier', '基准航材供应商' || lpad(i::text, 4, '0'), 'Bench Aero Supplier ' || lpad(i::text, 4, '0'), 'CN', 'USCC', '93' || lpad(i::text, 16, '0'),
           (60000000 + i)::text, 'aircraft', 'Asia/Shanghai', 'active'
      from generate_series(1, 100) i`.execute(db);
  const suppliers = (await db.selectFrom('companies').select('id').where('vendor_code', 'like', '6%').orderBy('id').execute()).map((r) => r.id);
  // As the sourcing bench: 20 % drafts, 50 % open, 30 % opened; 7-8 bidders per released RFx.
  await sql`
    insert into sourcing_rfx (number, type, description, purchase_org, purchase_group, plant, status, released_at, deadline_at, opening_at, opened_at,
                              bid_validity_days, incoterms, payment_term, item_count, bidder_count, created_by, created_by_name, created_at, updated_at)
    select 'RFXB' || lpad(i::text, 8, '0'), case when i % 3 = 0 then 'RFI' else 'RFQ' end,
           (array['液压泵询价 Hydraulic pumps', '刹车片 Brake pads', '发动机备件 Engine spares', '工装 Tooling'])[1 + i % 4] || ' ' || i, 'P100', 'A0' || (1 + i % 3), '1300',
           case when i % 10 < 2 then 'not_released' when i % 10 < 7 then 'open' else 'completed' end,
           case when i % 10 < 2 then null else now() - (i || ' minutes')::interval end,
           now() + ((i % 30) - 10 || ' days')::interval, now() + ((i % 30) - 9 || ' days')::interval,
           case when i % 10 >= 7 then now() - interval '1 day' else null end,
           90, 'FCA', 'N60', 10, case when i % 10 < 2 then 0 when i % 2 = 0 then 8 else 7 end, ${buyerId}, 'Bench Buyer',
           now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, ${N_RFX}) i`.execute(db);
  await sql`
    insert into sourcing_rfx_items (rfx_id, line_no, material_pn, description, quantity, unit, clauses)
    select x.id, n * 10, 'BPN' || lpad((x.id * 10 + n)::text, 9, '0'), 'Bench part ' || n, 1 + n, 'EA', '[]'
      from sourcing_rfx x cross join generate_series(1, 10) n`.execute(db);
  await sql`
    insert into sourcing_rfx_bidders (rfx_id, company_id, invited_at, participation)
    select x.id, (${sql.val(suppliers)}::int[])[1 + ((x.id * 7 + k * 13) % 100)], x.released_at, 'participating'
      from sourcing_rfx x cross join generate_series(0, 7) k
     where x.status <> 'not_released' and (k < 7 or x.id % 2 = 0)`.execute(db);
  await sql`
    insert into sourcing_quotations (number, rfx_id, company_id, status, version, validity_days, currency, item_count, submitted_at, submitted_by_name, created_at, updated_at)
    select 'QUOB' || lpad(b.rfx_id::text, 8, '0') || '-' || b.company_id, b.rfx_id, b.company_id,
           case when (b.rfx_id + b.company_id) % 5 = 0 then 'draft' else 'submitted' end,
           case when (b.rfx_id + b.company_id) % 5 = 0 then 0 else 1 end, 90, 'USD', 10,
           case when (b.rfx_id + b.company_id) % 5 = 0 then null else b.invited_at + interval '1 hour' end, 'Bench', b.invited_at, b.invited_at + interval '1 hour'
      from sourcing_rfx_bidders b`.execute(db);
  await sql`
    insert into sourcing_requirements (number, status, material_pn, description, quantity, unit, plant, purchase_org, requester_id, requester_name, created_at, updated_at)
    select 'REQB' || lpad(i::text, 8, '0'), 'open', 'RPN-' || lpad((i % 50000)::text, 5, '0'),
           (array['液压泵 Hydraulic pump', '刹车片 Brake pad', '轮胎 Tyre', '滤芯 Filter element', '密封圈 Seal ring'])[1 + i % 5] || ' ' || i, 1 + i % 9, 'EA', '1300', 'P100', ${buyerId},
           (array['王磊', '李娜', '张伟', 'Emily Chen', '刘洋'])[1 + i % 5], now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, ${REQUIREMENTS}) i`.execute(db);
  for (const t of ['sourcing_rfx', 'sourcing_rfx_items', 'sourcing_rfx_bidders', 'sourcing_quotations', 'sourcing_requirements', 'companies']) await sql`vacuum analyze ${sql.table(t)}`.execute(db);
  const supplier = (i: number) => actorOf(suppliers[(i * 7) % suppliers.length]!, 'supplier', SUPPLIER_FUNCTIONS, buyerId);
  const rfx = (q: Record<string, unknown>) => searchRfx(deps, staff, rfxListQuery.parse(q));
  const req = (q: Record<string, unknown>) => searchRequirements(deps, staff, requirementListQuery.parse(q));
  const quotations = (await sql<{ n: number }>`select count(*)::int as n from sourcing_quotations`.execute(db)).rows[0]!.n;
  await table('sourcing', `Sourcing: ${N_RFX.toLocaleString('en')} RFx of 10 items, ${quotations.toLocaleString('en')} quotations of 100 suppliers, ${REQUIREMENTS.toLocaleString('en')} requirements`, [
    ['staff RFx: number contains, 3 digits', (i) => rfx({ number: digits(i, 3) })],
    ['staff RFx: number contains, the whole number', (i) => rfx({ number: `RFXB000${digits(i, 5)}` })],
    ['staff RFx: number contains, no match', (i) => rfx({ number: `X${digits(i, 3)}` })],
    ['staff RFx: description contains, a quarter (Engine / 发动机)', (i) => rfx({ description: i % 2 ? 'Engine' : '发动机' })],
    ['staff RFx: description contains, 2 characters (刹车)', () => rfx({ description: '刹车' })],
    ['staff RFx: description contains, a few (pumps 12…)', (i) => rfx({ description: `pumps ${1 + (i % 9)}${digits(i, 3)}` })],
    ['staff RFx: description contains, no match', () => rfx({ description: 'Avionics' })],
    ['staff RFx: material P/N starts with', (i) => rfx({ materialPn: `BPN000${digits(i, 3)}` })],
    ['requirements: number contains, 3 digits', (i) => req({ number: digits(i, 3) })],
    ['requirements: number contains, the whole number', (i) => req({ number: `REQB00${digits(i, 6)}` })],
    ['requirements: number contains, no match', (i) => req({ number: `X${digits(i, 3)}` })],
    ['requirements: description contains, a fifth (Brake / 轮胎)', (i) => req({ description: i % 2 ? 'Brake' : '轮胎' })],
    ['requirements: description contains, a few (pump 12…)', (i) => req({ description: `pump ${1 + (i % 9)}${digits(i, 4)}` })],
    ['requirements: description contains, no match', () => req({ description: 'Avionics' })],
    ['requirements: requester contains (a fifth / none)', (i) => req({ requester: i % 2 ? '王磊' : 'Zhang' })],
    ['requirements: material P/N starts with', (i) => req({ materialPn: `RPN-${digits(i, 4)}` })],
    ['supplier RFx (own ~3,000): number contains, 2 characters', (i) => searchSupplierRfx(deps, supplier(i), supplierRfxListQuery.parse({ number: digits(i, 2) }))],
    ['supplier RFx: number contains, the whole number', (i) => searchSupplierRfx(deps, supplier(i), supplierRfxListQuery.parse({ number: `RFXB000${digits(i, 5)}` }))],
    ['supplier quotations (own ~3,000): number contains, 3 digits', (i) => searchSupplierQuotations(deps, supplier(i), supplierQuotationListQuery.parse({ number: digits(i, 3) }))],
    ['supplier quotations: number contains, no match', (i) => searchSupplierQuotations(deps, supplier(i), supplierQuotationListQuery.parse({ number: `X${digits(i, 3)}` }))],
  ]);
}

async function agreements(db: Database, deps: AppDeps): Promise<void> {
  await sql`
    insert into companies (type, name, name_en, country, tax_system, tax_id, vendor_code, supplier_type, time_zone, status)
    select 'supplier', '协议供应商' || lpad(i::text, 4, '0'), 'Agreement Supplier ' || lpad(i::text, 4, '0'), 'CN', 'USCC', '94' || lpad(i::text, 16, '0'), (70000000 + i)::text, 'aircraft', 'Asia/Shanghai', 'active'
      from generate_series(1, 200) i`.execute(db);
  const suppliers = (await db.selectFrom('companies').select('id').where('vendor_code', 'like', '7%').orderBy('id').execute()).map((r) => r.id);
  await sql`
    insert into agreements (agreement_no, version, company_id, title, status, currency, incoterms, payment_terms, valid_from, valid_to, buyer_name, total_amount, total_quantity, line_count, updated_at)
    select 'AGB' || lpad(i::text, 9, '0'), 1, ${suppliers[0]!}::int + i % 200,
           (array['航材框架协议 Rotables frame', '发动机维修 Engine repair', '工装供应 Tooling supply'])[1 + i % 3] || ' ' || i,
           (array['draft','sent','confirmed','refused','active','active','active','expired','cancelled'])[1 + i % 9],
           (array['CNY','CNY','USD','EUR'])[1 + i % 4], 'DAP', 'N60', date '2022-01-01' + (i % 1200), date '2022-01-01' + (i % 1200) + 365,
           'Bench', 0, 0, 10, now() - (i || ' minutes')::interval
      from generate_series(1, ${AGREEMENTS}) i`.execute(db);
  await sql`vacuum analyze agreements`.execute(db);
  await sql`vacuum analyze companies`.execute(db);
  const list = (actor: Actor, q: Record<string, unknown>) => listAgreements(deps, actor, agreementListQuery.parse(q));
  const supplier = (i: number) => actorOf(suppliers[(i * 7) % suppliers.length]!, 'supplier', SUPPLIER_FUNCTIONS);
  const vendor = (i: number) => pad(1 + ((i * 37) % 200), 4);
  await table('agreements', `Agreements: ${AGREEMENTS.toLocaleString('en')} agreements of 200 suppliers`, [
    ['staff: number contains, 3 digits', (i) => list(staff, { agreementNo: digits(i, 3) })],
    ['staff: number contains, 2 characters', (i) => list(staff, { agreementNo: digits(i, 2) })],
    ['staff: number contains, the whole number', (i) => list(staff, { agreementNo: `AGB000${digits(i, 6)}` })],
    ['staff: number contains, no match', (i) => list(staff, { agreementNo: `X${digits(i, 3)}` })],
    ['staff: title contains, a third (Engine / 发动机)', (i) => list(staff, { title: i % 2 ? 'Engine' : '发动机' })],
    ['staff: title contains, a few (repair 12…)', (i) => list(staff, { title: `repair ${1 + (i % 9)}${digits(i, 3)}` })],
    ['staff: title contains, no match', () => list(staff, { title: 'Avionics' })],
    ['staff: supplier contains (English, Chinese, vendor code)', (i) => list(staff, { supplier: [`Supplier ${vendor(i)}`, `供应商${vendor(i)}`, `7000${vendor(i)}`][i % 3] })],
    ['supplier (own ~500): number contains, 3 digits', (i) => list(supplier(i), { agreementNo: digits(i, 3) })],
    ['supplier: title contains (Tooling / none)', (i) => list(supplier(i), { title: i % 2 ? 'Tooling' : 'Avionics' })],
  ]);
}

async function freightBills(db: Database, deps: AppDeps): Promise<void> {
  await sql`
    insert into companies (type, name, name_en, country, tax_system, tax_id, status)
    select 'forwarder', '基准货代' || i, 'Bench Forwarding ' || i, 'CN', 'USCC', '91310000BENCH' || lpad(i::text, 4, '0'), 'active' from generate_series(1, 20) i`.execute(db);
  const forwarders = (await db.selectFrom('companies').select('id').where('type', '=', 'forwarder').where('name_en', 'like', 'Bench Forwarding %').orderBy('id').execute()).map((r) => r.id);
  await sql`
    insert into freight_bills (company_id, number, invoice_no, invoice_date, transport_mode, material_level, origin, destination, transport_level, billing_mode,
                               net_weight, weight_unit, currency, invoice_amount, total_freight, fee_operation, fee_level, fee_billing, fee_route, fee_additional,
                               status, created_at, updated_at)
    select (${sql.val(forwarders)}::int[])[1 + i % 20], 'FB' || lpad(i::text, 8, '0'), 'INV' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
           date '2025-01-01' + (i % 600), 'air', 'routine', 'FRA', 'PVG', 'standard', 'weight', 120, 'kg', 'CNY', 2320, 2320, 100, 0, 2220, 0, 0,
           (array['draft', 'submitted', 'returned', 'approved'])[1 + i % 4], now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, ${BILLS}) i`.execute(db);
  await sql`vacuum analyze freight_bills`.execute(db);
  const list = (actor: Actor, q: Record<string, unknown>) => listBills(deps, actor, billListQuery.parse(q));
  const forwarder = (i: number) => actorOf(forwarders[(i * 7) % forwarders.length]!, 'forwarder', FORWARDER_PERMISSIONS);
  await table('freight bills', `Freight bills: ${BILLS.toLocaleString('en')} bills of 20 forwarders`, [
    ['staff: bill number contains, 3 digits', (i) => list(staff, { number: digits(i, 3) })],
    ['staff: bill number contains, 2 characters', (i) => list(staff, { number: digits(i, 2) })],
    ['staff: bill number contains, the whole number', (i) => list(staff, { number: `FB00${digits(i, 6)}` })],
    ['staff: bill number contains, no match', (i) => list(staff, { number: `X${digits(i, 3)}` })],
    ['staff: invoice number contains, 4 digits', (i) => list(staff, { invoiceNo: digits(i, 4) })],
    ['staff: invoice number contains, no match', (i) => list(staff, { invoiceNo: `Z${digits(i, 3)}` })],
    ['forwarder (own 10,000): bill number contains, 2 characters', (i) => list(forwarder(i), { number: digits(i, 2) })],
    ['forwarder: invoice number contains, 5 digits', (i) => list(forwarder(i), { invoiceNo: digits(i, 5) })],
  ]);
}

async function consignment(db: Database, deps: AppDeps): Promise<void> {
  await sql`
    insert into companies (type, name, name_en, country, tax_system, tax_id, vendor_code, supplier_type, time_zone, status)
    select 'supplier', '寄售供应商' || lpad(i::text, 4, '0'), 'Consignment Supplier ' || lpad(i::text, 4, '0'), 'CN', 'USCC', '95' || lpad(i::text, 16, '0'), (80000000 + i)::text, 'aircraft', 'Asia/Shanghai', 'active'
      from generate_series(1, 100) i`.execute(db);
  const suppliers = (await db.selectFrom('companies').select('id').where('vendor_code', 'like', '8%').orderBy('id').execute()).map((r) => r.id);
  await sql`
    insert into consignment_stock (company_id, material_pn, description, plant, storage_location, batch, stock_qty, unit, data_time)
    select c, 'CPN-' || lpad(((c * 7 + n * 13) % 100000)::text, 5, '0'), (array['液压件 Hydraulic part', '紧固件 Fastener', '密封件 Seal'])[1 + n % 3] || ' ' || n,
           '1300', 'SL' || lpad((n % 50)::text, 2, '0'), null, 1 + n % 40, 'EA', now()
      from unnest(${sql.val(suppliers)}::int[]) c cross join generate_series(1, ${CONSIGNMENT}) n`.execute(db);
  await sql`vacuum analyze consignment_stock`.execute(db);
  const list = (i: number, q: Record<string, unknown>) => listConsignment(deps, actorOf(suppliers[(i * 7) % suppliers.length]!, 'supplier', SUPPLIER_FUNCTIONS), consignmentQuerySchema.parse(q));
  await table('consignment', `Consignment stock: 100 suppliers x ${CONSIGNMENT.toLocaleString('en')} rows (supplier side)`, [
    ['P/N contains, 3 digits', (i) => list(i, { materialPn: digits(i, 3) })],
    ['P/N contains, the whole P/N', (i) => list(i, { materialPn: `CPN-${digits(i, 5)}` })],
    ['P/N contains, no match', (i) => list(i, { materialPn: `X${digits(i, 3)}` })],
    ['description contains (Seal / 紧固 / none)', (i) => list(i, { description: ['Seal', '紧固', 'Avionics'][i % 3] })],
    ['storage location contains', (i) => list(i, { storageLocation: `SL${digits(i, 1)}` })],
  ]);
}

async function allotments(db: Database, deps: AppDeps): Promise<void> {
  await sql`
    insert into allotments (number, status, from_base, to_base, required_date, priority, reason, waybill, created_by_name, created_at, updated_at)
    select 'ALB' || lpad(i::text, 8, '0'), (array['draft', 'submitted', 'rejected', 'instructed', 'picked_up', 'in_transit', 'received', 'voided'])[1 + i % 8],
           (array['PEK', 'PVG', 'CAN'])[1 + i % 3], (array['CTU', 'XIY', 'SZX'])[1 + i % 3], date '2025-01-01' + (i % 600), 'routine', 'bench',
           case when i % 8 >= 4 then '999-' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0') end, 'Bench', now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
      from generate_series(1, ${ALLOTMENTS}) i`.execute(db);
  await sql`
    insert into allotment_lines (allotment_id, line_no, part_number, description, quantity, unit)
    select a.id, n, 'APN-' || lpad(((a.id * 7 + n * 13) % 50000)::text, 5, '0'), 'Part ' || n, n, 'EA' from allotments a cross join generate_series(1, 3) n`.execute(db);
  await sql`vacuum analyze allotments`.execute(db);
  await sql`vacuum analyze allotment_lines`.execute(db);
  const list = (q: Record<string, unknown>) => listAllotments(deps, staff, allotListQuery.parse(q));
  await table('allotments', `Allotments: ${ALLOTMENTS.toLocaleString('en')} allotments of 3 lines (staff)`, [
    ['number, waybill or P/N contains, 3 digits', (i) => list({ q: digits(i, 3) })],
    ['… the whole allotment number', (i) => list({ q: `ALB00${digits(i, 6)}` })],
    ['… the whole waybill', (i) => list({ q: `999-${pad(((4 + 8 * i) * 7919) % 100000000, 8)}` })],
    ['… a P/N', (i) => list({ q: `APN-${digits(i, 5)}` })],
    ['… no match', (i) => list({ q: `X${digits(i, 3)}` })],
    ['… 3 digits, stage pick-up', (i) => list({ q: digits(i, 3), stage: 'pickUp' })],
  ]);
}

const MODULES: [string, (db: Database, deps: AppDeps) => Promise<void>][] = [
  ['sourcing', sourcing],
  ['agreements', agreements],
  ['freight-bills', freightBills],
  ['consignment', consignment],
  ['allotments', allotments],
];

async function main(): Promise<void> {
  const { handle, drop, driver } = await freshDatabase();
  const db = handle.db;
  try {
    await migrateToLatest(db);
    await seedBase(db);
    const deps = { db, now: () => new Date(), config: loadConfig({}) } as unknown as AppDeps;
    console.log(`\n## Typed searches of the lists on ${driver}, ${RUNS} runs per line after 5 warm-ups (target p95 <= ${target} ms)`);
    for (const [name, run] of MODULES) {
      if (ONLY && !ONLY.includes(name)) continue;
      const t0 = Date.now();
      await run(db, deps);
      console.log(`(${name}: seeded and measured in ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
  } finally {
    await drop();
  }
  if (over.length) {
    console.log(`\nover target: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
