/**
 * Bench: comparison of an opened RFx (issue 13 figure): 100 bidders x 200 items (20,000 offers,
 * USD quotations converted to CNY with other fees spread per unit) through `buildComparison`, the
 * comparison route's use case (target <= 300 ms on PGlite). Run: npx tsx apps/server/bench/award.ts
 * (PGlite in memory); DATABASE_URL=... for PostgreSQL (a fresh database beside it). Exits 1 when over.
 */
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedBase } from '../src/db/seed/base';
import { buildComparison } from '../src/modules/sourcing/comparison';
import { freshDatabase, median, percentile, timeRuns } from './harness';

const SUPPLIERS = 100;
const ITEMS = 200;
const RUNS = Number(process.env.RUNS ?? 20);
const TARGET = 300;

async function main(): Promise<void> {
  const { handle, drop, driver } = await freshDatabase();
  const db = handle.db;
  let over = false;
  try {
    await migrateToLatest(db);
    await seedBase(db);
    const buyerId = (await db.insertInto('users').values({ company_id: 2, account: 'bench-buyer', real_name: 'Bench Buyer', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow()).id;
    await sql`
      insert into companies (type, name, name_en, country, tax_system, tax_id, vendor_code, supplier_type, time_zone, status)
      select 'supplier', '基准供应商' || lpad(i::text, 4, '0'), 'Bench Supplier ' || lpad(i::text, 4, '0'), 'CN', 'USCC', '93' || lpad(i::text, 16, '0'),
             (60000000 + i)::text, 'aircraft', 'Asia/Shanghai', 'active'
        from generate_series(1, ${SUPPLIERS}) i`.execute(db);
    const suppliers = (await db.selectFrom('companies').select('id').where('type', '=', 'supplier').orderBy('id').execute()).map((r) => r.id);
    const now = new Date();
    await db.insertInto('exchange_rates').values({ from_currency: 'USD', to_currency: 'CNY', rate: 7.1, valid_from: '2000-01-01', updated_by: 'bench' }).execute();
    const id = (
      await db.insertInto('sourcing_rfx').values({
        number: 'RFXB-CMP', type: 'RFQ', description: 'Bench comparison', purchase_org: 'P100', status: 'completed', released_at: now, deadline_at: now, opening_at: now, opened_at: now,
        allow_revision: false, show_budget_price: false, must_quote_all: false, consignment: false, accept_alternatives: false, must_reply: false,
        texts: '[]', item_count: ITEMS, bidder_count: SUPPLIERS, created_by: buyerId, created_by_name: 'Bench Buyer', created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()
    ).id;
    await sql`insert into sourcing_rfx_items (rfx_id, line_no, material_pn, description, quantity, unit, budget_price, budget_currency, clauses)
              select ${id}, n * 10, 'CMP' || n, 'Item ' || n, 10, 'EA', 100, 'USD', '[]' from generate_series(1, ${ITEMS}) n`.execute(db);
    await db.insertInto('sourcing_rfx_bidders').values(suppliers.map((company_id) => ({ rfx_id: id, company_id, invited_at: now, participation: 'participating' as const }))).execute();
    await sql`insert into sourcing_quotations (number, rfx_id, company_id, status, version, currency, item_count, submitted_at, opened_at)
              select 'QB' || c.id, ${id}, c.id, 'submitted', 1, 'USD', ${ITEMS}, now(), now() from companies c where c.type = 'supplier'`.execute(db);
    await sql`insert into sourcing_quotation_items (quotation_id, rfx_item_id, line_no, no_bid, quote_qty, unit_price, currency, price_unit, vat_rate, other_fees, lead_time_days, postponed)
              select q.id, i.id, i.line_no, (q.id + i.id) % 17 = 0, 10, 50 + ((q.id * 7 + i.id * 3) % 100), 'USD', 1, 13, '[{"name":"Freight","amount":20}]'::jsonb, 5 + (q.id + i.id) % 60, false
                from sourcing_quotations q cross join sourcing_rfx_items i where q.rfx_id = ${id} and i.rfx_id = ${id}`.execute(db);
    for (let i = 0; i < 3; i++) await buildComparison(db, id, { currency: 'CNY', sort: 'landed' });
    const ms = await timeRuns(
      RUNS,
      async (i) => {
        const c = await buildComparison(db, id, { currency: 'CNY', sort: i % 2 ? 'lead' : 'landed' });
        if (c.items.length !== ITEMS || c.items[0]!.offers.length !== SUPPLIERS) throw new Error('unexpected comparison size');
      },
      0,
    );
    const p95 = percentile(ms, 95);
    over = p95 > TARGET;
    console.log(`award bench on ${driver}`);
    console.log(`${`comparison ${SUPPLIERS} bidders x ${ITEMS} items (buildComparison) p50 / p95`.padEnd(62)} ${median(ms).toFixed(1)} / ${p95.toFixed(1)} ms   target <= ${TARGET} ms${over ? '   OVER' : ''}`);
  } finally {
    await drop();
  }
  if (over) process.exitCode = 1;
}

await main();
