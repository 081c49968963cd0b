import { sql, type Kysely } from 'kysely';

/**
 * Orders draw on agreements (issue 25 item 6, D-610..D-613): an order item may name the agreement
 * line it draws on, by the agreement's id and number and the line's number (agreement lines are
 * rewritten by an edit, so their ids do not last; the number and line number do). The partial index
 * sums what a line has drawn.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase_order_items add column agreement_id integer, add column agreement_no text, add column agreement_line_no integer`.execute(db);
  await sql`create index purchase_order_items_agreement_idx on purchase_order_items (agreement_id, agreement_line_no) where agreement_id is not null`.execute(db);
}
