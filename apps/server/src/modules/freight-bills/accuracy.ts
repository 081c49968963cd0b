/**
 * Bill accuracy per forwarder and invoice month (report E of the logistics reports, D-374): bills
 * sent for review, the share returned at least once, and the amount at stake of the difference list
 * (D-369, the same comparison), for bills of one currency. Read by logistics-reports through index.ts.
 */
import type { ReportEQuery } from '@aerosupply/shared/logistics-reports/schemas';
import { CURRENCIES } from '@aerosupply/shared/freight-bills/codes';
import type { Database } from '../../db/database';
import { computeDifferences, DIFFERENCE_SCAN_CAP } from './differences';
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
 * forwarder, currency and invoice dates, no drafts; D-430), in SQL, so other currencies and
 * drafts neither cost time nor use up the scan's cap (`cap`, D-369's by default).
 */
export async function billAccuracyRows(db: Database, q: ReportEQuery, strict: boolean, limit: number, cap = DIFFERENCE_SCAN_CAP): Promise<{ rows: BillAccuracyRow[]; truncated: boolean; billsScanned: number }> {
  const counts = await repo.billAccuracyCounts(db, q, BILL_SUBJECT, limit);
  const diffs = await computeDifferences(
    db,
    { companyId: 0, companyType: 'staff' },
    { forwarderId: q.forwarderId, currency: q.currency, sentForReview: true, invoiceFrom: q.from, invoiceTo: q.to, sort: 'amount', order: 'desc' },
    strict,
    cap,
  );
  const stake = new Map<string, { bills: Set<number>; amount: number }>();
  for (const d of diffs.rows) {
    const k = `${d.invoiceDate.slice(0, 7)}|${d.forwarderId}`;
    const s = stake.get(k) ?? { bills: new Set<number>(), amount: 0 };
    s.bills.add(d.billId);
    s.amount = cents(s.amount + (d.amount ?? 0));
    stake.set(k, s);
  }
  return {
    rows: counts.map((r) => {
      const s = stake.get(`${r.month}|${r.company_id}`);
      return { month: r.month, companyId: r.company_id, companyName: r.company_name, companyNameEn: r.company_name_en, bills: Number(r.bills), returned: Number(r.returned), withDifferences: s?.bills.size ?? 0, amountAtStake: s?.amount ?? 0, totalFreight: cents(Number(r.total_freight)) };
    }),
    truncated: diffs.truncated,
    billsScanned: diffs.billsScanned,
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
