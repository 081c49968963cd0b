/**
 * Bench: outbound events (issue 33 figures). Times N transactions of a business write (an order's
 * history entry through the platform timeline) without and with `recordEvent` (the event and a
 * delivery to each of two subscribed endpoints), and reports events per second and the extra cost.
 * Target: 1,000 events/s enqueued, business writes at most 10% slower with webhooks.
 * Run: npx tsx apps/server/bench/webhooks.ts   (PGlite in memory; N=2000 STATEMENTS=1). Exits 1 over target.
 */
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { recordTimeline } from '../src/platform/timeline';
import { recordEvent } from '../src/modules/webhooks';
import { insertEndpoint } from '../src/modules/webhooks/repo';

const N = Number(process.env.N ?? 2000);
/** Statements of the business write (1: one history entry; an order acknowledgement runs about ten). */
const STATEMENTS = Number(process.env.STATEMENTS ?? 1);

async function main(): Promise<void> {
  const handle = await openDatabase({ databaseUrl: null, dataDir: null });
  const db = handle.db;
  await migrateToLatest(db);
  const urls = ['https://erp-a.example.com/hooks', 'https://erp-b.example.com/hooks'].slice(0, Number(process.env.ENDPOINTS ?? 2));
  for (const url of urls) {
    await insertEndpoint(db, { url, description: '', eventTypes: ['order.acknowledged'], enabled: true, secret: 'whsec_x', userId: 1, now: new Date() });
  }
  const write = async (i: number, withEvent: boolean) =>
    db.transaction().execute(async (trx) => {
      for (let k = 0; k < STATEMENTS; k++) {
        await recordTimeline(trx, { subject: { type: 'purchase_order', id: i }, kind: 'order', action: 'acknowledge', fromStatus: 'new', toStatus: 'acknowledged', note: `OA-${i}`, actor: null });
      }
      if (withEvent) await recordEvent(trx, { type: 'order.acknowledged', subject: { type: 'purchase_order', id: i }, payload: { id: i, orderNo: `PO-${i}`, status: 'acknowledged', items: [{ itemNo: 10, status: 'acknowledged' }] } });
    });
  const run = async (withEvent: boolean) => {
    const start = performance.now();
    for (let i = 0; i < N; i++) await write(i, withEvent);
    return performance.now() - start;
  };
  await run(false); // warm-up
  const without = await run(false);
  const withEvents = await run(true);
  const eventsPerSecond = N / (withEvents / 1000);
  const overhead = (withEvents - without) / without;
  console.log(`${N} business writes of ${STATEMENTS} statement(s): ${without.toFixed(0)} ms without webhooks, ${withEvents.toFixed(0)} ms with an event and ${urls.length} deliveries each`);
  console.log(`events/s: ${eventsPerSecond.toFixed(0)} (target >= 1000); extra cost of the business write: ${(overhead * 100).toFixed(1)}% (target <= 10%)`);
  await handle.close();
  if (eventsPerSecond < 1000 || overhead > 0.1) process.exitCode = 1;
}

void main();
