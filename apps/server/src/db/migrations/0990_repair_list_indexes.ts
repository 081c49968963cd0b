import { sql, type Kysely } from 'kysely';

/**
 * Repair order lists at 200,000 orders (issue 15 figures, D-440, D-441):
 * - `pn`: the inquiry's P/N on its order (an inquiry's P/N never changes), so the P/N prefix filter
 *   is an index range on the order itself (a narrow prefix: the matches' ids and times from the index
 *   alone, sorted; the capped count reads the index only) instead of a probe into the inquiries per order;
 * - `due_at`: created + quoted lead days (null without a lead time), so "overdue" is one comparison;
 * - the list orders (all orders, one shop's) carry the filter columns (status, due, shipped, P/N), so a
 *   page's ids and the capped count walk the index without reading the table;
 * - the flagged bills (over quotation or cap) have their own list order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table repair_orders add column pn text, add column due_at timestamptz`.execute(db);
  await sql`update repair_orders o set pn = i.pn from repair_inquiries i where i.id = o.inquiry_id`.execute(db);
  await sql`update repair_orders set due_at = created_at + make_interval(days => quoted_lead_days) where quoted_lead_days is not null`.execute(db);
  await sql`alter table repair_orders alter column pn set not null`.execute(db);
  await sql`create index repair_orders_pn_idx on repair_orders (upper(pn) text_pattern_ops) include (pn, created_at, id)`.execute(db);
  await sql`drop index repair_orders_list_idx`.execute(db);
  await sql`create index repair_orders_list_idx on repair_orders (created_at desc, id desc) include (status, due_at, shipped_at, pn)`.execute(db);
  await sql`drop index repair_orders_company_idx`.execute(db);
  await sql`create index repair_orders_company_idx on repair_orders (company_id, created_at desc, id desc) include (status, due_at, shipped_at, pn)`.execute(db);
  await sql`create index repair_bills_flagged_idx on repair_bills (submitted_at desc, id desc) where over_quotation or over_cap`.execute(db);
}
