/**
 * Bench: the shipment query by any number (issue 16; D-306) and a forwarder's work list, through the
 * real service (listShipments: keyset page over `shipment_numbers`). Issue 16 targets (500,000
 * shipments, 5,000,000 milestone events): query p95 <= 20 ms on PostgreSQL, <= 50 ms on PGlite;
 * forwarder work lists (every flow list and all, 25,000 shipments of the forwarder over every status)
 * p95 <= 20 ms on PostgreSQL.
 * Run: npx tsx apps/server/bench/logistics.ts  (SHIPMENTS=500000 RUNS=300; DATABASE_URL for
 * PostgreSQL: a fresh database is created beside it and dropped); `npm run bench` runs it after the
 * others. Exits 1 when a p95 is over its target.
 */
import { FORWARDER_PERMISSIONS, STAFF_PERMISSIONS } from '@aerosupply/shared';
import { shipmentListQuery } from '@aerosupply/shared/logistics/schemas';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedBase } from '../src/db/seed/base';
import type { Actor, AppDeps } from '../src/platform/context';
import { listShipments } from '../src/modules/logistics/service';
import { freshDatabase, percentile, timeRuns } from './harness';

const N = Number(process.env.SHIPMENTS ?? 500_000);
const RUNS = Number(process.env.RUNS ?? 300);

async function main(): Promise<void> {
  const { handle, drop, driver } = await freshDatabase();
  const db = handle.db;
  let over = false;
  try {
    const t0 = Date.now();
    await migrateToLatest(db);
    await seedBase(db);
    const fwd = await sql<{ id: number }>`insert into companies (type, name, name_en, country, tax_system, tax_id, status) values ('forwarder', '基准货代', 'Bench Forwarding', 'CN', 'USCC', '91310000BENCH0001', 'active') returning id`.execute(db);
    const fwdId = fwd.rows[0]!.id;
    await sql`
      insert into shipments (number, direction, status, transport_type, packing_list_no, awb, pieces, gross_weight, shipper_country, shipper_city,
                             consignee_country, consignee_city, origin_port, destination_port, forwarder_company_id, created_by_name, created_at, updated_at)
      select 'TN' || lpad(i::text, 9, '0'), (array['intl_out','intl_in','dom_out','dom_in'])[1 + i % 4],
             (array['created','notified','picked_up','shipped','cleared','intl_notified','intl_picked_up','delivered'])[1 + i % 8], 'air',
             'PL' || lpad(i::text, 9, '0'), '784-' || lpad(i::text, 8, '0'), 1, 10, 'CN', 'Shanghai', 'CN', 'Beijing', 'PVG', 'PEK',
             case when (i / 3) % 20 = 0 then ${fwdId}::int else null end, 'bench', now() - (i || ' seconds')::interval, now()
        from generate_series(1, ${N}) i`.execute(db);
    await sql`
      insert into shipment_cargo (shipment_id, line_no, order_no, item_no, part_number, quantity, business_type)
      select id, 1, '45' || lpad((id % 100000)::text, 8, '0'), 10, 'PN-' || (id % 50000), 1, '1' from shipments`.execute(db);
    await sql`
      insert into shipment_numbers (shipment_id, value, kind)
      select id, number, 'notice' from shipments
      union all select id, packing_list_no, 'packingList' from shipments
      union all select id, awb, 'waybill' from shipments
      union all select shipment_id, order_no, 'order' from shipment_cargo
      union all select shipment_id, part_number, 'partNumber' from shipment_cargo
      on conflict do nothing`.execute(db);
    // Ten milestone events per shipment (the issue's 5,000,000 for 500,000).
    await sql`
      insert into shipment_milestones (shipment_id, milestone, seq, at, actor_name, actor_side)
      select s.id, 'm' || k, k, s.created_at + (k || ' hours')::interval, 'bench', 'staff'
        from shipments s cross join generate_series(1, 10) k`.execute(db);
    for (const t of ['shipments', 'shipment_cargo', 'shipment_numbers', 'shipment_milestones']) await sql`vacuum analyze ${sql.table(t)}`.execute(db);
    const seedMs = Date.now() - t0;

    const staff: Actor = { userId: 1, sessionId: 1, account: 'bench', realName: 'bench', avatar: null, companyId: 2, companyName: 'staff', companyNameEn: null, companyType: 'staff', isCompanyAdmin: false, roles: ['logistics'], permissions: new Set(STAFF_PERMISSIONS), language: 'en' };
    const forwarder: Actor = { ...staff, userId: 2, companyId: fwdId, companyType: 'forwarder', permissions: new Set(FORWARDER_PERMISSIONS) };
    const deps = { db } as unknown as AppDeps;
    const pick = () => Math.floor(Math.random() * N) + 1;
    const numbers = Array.from({ length: RUNS }, (_, i) => {
      const n = pick();
      return [`TN${String(n).padStart(9, '0')}`, `pl${String(n).padStart(9, '0')}`, `784-${String(n).padStart(8, '0')}`, `45${String(n % 100000).padStart(8, '0')}`, `PN-${n % 50000}`][i % 5]!;
    });
    const time = async (label: string, runs: (() => Promise<unknown>)[], target: number | null) => {
      const times = await timeRuns(runs.length, (i) => runs[i]!());
      const p95 = percentile(times, 95);
      if (target !== null && p95 > target) over = true;
      console.log(`${label} [${driver}]: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms${target === null ? '' : ` (target p95 <= ${target} ms)`}`);
    };
    console.log(`logistics bench: ${N} shipments, ${N * 10} milestone events, seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const pg = driver === 'PostgreSQL';
    await time('shipment query by any number', numbers.map((n) => () => listShipments(deps, staff, shipmentListQuery.parse({ number: n }))), pg ? 20 : 50);
    // The forwarder's 25,000 shipments are spread over every status; its work lists in turn: each flow list and all.
    const lists = [{ flow: 'pickup' }, { flow: 'toShip' }, { flow: 'shipped' }, { flow: 'customs' }, { flow: 'delivery' }, {}];
    await time('forwarder work lists (each flow and all)', numbers.map((_, i) => () => listShipments(deps, forwarder, shipmentListQuery.parse(lists[i % lists.length]))), pg ? 20 : null);
  } finally {
    await drop();
  }
  if (over) process.exit(1);
}

await main();
