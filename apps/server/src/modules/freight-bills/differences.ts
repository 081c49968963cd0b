/**
 * The cross-bill difference list (issue 17 item 4; old `/logistics/npd/standingbookDifference`,
 * "ledger difference", D-369): every difference the shipment match finds (weight, chargeable
 * weight, route, duplicate, rate) and every waybill naming no shipment of the bill's forwarder,
 * over all bills the filters select, one row per difference with the amount at stake. Staff see
 * every forwarder, a forwarder its own bills only. The comparison is the one of the bill detail
 * (`compareBill`), fed in batches: one shipment look-up of the (forwarder, waybill) pairs through the
 * logistics module per 100,000 pairs and one duplicate look-up of the bills (D-436), for at most
 * DIFFERENCE_SCAN_CAP bills (the newest first).
 */
import { translate, type Lang } from '@aerosupply/shared';
import type { DifferenceListQuery, DifferencePage, DifferenceRow, DifferenceSummary } from '@aerosupply/shared/freight-bills/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { columnsIn, streamWorkbook, type ColumnDef, type ExportFile } from '../../platform/export/xlsx';
import { scopeOf, type Scope } from '../../platform/tenancy/scope';
import { findWaybillShipmentsOfForwarders, type WaybillWeights } from '../logistics';
import { expectationOf } from './presenter';
import * as repo from './repo';
import { compareDifferences, type ChargedElsewhere } from './shipment-match';

/** Most bills one list or export compares (the newest first); more sets `truncated`. */
export const DIFFERENCE_SCAN_CAP = 20_000;
/** (Forwarder, waybill) pairs per look-up. */
const LOOKUP_CHUNK = 100_000;
/** Bills compared per round (their look-ups at once). */
const RECHECK_BATCH = 5_000;

type Filters = Omit<DifferenceListQuery, 'page' | 'pageSize'> & repo.BillNarrowing;

interface Computed {
  rows: DifferenceRow[];
  billsScanned: number;
  truncated: boolean;
}

/** The bills the difference list compares (`listDifferenceCandidates`, `differenceCandidatesByIds`). */
export type CandidateBill = Awaited<ReturnType<typeof repo.listDifferenceCandidates>>[number];

const key = (companyId: number, waybill: string) => `${companyId}|${waybill}`;

interface LookedUp {
  shipments: Map<string, WaybillWeights[]>;
  charged: Map<string, ChargedElsewhere[]>;
}

/** The shipments of every (forwarder, waybill) pair of these bills and the other bills charging their waybills (D-436). */
async function lookUp(db: Database, bills: readonly CandidateBill[]): Promise<LookedUp> {
  const pairs = new Map<string, { companyId: number; waybill: string }>();
  for (const b of bills) for (const w of b.waybill_nos) pairs.set(key(b.company_id, w.toUpperCase()), { companyId: b.company_id, waybill: w.toUpperCase() });
  const list = [...pairs.values()];
  const shipments = new Map<string, WaybillWeights[]>();
  const charged = new Map<string, ChargedElsewhere[]>();
  const found = Promise.all(Array.from({ length: Math.ceil(list.length / LOOKUP_CHUNK) }, (_, i) => findWaybillShipmentsOfForwarders(db, list.slice(i * LOOKUP_CHUNK, (i + 1) * LOOKUP_CHUNK))));
  const elsewhere = repo.findWaybillsCharged(db, bills.map((b) => b.id));
  for (const chunk of await found) {
    for (const s of chunk) {
      const k = key(s.companyId, s.waybill);
      const at = shipments.get(k);
      if (at) at.push(s);
      else shipments.set(k, [s]);
    }
  }
  // Other bills charging a bill's waybills, per bill and waybill.
  for (const c of await elsewhere) {
    const k = `${c.askerId}|${c.waybill}`;
    const at = charged.get(k);
    const entry = { billId: c.billId, number: c.number, waybill: c.waybill };
    if (at) at.push(entry);
    else charged.set(k, [entry]);
  }
  return { shipments, charged };
}

/**
 * The difference rows of each bill (in the bills' order), unfiltered (D-369): the shipments of every
 * (forwarder, waybill) pair through the logistics module and the other bills charging the bills'
 * waybills in one more look-up (D-436), then `compareBill` per bill.
 */
export async function differenceRowsOf(db: Database, bills: readonly CandidateBill[], strict: boolean): Promise<DifferenceRow[][]> {
  return compareAll(bills, await lookUp(db, bills), strict);
}

/**
 * The difference rows of many bills, RECHECK_BATCH a round: every round's look-ups start at once
 * (each on its own pooled connection) and each round is compared as its look-ups arrive, so the
 * database's work and the comparison overlap on the machine's cores (D-439).
 */
async function differenceRowsInRounds(db: Database, bills: readonly CandidateBill[], strict: boolean): Promise<DifferenceRow[][]> {
  const rounds: CandidateBill[][] = [];
  for (let i = 0; i < bills.length; i += RECHECK_BATCH) rounds.push(bills.slice(i, i + RECHECK_BATCH));
  const lookups = rounds.map((round) => lookUp(db, round));
  // A failed round is thrown when its turn comes; until then it must not count as unhandled.
  for (const l of lookups) l.catch(() => undefined);
  const out: DifferenceRow[][] = [];
  for (let i = 0; i < rounds.length; i += 1) out.push(...compareAll(rounds[i]!, await lookups[i]!, strict));
  return out;
}

function compareAll(bills: readonly CandidateBill[], { shipments, charged }: LookedUp, strict: boolean): DifferenceRow[][] {
  const none: never[] = [];
  return bills.map((b) => {
    const waybills = [...new Set(b.waybill_nos.map((w) => w.toUpperCase()))];
    const found: WaybillWeights[] = [];
    const elsewhere: ChargedElsewhere[] = [];
    for (const w of waybills) {
      const s = shipments.get(key(b.company_id, w));
      if (s) found.push(...s);
      // Duplicates are rare: no string is built for a batch that has none.
      const c = charged.size > 0 ? charged.get(`${b.id}|${w}`) : undefined;
      if (c) elsewhere.push(...c);
    }
    const totalFreight = Number(b.total_freight);
    const match = compareDifferences(
      { id: b.id, companyId: b.company_id, waybillNos: waybills, weightKg: Number(b.weight_kg), origin: b.origin, destination: b.destination, totalFreight, expectation: expectationOf(b) },
      found,
      elsewhere,
      strict,
    );
    if (match.unmatched.length === 0 && match.differences.length === 0) return none;
    const rows: DifferenceRow[] = [];
    const head = {
      billId: b.id,
      number: b.number,
      invoiceNo: b.invoice_no,
      invoiceDate: b.invoice_date,
      forwarderId: b.company_id,
      forwarderName: b.company_name,
      forwarderNameEn: b.company_name_en,
      status: b.status,
      origin: b.origin,
      destination: b.destination,
      currency: b.currency as DifferenceRow['currency'],
    };
    let n = 0;
    const share = waybills.length > 0 ? Math.round((totalFreight / waybills.length) * 100) / 100 : null;
    for (const w of match.unmatched) rows.push({ ...head, key: `${b.id}-${n++}`, kind: 'unmatched', waybill: w, billValue: w, shipmentValue: null, amount: share });
    for (const d of match.differences) rows.push({ ...head, key: `${b.id}-${n++}`, kind: d.kind, waybill: d.waybill, billValue: d.billValue, shipmentValue: d.shipmentValue, amount: d.amount });
    return rows;
  });
}

/** A bill's stored match summary (D-437): its difference rows and their amount at stake (cents added one by one). */
export function summaryOf(billId: number, rows: readonly DifferenceRow[]): { billId: number; differences: number; amount: number } {
  let amount = 0;
  for (const r of rows) amount = Math.round((amount + (r.amount ?? 0)) * 100) / 100;
  return { billId, differences: rows.length, amount };
}

/**
 * Compares these bills now and stores their summaries (report E's bills not yet checked, the
 * re-check job, a bill just written): a bill changed while it was compared keeps no summary.
 */
export async function recheckBills(db: Database, ids: readonly number[], strict: boolean): Promise<Map<number, { billId: number; differences: number; amount: number; month: string; companyId: number }>> {
  const out = new Map<number, { billId: number; differences: number; amount: number; month: string; companyId: number }>();
  if (ids.length === 0) return out;
  const startedAt = await repo.matchClock(db);
  for (let i = 0; i < ids.length; i += RECHECK_BATCH) {
    const bills = await repo.differenceCandidatesByIds(db, ids.slice(i, i + RECHECK_BATCH));
    const rows = await differenceRowsOf(db, bills, strict);
    const summaries = bills.map((b, j) => ({ ...summaryOf(b.id, rows[j]!), month: b.invoice_date.slice(0, 7), companyId: b.company_id }));
    await repo.storeMatchSummaries(db, summaries, strict, startedAt);
    for (const s of summaries) out.set(s.billId, s);
  }
  return out;
}

/** Every difference of the bills the filters select, filtered by kind and amount, sorted. */
export async function computeDifferences(db: Database, scope: Scope, q: Filters, strict: boolean, cap = DIFFERENCE_SCAN_CAP): Promise<Computed> {
  const found = await repo.listDifferenceCandidates(db, scope, q, cap + 1);
  const truncated = found.length > cap;
  const bills = truncated ? found.slice(0, cap) : found;
  const rows: DifferenceRow[] = [];
  for (const r of await differenceRowsInRounds(db, bills, strict)) rows.push(...r);

  const kept = rows.filter((r) => (!q.kind || r.kind === q.kind) && (q.minAmount === undefined || Math.abs(r.amount ?? 0) >= q.minAmount));
  const dir = q.order === 'asc' ? 1 : -1;
  const cmp: Record<Filters['sort'], (a: DifferenceRow, b: DifferenceRow) => number> = {
    amount: (a, b) => (Math.abs(a.amount ?? 0) - Math.abs(b.amount ?? 0)) * dir,
    invoiceDate: (a, b) => a.invoiceDate.localeCompare(b.invoiceDate) * dir,
    number: (a, b) => a.number.localeCompare(b.number) * dir,
  };
  kept.sort((a, b) => cmp[q.sort](a, b) || b.billId - a.billId || a.key.localeCompare(b.key, 'en', { numeric: true }));
  return { rows: kept, billsScanned: bills.length, truncated };
}

export function summarise(rows: readonly DifferenceRow[]): DifferenceSummary[] {
  const map = new Map<string, DifferenceSummary>();
  for (const r of rows) {
    const k = `${r.kind}|${r.currency}`;
    const s = map.get(k) ?? { kind: r.kind, currency: r.currency, count: 0, amount: 0 };
    s.count += 1;
    s.amount = Math.round((s.amount + (r.amount ?? 0)) * 100) / 100;
    map.set(k, s);
  }
  return [...map.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.currency.localeCompare(b.currency));
}

export async function listDifferences(deps: AppDeps, actor: Actor, q: DifferenceListQuery): Promise<DifferencePage> {
  const { rows, billsScanned, truncated } = await computeDifferences(deps.db, scopeOf(actor), q, deps.config.freightMatchStrict);
  const start = (q.page - 1) * q.pageSize;
  return { rows: rows.slice(start, start + q.pageSize), page: q.page, pageSize: q.pageSize, total: rows.length, summary: summarise(rows), billsScanned, truncated };
}

const COLUMNS: ColumnDef[] = [
  ['number', 'freightBills.diff.col.number', 20],
  ['invoiceNo', 'freightBills.import.col.invoiceNo', 18],
  ['invoiceDate', 'freightBills.import.col.invoiceDate', 12],
  ['forwarder', 'freightBills.diff.col.forwarder', 28],
  ['status', 'freightBills.diff.col.status', 10],
  ['route', 'freightBills.diff.col.route', 14],
  ['kind', 'freightBills.diff.col.kind', 16],
  ['waybill', 'freightBills.diff.col.waybill', 18],
  ['billValue', 'freightBills.diff.col.billValue', 16],
  ['shipmentValue', 'freightBills.diff.col.shipmentValue', 20],
  ['amount', 'freightBills.diff.col.amount', 14],
  ['currency', 'freightBills.import.col.currency', 8],
];

/** The same filtered and sorted rows as the list, every page, streamed in batches of 1,000. */
export function exportDifferences(deps: AppDeps, actor: Actor, q: DifferenceListQuery, lang: Lang): ExportFile {
  let pending: Promise<DifferenceRow[]> | null = null;
  let offset = 0;
  const next = async () => {
    pending ??= computeDifferences(deps.db, scopeOf(actor), q, deps.config.freightMatchStrict).then((c) => c.rows);
    const all = await pending;
    const batch = all.slice(offset, offset + 1000);
    offset += batch.length;
    return batch.map((r) => ({
      number: r.number,
      invoiceNo: r.invoiceNo,
      invoiceDate: r.invoiceDate,
      forwarder: lang === 'en' ? (r.forwarderNameEn ?? r.forwarderName) : r.forwarderName,
      status: translate(`freightBills.status.${r.status}`, lang),
      route: `${r.origin}-${r.destination}`,
      kind: translate(`freightBills.diff.kind.${r.kind}`, lang),
      waybill: r.waybill ?? '',
      billValue: r.billValue,
      shipmentValue: r.kind === 'duplicate' ? translate('freightBills.diff.otherBill', lang, { number: r.shipmentValue ?? '' }) : (r.shipmentValue ?? ''),
      amount: r.amount,
      currency: r.currency,
    }));
  };
  const stream = streamWorkbook(translate('freightBills.diff.sheet', lang), columnsIn(COLUMNS, lang), next, DIFFERENCE_SCAN_CAP * 60);
  return { filename: `${translate('freightBills.diff.file', lang)}.xlsx`, stream };
}
