/**
 * Bench: the agreement report (issue 13 figures) over 100,000 agreement lines, through the real
 * services: main (per agreement) and minor (per line) pages with filters, the spend chart, and the
 * Excel export of all lines streamed to a sink while the process's memory is sampled.
 * Target: report p95 <= 100 ms on PostgreSQL; export memory growth < 100 MB.
 * Run: npx tsx apps/server/bench/agreements.ts   (PostgreSQL from DATABASE_URL or TEST_DATABASE_URL,
 * a fresh database beside it; BENCH_DB=pglite for PGlite in memory; LINES=100000 RUNS=200).
 * Exits 1 when a figure is over its target.
 */
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { STAFF_PERMISSIONS } from '@aerosupply/shared';
import type { AgreementReportQuery } from '@aerosupply/shared/agreements/schemas';
import { sql } from 'kysely';
import { migrateToLatest } from '../src/db/migrate';
import { seedBase } from '../src/db/seed/base';
import type { Actor, AppDeps } from '../src/platform/context';
import { exportReportLines, reportLines, reportMain, reportSpend } from '../src/modules/agreements/reports';
import { freshDatabase, percentile } from './harness';

const LINES = Number(process.env.LINES ?? 100_000);
const PER_AGREEMENT = 10;
const RUNS = Number(process.env.RUNS ?? 200);
const TARGET_P95_MS = 100;
const TARGET_EXPORT_MB = 100;

async function main(): Promise<void> {
  const { handle, drop, driver } = await freshDatabase({ url: process.env.BENCH_DB === 'pglite' ? undefined : (process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') });
  const db = handle.db;
  try {
    const t0 = Date.now();
    await migrateToLatest(db);
    await seedBase(db);
    const agreements = Math.ceil(LINES / PER_AGREEMENT);
    await sql`
      insert into companies (type, name, name_en, country, tax_system, tax_id, vendor_code, supplier_type, time_zone, status)
      select 'supplier', '航材供应商' || lpad(i::text, 4, '0'), 'Aero Supplier ' || lpad(i::text, 4, '0'), 'CN', 'USCC', '92' || lpad(i::text, 16, '0'), (50000000 + i)::text, 'aircraft', 'Asia/Shanghai', 'active'
        from generate_series(1, 200) i`.execute(db);
    await sql`insert into exchange_rates (from_currency, to_currency, rate, valid_from, updated_at) values ('USD','CNY',7.1,'2020-01-01',now()), ('EUR','CNY',7.8,'2020-01-01',now()), ('USD','CNY',7.2,'2025-01-01',now())`.execute(db);
    await sql`
      insert into agreements (agreement_no, version, company_id, title, status, currency, incoterms, payment_terms, valid_from, valid_to, buyer_name, total_amount, total_quantity, line_count, updated_at)
      select 'AGB' || lpad(i::text, 9, '0'), 1, (select min(id) from companies where type = 'supplier' and vendor_code like '5%') + i % 200,
             'Bench agreement ' || i,
             (array['draft','sent','confirmed','refused','active','active','active','expired','cancelled'])[1 + i % 9],
             (array['CNY','CNY','USD','EUR'])[1 + i % 4], 'DAP', 'N60',
             date '2022-01-01' + (i % 1200), date '2022-01-01' + (i % 1200) + 365,
             'Bench', 0, 0, ${PER_AGREEMENT}, now()
        from generate_series(1, ${agreements}) i`.execute(db);
    await sql`
      insert into agreement_lines (agreement_id, line_no, part_number, description, category, quantity, unit, unit_price, amount, lead_time_days)
      select a.id, n * 10, 'PN-' || lpad(((a.id * 7 + n * 13) % 20000)::text, 5, '0'), 'Part ' || n,
             (array['rotable','expendable','consumable','tooling','repair','other'])[1 + (a.id + n) % 6],
             1 + (a.id + n) % 50, 'EA', 10 + (a.id * n) % 5000, (1 + (a.id + n) % 50) * (10 + (a.id * n) % 5000), 30
        from agreements a cross join generate_series(1, ${PER_AGREEMENT}) n`.execute(db);
    await sql`update agreements a set total_amount = s.amount, total_quantity = s.qty from (select agreement_id, sum(amount) amount, sum(quantity) qty from agreement_lines group by agreement_id) s where s.agreement_id = a.id`.execute(db);
    await sql`vacuum analyze agreements`.execute(db);
    await sql`vacuum analyze agreement_lines`.execute(db);
    await sql`vacuum analyze companies`.execute(db);
    const seedMs = Date.now() - t0;
    const lineCount = (await sql<{ n: number }>`select count(*)::int as n from agreement_lines`.execute(db)).rows[0]!.n;

    const actor: Actor = {
      userId: 1, sessionId: 1, account: 'bench', realName: 'bench', avatar: null, companyId: 2, companyName: 'staff', companyNameEn: null, companyType: 'staff',
      isCompanyAdmin: false, roles: ['buyer'], permissions: new Set(STAFF_PERMISSIONS), language: 'en',
    };
    const deps = { db } as unknown as AppDeps;
    const base: AgreementReportQuery = { page: 1, pageSize: 20 };
    const filters: Partial<AgreementReportQuery>[] = [
      {},
      { status: 'active' },
      { category: 'rotable' },
      { supplier: 'Supplier 01' },
      { partNumber: 'PN-123' },
      { currency: 'USD', status: 'active' },
      { validFrom: '2024-01-01', validTo: '2024-06-30' },
      { supplier: '供应商0042', category: 'repair' },
      { page: 50 },
    ];
    const time = async (label: string, fn: (q: AgreementReportQuery) => Promise<unknown>, runs = RUNS) => {
      for (const f of filters) await fn({ ...base, ...f }); // warm-up
      const times: number[] = [];
      const perFilter = filters.map(() => [] as number[]);
      for (let i = 0; i < runs; i++) {
        const q = { ...base, ...filters[i % filters.length] };
        const s = performance.now();
        await fn(q);
        times.push(performance.now() - s);
        perFilter[i % filters.length]!.push(times.at(-1)!);
      }
      const slowest = perFilter.map((ts, i) => ({ f: JSON.stringify(filters[i]), med: [...ts].sort((a, b) => a - b)[Math.floor(ts.length / 2)]! })).sort((a, b) => b.med - a.med).slice(0, 3);
      console.log(`  slowest filters (median): ${slowest.map((x) => `${x.f} ${x.med.toFixed(1)} ms`).join('; ')}`);
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(`agreement report ${label} on ${driver}: ${lineCount} lines, ${runs} queries, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (target p95 <= ${TARGET_P95_MS} ms)`);
      return p95;
    };
    const p95Main = await time('main (per agreement)', (q) => reportMain(deps, actor, q));
    const p95Lines = await time('minor (per line)', (q) => reportLines(deps, actor, q));
    // The chart aggregates every matching line: fewer runs.
    const p95Spend = await time('spend chart', (q) => reportSpend(deps, actor, q), Math.min(RUNS, 36));

    // Export of every agreed line (no filter but the default: not drafts), streamed to a sink.
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 25);
    let bytes = 0;
    const s = performance.now();
    const file = exportReportLines(deps, actor, { ...base }, 'en');
    await pipeline(file.stream, new Writable({ write: (chunk: Buffer, _enc, cb) => ((bytes += chunk.length), cb()) }));
    const exportMs = performance.now() - s;
    clearInterval(timer);
    const rssGrowth = (peakRss - before.rss) / 1024 / 1024;
    const heapGrowth = (peakHeap - before.heapUsed) / 1024 / 1024;
    const exported = (await sql<{ n: number }>`select count(*)::int as n from agreement_lines l join agreements a on a.id = l.agreement_id where a.status <> 'draft'`.execute(db)).rows[0]!.n;
    console.log(`agreement report export on ${driver}: ${exported} lines, ${(bytes / 1024 / 1024).toFixed(1)} MB xlsx in ${(exportMs / 1000).toFixed(1)} s, RSS growth ${rssGrowth.toFixed(1)} MB, heap growth ${heapGrowth.toFixed(1)} MB (target < ${TARGET_EXPORT_MB} MB); seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const pass = Math.max(p95Main, p95Lines) <= TARGET_P95_MS && rssGrowth < TARGET_EXPORT_MB;
    console.log(JSON.stringify({ bench: 'agreements', driver, lines: lineCount, runs: RUNS, p95MainMs: +p95Main.toFixed(2), p95LinesMs: +p95Lines.toFixed(2), p95SpendMs: +p95Spend.toFixed(2), exportRows: exported, exportMs: Math.round(exportMs), exportRssGrowthMb: +rssGrowth.toFixed(1), exportHeapGrowthMb: +heapGrowth.toFixed(1), pass }));
    if (!pass) process.exitCode = 1;
  } finally {
    await drop();
  }
}

await main();
