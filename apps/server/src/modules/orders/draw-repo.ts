/** SQL of what order items drew on agreement lines (issue 25 item 6, D-611). */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** Item statuses that draw nothing: cancelled by the buyer, rejected by the supplier (D-611). */
const NOT_DRAWING = sql.raw(`('cancelled', 'rejected')`);

export interface DrawnRow {
  agreement_id: number;
  line_no: number;
  quantity: string;
  amount: string;
  items: number;
}

/** Per agreement line of these agreements: quantity and net amount of the items drawing on it, and how many. */
export async function drawnOnAgreements(db: Database, agreementIds: readonly number[]): Promise<DrawnRow[]> {
  if (agreementIds.length === 0) return [];
  return db
    .selectFrom('purchase_order_items as i')
    .select([
      sql<number>`i.agreement_id`.as('agreement_id'),
      sql<number>`i.agreement_line_no`.as('line_no'),
      sql<string>`sum(i.quantity)::text`.as('quantity'),
      sql<string>`sum(i.net_amount)::text`.as('amount'),
      sql<number>`count(*)::int`.as('items'),
    ])
    .where('i.agreement_id', 'in', agreementIds)
    .where(sql<boolean>`i.status not in ${NOT_DRAWING}`)
    .groupBy(['i.agreement_id', 'i.agreement_line_no'])
    .execute();
}

/**
 * What the items of other orders than `orderNo` drew on these agreement lines (an intake's check: the
 * order it writes, a new version of `orderNo`, replaces that order's items).
 */
export async function drawnByOtherOrders(db: Database, lines: readonly { agreementId: number; lineNo: number }[], orderNo: string): Promise<DrawnRow[]> {
  if (lines.length === 0) return [];
  const wanted = JSON.stringify(lines.map((l) => ({ agreement_id: l.agreementId, line_no: l.lineNo })));
  const { rows } = await sql<DrawnRow>`
    select i.agreement_id, i.agreement_line_no as line_no, sum(i.quantity)::text as quantity, sum(i.net_amount)::text as amount, count(*)::int as items
      from (select distinct agreement_id, line_no from jsonb_to_recordset(${wanted}::jsonb) as w(agreement_id int, line_no int)) w
      join purchase_order_items i on i.agreement_id = w.agreement_id and i.agreement_line_no = w.line_no
      join purchase_orders o on o.id = i.order_id
     where i.status not in ${NOT_DRAWING} and o.order_no <> ${orderNo}
     group by i.agreement_id, i.agreement_line_no`.execute(db);
  return rows;
}
