/**
 * Bench (issue 15): repair order and bill lists (staff with filters and stage groups, the shop's own) and an
 * order's timeline, through the real services, with ORDERS repair orders (default 200,000) and
 * CHANGES status changes per order (default 15: 3,000,000). Targets: lists p95 <= 20 ms on
 * PostgreSQL, <= 50 ms on PGlite; timeline (order detail) <= 10 ms.
 * Run: npx tsx apps/server/bench/repair.ts   (DATABASE_URL for PostgreSQL: a fresh database beside it;
 * ORDERS=20000 RUNS=200 to change the size; KEEP_DB=1 keeps the PostgreSQL database for EXPLAIN). Prints the figures; exits 1 over a target.
 */
import { STAFF_PERMISSIONS, SUPPLIER_FUNCTIONS } from '@aerosupply/shared';
import { ORDER_STATUSES } from '@aerosupply/shared/repair/workflow';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { freshDatabase, p95 } from './harness';
import { seedBase } from '../src/db/seed/base';
import type { Actor, AppDeps } from '../src/platform/context';
import { getOrder, searchOrders } from '../src/modules/repair/orders';
import { searchBills } from '../src/modules/repair/bills';

const N = Number(process.env.ORDERS ?? 200_000);
const CHANGES = Number(process.env.CHANGES ?? 15);
const RUNS = Number(process.env.RUNS ?? 200);
const SHOPS = 50;



async function main(): Promise<void> {
  const { handle, drop, driver } = await freshDatabase();
  const db = handle.db;
  try {
    const t0 = Date.now();
    await migrateToLatest(db);
    await seedBase(db);
    const staffUser = (await sql<{ id: number }>`insert into users (account, password_hash, real_name, company_id) values ('bench', 'x', 'bench', 2) returning id`.execute(db)).rows[0]!.id;
    await sql`insert into companies (type, name, name_en, country, tax_system, tax_id, time_zone, status)
              select 'supplier', 'Shop ' || i, 'Shop ' || i, 'CN', 'USCC', 'T' || i, 'Asia/Shanghai', 'active' from generate_series(1, ${SHOPS}) i`.execute(db);
    const firstShop = (await sql<{ id: number }>`select min(id)::int as id from companies where type = 'supplier'`.execute(db)).rows[0]!.id;
    const statuses = sql`${sql.val([...ORDER_STATUSES])}::text[]`;
    await sql`insert into repair_inquiries (number, status, pn, description, quantity, unit, serial_numbers, material_group, priority, condition_code, certificate_requirement,
                repair_level, pricing_method, fault_content, quotation_deadline, created_by, created_by_name, created_at)
              select 'RRQB-' || i, 'awarded', 'PN-' || (i % 5000), 'Part ' || i, 1, 'EA', jsonb_build_array('SN' || i), 'components', 'RTN', 'US', 'EASA_FORM_1',
                     'R', 'fixed_price', 'x', now() - interval '1 day' * (i % 400), ${staffUser}, 'bench', now() - interval '1 day' * (i % 400)
                from generate_series(1, ${N}) i`.execute(db);
    await sql`insert into repair_quotes (inquiry_id, company_id, status, lead_time_days, awarded, updated_at)
              select id, ${firstShop} + (id % ${SHOPS}), 'submitted', 21, true, now() from repair_inquiries`.execute(db);
    await sql`insert into repair_orders (order_no, inquiry_id, pn, quote_id, company_id, status, status_since, quoted_lead_days, due_at, created_at)
              select 'ROB-' || q.inquiry_id, q.inquiry_id, 'PN-' || (q.inquiry_id % 5000), q.id, q.company_id, (${statuses})[1 + q.inquiry_id % 18], now(), 21,
                     now() - interval '1 day' * (q.inquiry_id % 400 - 21), now() - interval '1 day' * (q.inquiry_id % 400)
                from repair_quotes q`.execute(db);
    await sql`insert into repair_status_changes (order_id, from_status, to_status, at, actor_name, actor_side)
              select o.id, (${statuses})[1 + (s - 1) % 18], (${statuses})[1 + s % 18], o.created_at + interval '1 hour' * s, 'bench', 'supplier'
                from repair_orders o, generate_series(1, ${CHANGES}) s`.execute(db);
    // Bills on every order past shipping (7 of the 18 statuses), a fifth pending review, one in nine flagged.
    await sql`insert into repair_bills (order_id, company_id, status, invoice_no, invoice_amount, tax_rate, fixed_price, equipment_cost, man_hour_fee, tax_amount, total, currency,
                over_quotation, over_cap, submitted_at)
              select o.id, o.company_id, case when o.id % 5 = 0 then 'pending_review' when o.id % 7 = 0 then 'not_approved' else 'approved' end, 'INV-' || o.id,
                     113, 13, 100, 0, 0, 13, 113, 'USD', o.id % 9 = 0, false, o.created_at + interval '20 days'
                from repair_orders o where o.status = any(${sql.val(['shipped', 'payment_revoked', 'rejected_first_instance', 'payment_agreed', 'contractor_completed', 'bill_to_be_updated', 'closed'])}::text[])`.execute(db);
    for (const t of ['repair_inquiries', 'repair_quotes', 'repair_orders', 'repair_status_changes', 'repair_bills', 'repair_certificates']) await sql`vacuum analyze ${sql.table(t)}`.execute(db);
    const seedMs = Date.now() - t0;

    const deps = { db, now: () => new Date() } as unknown as AppDeps;
    const base = { userId: staffUser, sessionId: 1, account: 'bench', realName: 'bench', avatar: null, companyNameEn: null, isCompanyAdmin: false, roles: [], language: 'en' as const };
    const staff: Actor = { ...base, companyId: 2, companyName: 'staff', companyType: 'staff', permissions: new Set(STAFF_PERMISSIONS) };
    const shop: Actor = { ...base, companyId: firstShop + 7, companyName: 'shop', companyType: 'supplier', permissions: new Set(SUPPLIER_FUNCTIONS) };
    const page = { page: 1, pageSize: 20 };
    const queries: [string, Actor, Record<string, unknown>][] = [
      ['staff: all', staff, {}],
      ['staff: stage shop', staff, { stage: 'shop' }],
      ['staff: stage payment', staff, { stage: 'payment' }],
      ['staff: status shipped', staff, { status: 'shipped' }],
      ['staff: overdue', staff, { overdue: true }],
      ['staff: P/N prefix', staff, { pn: 'PN-12' }],
      ['shop: own, all', shop, {}],
      ['shop: own, stage shop', shop, { stage: 'shop' }],
      // The typed "contains" searches (issue 28 item 6): many matches, few, one, none.
      ['staff: order no. contains 3', staff, { orderNo: '123' }],
      ['staff: order no. contains 5', staff, { orderNo: '12345' }],
      ['staff: order no. whole', staff, { orderNo: 'ROB-123456' }],
      ['staff: order no. no match', staff, { orderNo: 'XYZ-9' }],
      ['shop: order no. contains', shop, { orderNo: '77' }],
    ];
    const lines: string[] = [];
    const listTimes: number[] = [];
    for (const [label, actor, q] of queries) {
      for (let i = 0; i < 5; i++) await searchOrders(deps, actor, { ...page, ...q } as never);
      const times: number[] = [];
      for (let i = 0; i < Math.max(20, Math.floor(RUNS / queries.length)); i++) {
        const s = performance.now();
        await searchOrders(deps, actor, { ...page, ...q } as never);
        times.push(performance.now() - s);
      }
      listTimes.push(...times);
      lines.push(`  ${label.padEnd(30)} p95 ${p95(times).toFixed(1)} ms`);
    }
    const billQueries: [string, Actor, Record<string, unknown>][] = [
      ['bills staff: all', staff, {}],
      ['bills staff: pending review', staff, { status: 'pending_review' }],
      ['bills staff: flagged', staff, { flagged: true }],
      ['bills staff: one shop', staff, { companyId: firstShop + 3 }],
      ['bills shop: own', shop, {}],
      ['bills shop: own, approved', shop, { status: 'approved' }],
      ['bills staff: order no.', staff, { orderNo: '4567' }],
      ['bills staff: invoice no.', staff, { invoiceNo: 'INV-1234' }],
      ['bills staff: invoice none', staff, { invoiceNo: 'ZZZ' }],
    ];
    for (const [label, actor, q] of billQueries) {
      for (let i = 0; i < 5; i++) await searchBills(deps, actor, { ...page, ...q } as never);
      const times: number[] = [];
      for (let i = 0; i < Math.max(20, Math.floor(RUNS / queries.length)); i++) {
        const s = performance.now();
        await searchBills(deps, actor, { ...page, ...q } as never);
        times.push(performance.now() - s);
      }
      listTimes.push(...times);
      lines.push(`  ${label.padEnd(30)} p95 ${p95(times).toFixed(1)} ms`);
    }
    const timeline: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const id = 1 + Math.floor(Math.random() * N);
      const s = performance.now();
      await getOrder(deps, staff, id);
      timeline.push(performance.now() - s);
    }
    const listTarget = driver === 'PostgreSQL' ? 20 : 50;
    console.log(`\n## repair orders bench, ${driver}: ${N} orders, ${N * CHANGES} status changes (seeded in ${seedMs} ms)`);
    for (const l of lines) console.log(l);
    console.log(`  lists overall p95 ${p95(listTimes).toFixed(1)} ms (target ${listTarget})`);
    console.log(`  order detail with timeline p95 ${p95(timeline).toFixed(1)} ms (target 10)`);
    if (p95(listTimes) > listTarget || p95(timeline) > 10) process.exitCode = 1;
  } finally {
    await drop();
  }
}

await main();
