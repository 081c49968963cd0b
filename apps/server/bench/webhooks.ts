/**
 * Bench: outbound events (issue 33 figures, D-650). Two figures:
 * - events/s enqueued: N transactions of the smallest business write (one history entry) each
 *   recording one `order.acknowledged` event whose data is a real 5-item order detail (CONCURRENCY at
 *   once), and the same N transactions without the event beside them (median of 3 runs each);
 * - the extra cost of a realistic business write: a supplier's order acknowledgement (the statements
 *   of `acknowledgeOrder` through `onOrder`: the order locked, lines confirmed, items and order
 *   acknowledged, the history entry, the detail read for the answer) without and with its events
 *   (`recordOrderEvents`), in alternating blocks of BLOCK orders over ROUNDS rounds, so load changes
 *   of a shared machine hit both alike;
 * and, for information, how fast the delivery job fans the events out to ENDPOINTS endpoints.
 * Targets: >= 1,000 events/s enqueued, the acknowledgement <= 10% dearer with webhooks.
 *
 * Run: npx tsx apps/server/bench/webhooks.ts   (PGlite in memory; DATABASE_URL=postgres://... for
 * PostgreSQL: a fresh database is created beside it and dropped). N (2000), ROUNDS (10), BLOCK (100),
 * ENDPOINTS (2), CONCURRENCY (16 on PostgreSQL, 1 on PGlite: one connection). Prints the figures and a JSON line;
 * exits 1 when a target is missed. Asserts nothing else.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Actor, AppDeps } from '../src/platform/context';
import { scopeOf } from '../src/platform/tenancy/scope';
import { latestTimelineId, recordTimeline } from '../src/platform/timeline';
import { recordOrderEvents } from '../src/modules/orders/events';
import * as orderRepo from '../src/modules/orders/repo';
import { ctxOf, loadDetail, subject } from '../src/modules/orders/service';
import { recordEvent } from '../src/modules/webhooks';
import { fanOut } from '../src/modules/webhooks/delivery';
import { insertEndpoint } from '../src/modules/webhooks/repo';
import { freshDeps } from './harness';

const pgUrl = process.env.DATABASE_URL;
const N = Number(process.env.N ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const BLOCK = Number(process.env.BLOCK ?? 100);
const ENDPOINTS = Number(process.env.ENDPOINTS ?? 2);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? (pgUrl ? 16 : 1));

/** `count` new 5-item orders (one delivery line each) of the supplier, by generate_series; answers their ids. */
async function newOrders(deps: AppDeps, companyId: number, count: number, tag: string): Promise<number[]> {
  const db = deps.db;
  await sql`
    insert into purchase_orders (order_no, version, company_id, source, content_hash, purchase_dept, order_type, order_date, buyer_name,
                                 currency, net_amount, vat_amount, fee, total_amount, item_count, status, released_at, updated_at, created_at)
    select ${tag} || lpad(i::text, 6, '0'), 1, ${companyId}::int, 'erp', ${tag}, '航材采购部 Materials Purchasing', 'standard', current_date,
           '王磊 Wang Lei', 'CNY', 5000, 650, 0, 5650, 5, 'new', now(), now(), now()
      from generate_series(1, ${count}::int) i`.execute(db);
  await sql`
    insert into purchase_order_items (order_id, item_no, part_number, description, quantity, unit, unit_price, vat_rate, net_amount, vat_amount, total,
                                      status, original_ship_date, requested_ship_date)
    select o.id, k * 10, 'PN-' || (o.id % 5000) || '-' || k, '航材 Part ' || k, 10, 'EA', 100, 13, 1000, 130, 1130, 'open', o.order_date + 30, o.order_date + 30
      from purchase_orders o cross join generate_series(1, 5) k where o.content_hash = ${tag}`.execute(db);
  await sql`
    insert into purchase_order_delivery_lines (item_id, line_no, ship_to_code, quantity, need_by_date, original_need_by_date)
    select i.id, 1, 'PVG1', i.quantity, i.requested_ship_date, i.original_ship_date
      from purchase_order_items i join purchase_orders o on o.id = i.order_id where o.content_hash = ${tag}`.execute(db);
  const ids = await sql<{ id: number }>`select id from purchase_orders where content_hash = ${tag} order by id`.execute(db);
  await sql`analyze purchase_orders`.execute(db);
  return ids.rows.map((r) => r.id);
}

/** The statements of `acknowledgeOrder` (supplier-actions.ts) through `onOrder` (on-order.ts), with or without the events. */
async function acknowledge(deps: AppDeps, actor: Actor, id: number, withEvents: boolean): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const scope = scopeOf(actor);
    const row = await orderRepo.findOrder(trx, scope, id, ctxOf(deps), true);
    if (!row) throw new Error(`order ${id} not found`);
    const revision = await latestTimelineId(trx, subject(id));
    const now = deps.now();
    await orderRepo.confirmLines(trx, { orderId: id, openOnly: true });
    await orderRepo.acknowledgeOpenItems(trx, id);
    await orderRepo.moveOrder(trx, id, 'acknowledge', { now, acknowledgementNo: `OA-${id}`, supplierNote: null, acknowledgedAt: now });
    await recordTimeline(trx, { subject: subject(id), kind: 'order', action: 'acknowledge', fromStatus: row.status, toStatus: 'acknowledged', note: `OA-${id}`, actor: { userId: actor.userId, realName: actor.realName, companyId: actor.companyId } });
    const detail = await loadDetail(trx, deps, scope, id, actor);
    if (withEvents) await recordOrderEvents(trx, id, revision, detail);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  const { deps, driver, drop } = await freshDeps('aerosupply_bench_webhooks_');
  try {
    const db = deps.db;
    const company = await db.selectFrom('companies').select('id').where('vendor_code', '=', '10000001').executeTakeFirstOrThrow();
    const actor: Actor = {
      userId: 1, sessionId: 1, account: 'bench', realName: 'bench', avatar: null, companyId: company.id, companyName: 'bench', companyNameEn: null, companyType: 'supplier',
      isCompanyAdmin: true, roles: [], permissions: new Set(['sup.purchaseOrder']), language: 'en',
    };
    for (let e = 0; e < ENDPOINTS; e++) {
      await insertEndpoint(db, { url: `https://erp-${e}.example.com/hooks`, description: '', eventTypes: ['order.acknowledged', 'order.item_acknowledged'], enabled: true, secret: 'whsec_x', userId: 1, now: new Date() });
    }
    const warm = 50;
    const ids = await newOrders(deps, company.id, warm + 2 * ROUNDS * BLOCK, `WB${randomBytes(3).toString('hex')}`);
    const load0 = os.loadavg();

    // 1. the extra cost of the acknowledgement: alternating blocks without / with its events
    for (const [i, id] of ids.slice(0, warm).entries()) await acknowledge(deps, actor, id, i % 2 === 0);
    let next = warm;
    const without: number[] = [];
    const withEvents: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      for (const events of r % 2 === 0 ? [false, true] : [true, false]) {
        const start = performance.now();
        for (let k = 0; k < BLOCK; k++) await acknowledge(deps, actor, ids[next++]!, events);
        (events ? withEvents : without).push((performance.now() - start) / BLOCK);
      }
    }
    const msWithout = without.reduce((a, b) => a + b, 0) / ROUNDS;
    const msWith = withEvents.reduce((a, b) => a + b, 0) / ROUNDS;
    const overhead = (msWith - msWithout) / msWithout;
    const roundOverheads = without.map((w, i) => (withEvents[i]! - w) / w);

    // 2. events/s enqueued: transactions of the smallest business write (one history entry) with one
    //    event each (a real order detail as its data), CONCURRENCY at once; the same without the event beside it
    const detail = await db.transaction().execute((trx) => loadDetail(trx, deps, scopeOf(actor), ids[warm]!, actor));
    const payload = { ...detail, actions: undefined, action: 'acknowledge', note: 'OA' };
    const small = async (withEvent: boolean) => {
      let issued = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (issued < N) {
            const i = issued++;
            await db.transaction().execute(async (trx) => {
              await recordTimeline(trx, { subject: subject(ids[i % ids.length]!), kind: 'order', action: 'bench', note: `B-${i}`, actor: null });
              if (withEvent) await recordEvent(trx, { type: 'order.acknowledged', subject: subject(ids[i % ids.length]!), payload });
            });
          }
        }),
      );
      return N / ((performance.now() - start) / 1000);
    };
    const smallRates = { without: [] as number[], with: [] as number[] };
    for (let r = 0; r < 3; r++) {
      smallRates.without.push(await small(false));
      smallRates.with.push(await small(true));
    }
    const emptyPerSecond = median(smallRates.without);
    const eventsPerSecond = median(smallRates.with);
    const eventMs = 1000 / eventsPerSecond - 1000 / emptyPerSecond;

    // 3. the delivery job's fan-out of everything recorded above (for information)
    const pending = Number((await sql<{ n: string }>`select count(*) as n from outbound_events where not fanned_out`.execute(db)).rows[0]!.n);
    const startFan = performance.now();
    const fanned = await fanOut(deps, 1_000_000);
    const fanMs = performance.now() - startFan;
    const load1 = os.loadavg();

    const f = (x: number) => x.toFixed(2);
    console.log(`${driver}; load average ${load0.map((x) => x.toFixed(2)).join(' ')} -> ${load1.map((x) => x.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
    console.log(`order acknowledgement (5 items): ${f(msWithout)} ms without webhooks, ${f(msWith)} ms with its event; extra cost ${(overhead * 100).toFixed(1)}% (target <= 10%; per round median ${(median(roundOverheads) * 100).toFixed(1)}%)`);
    console.log(`events enqueued: ${eventsPerSecond.toFixed(0)}/s (target >= 1000; median of 3 runs of ${N} transactions of a history entry and its event, ${CONCURRENCY} at once; without the event ${emptyPerSecond.toFixed(0)} transactions/s, so the event adds ${f(eventMs)} ms of wall time per transaction)`);
    console.log(`fan-out by the delivery job: ${fanned} of ${pending} events to ${ENDPOINTS} endpoints in ${fanMs.toFixed(0)} ms (${(fanned / (fanMs / 1000)).toFixed(0)} events/s)`);
    console.log(JSON.stringify({ bench: 'webhooks', driver, ackMsWithout: +f(msWithout), ackMsWith: +f(msWith), overheadPct: +(overhead * 100).toFixed(1), medianRoundOverheadPct: +(median(roundOverheads) * 100).toFixed(1), eventsPerSecond: Math.round(eventsPerSecond), withoutEventTxPerSecond: Math.round(emptyPerSecond), eventAddsMs: +eventMs.toFixed(3), fanOutPerSecond: Math.round(fanned / (fanMs / 1000)), load: load0[0] }));
    if (eventsPerSecond < 1000 || overhead > 0.1) process.exitCode = 1;
  } finally {
    await drop();
  }
}

void main();
