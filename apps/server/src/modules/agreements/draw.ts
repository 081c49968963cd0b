/**
 * What orders need of agreements to draw on them (issue 25 item 6, D-610): the named agreement lines
 * with their agreement's supplier, status, currency and validity, locked inside the order's write.
 */
import type { AgreementStatus } from '@aerosupply/shared/agreements/workflow';
import type { Database } from '../../db/database';
import { findDrawLines } from './draw-repo';

export interface DrawableLine {
  agreementId: number;
  agreementNo: string;
  companyId: number;
  status: AgreementStatus;
  currency: string;
  validFrom: string;
  validTo: string;
  /** The line asked for, or null when the agreement has none with that number. */
  line: { lineNo: number; partNumber: string; replacesPn: string | null; unit: string; quantity: number; unitPrice: number; amount: number } | null;
}

export const drawKey = (agreementNo: string, lineNo: number) => `${agreementNo}\u0000${lineNo}`;

/**
 * The agreement lines these references name, by `drawKey` (an unknown agreement number is absent).
 * With `lock`, inside the caller's transaction, the lines are locked until it ends (D-613).
 */
export async function agreementLinesToDraw(db: Database, refs: readonly { agreementNo: string; lineNo: number }[], lock: boolean): Promise<Map<string, DrawableLine>> {
  const rows = await findDrawLines(db, refs, lock);
  return new Map(
    rows.map((r) => [
      drawKey(r.agreement_no, r.ref_line_no),
      {
        agreementId: r.agreement_id,
        agreementNo: r.agreement_no,
        companyId: r.company_id,
        status: r.status as AgreementStatus,
        currency: r.currency,
        validFrom: r.valid_from,
        validTo: r.valid_to,
        line:
          r.line_no === null
            ? null
            : { lineNo: r.line_no, partNumber: r.part_number!, replacesPn: r.replaces_pn, unit: r.unit!, quantity: Number(r.quantity), unitPrice: Number(r.unit_price), amount: Number(r.amount) },
      },
    ]),
  );
}
