/**
 * Bill accuracy per forwarder and invoice month (report E of the logistics reports, D-374): bills
 * sent for review, the share returned at least once, and the amount at stake of the difference list
 * (D-369, the same comparison, read from the bills' stored match summaries, D-437), for bills of one
 * currency. Read by logistics-reports through index.ts.
 */
import type { ReportEQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { CURRENCIES } from '@aerosupply/shared/freight-bills/codes';
import type { Database } from '../../db/database';
import { DIFFERENCE_SCAN_CAP, recheckBills } from './differences';
import * as repo from './repo';
import { BILL_SUBJECT } from './service';

export interface BillAccuracyRow {
  month: string;
  companyId: number;
  companyName: string;
  companyNameEn: string | null;
  bills: number;
  returned: number;
  withDifferences: number;
  amountAtStake: number;
  totalFreight: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The rows of report E. The difference scan reads only the bills the report counts (the filters'
 * forwarder, currency and invoice dates, no drafts; D-430), the newest `cap` of them (D-369's by
 * default). Each bill's differences come from its stored match summary (D-437); bills without a
 * fresh one are compared now (the same `compareBill` as the difference list) and their summaries
 * stored, so the figures equal the live computation's.
 */
export async function billAccuracyRows(db: Database, q: ReportEQuery, strict: boolean, limit: number, cap = DIFFERENCE_SCAN_CAP): Promise<{ rows: BillAccuracyRow[]; truncated: boolean; billsScanned: number }> {
  const found = await repo.accuracyRows(db, q, BILL_SUBJECT, strict, cap, limit);
  const stake = new Map<string, { bills: number; amount: number }>();
  const stale: number[] = [];
  for (const g of found) {
    stake.set(`${g.month}|${g.company_id}`, { bills: Number(g.with_differences), amount: cents(Number(g.amount ?? 0)) });
    stale.push(...(g.stale ?? []));
  }
  for (const s of (await recheckBills(db, stale, strict)).values()) {
    if (s.differences === 0) continue;
    const at = stake.get(`${s.month}|${s.companyId}`)!;
    at.bills += 1;
    at.amount = cents(at.amount + s.amount);
  }
  return {
    rows: found.map((r) => {
      const s = stake.get(`${r.month}|${r.company_id}`)!;
      return { month: r.month, companyId: r.company_id, companyName: r.company_name, companyNameEn: r.company_name_en, bills: Number(r.bills), returned: Number(r.returned), withDifferences: s.bills, amountAtStake: s.amount, totalFreight: cents(Number(r.total_freight)) };
    }),
    truncated: found[0]?.over_cap ?? false,
    billsScanned: Number(found[0]?.scanned_all ?? 0),
  };
}

/**
 * One forwarder's bill accuracy over invoice dates from..to, all currencies (the forwarder
 * scorecard, D-413): bills sent for review and, of those, returned at least once — the same counts
 * as report E.
 */
export async function billAccuracyOf(db: Database, forwarderId: number, from: string, to: string): Promise<{ bills: number; returned: number }> {
  let bills = 0;
  let returned = 0;
  for (const currency of CURRENCIES) {
    for (const r of await repo.billAccuracyCounts(db, { forwarderId, currency, from, to }, BILL_SUBJECT, 10_000)) {
      bills += Number(r.bills);
      returned += Number(r.returned);
    }
  }
  return { bills, returned };
}
