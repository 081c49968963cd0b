/** SQL of the draw-down (D-610): agreement lines named by order items, locked for the order's write. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface DrawLineRow {
  agreement_id: number;
  agreement_no: string;
  company_id: number;
  status: string;
  currency: string;
  valid_from: string;
  valid_to: string;
  /** The line number asked for. */
  ref_line_no: number;
  /** Null when the agreement has no line with that number. */
  line_no: number | null;
  part_number: string | null;
  replaces_pn: string | null;
  unit: string | null;
  quantity: string | null;
  unit_price: string | null;
  amount: string | null;
}

/**
 * The agreements with these numbers and their lines with these numbers (a missing line answers the
 * agreement with a null line). With `lock`, the lines found are locked (`for update`, in agreement
 * and line order so two writers never wait on each other crosswise): two orders drawing on one line
 * are written one after the other, the second seeing what the first drew (D-613).
 */
export async function findDrawLines(db: Database, refs: readonly { agreementNo: string; lineNo: number }[], lock: boolean): Promise<DrawLineRow[]> {
  if (refs.length === 0) return [];
  const wanted = sql`(select distinct agreement_no, line_no from jsonb_to_recordset(${JSON.stringify(refs.map((r) => ({ agreement_no: r.agreementNo, line_no: r.lineNo })))}::jsonb) as w(agreement_no text, line_no int))`;
  // The lock first (an outer join's nullable side cannot be locked), then the read, which sees what a writer before us committed.
  if (lock) {
    await sql`select l.id from ${wanted} w join agreements a on a.agreement_no = w.agreement_no join agreement_lines l on l.agreement_id = a.id and l.line_no = w.line_no
               order by l.agreement_id, l.line_no for update of l`.execute(db);
  }
  const { rows } = await sql<DrawLineRow>`
    select a.id as agreement_id, a.agreement_no, a.company_id, a.status, a.currency, a.valid_from::text as valid_from, a.valid_to::text as valid_to,
           w.line_no as ref_line_no, l.line_no, l.part_number, l.replaces_pn, l.unit, l.quantity::text as quantity, l.unit_price::text as unit_price, l.amount::text as amount
      from ${wanted} w
      join agreements a on a.agreement_no = w.agreement_no
      left join agreement_lines l on l.agreement_id = a.id and l.line_no = w.line_no
     order by a.id, w.line_no`.execute(db);
  return rows;
}
