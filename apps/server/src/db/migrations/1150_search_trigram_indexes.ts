import { sql, type Kysely } from 'kysely';

/**
 * Every "contains" search a user types on a list of a large table (issue 28 item 6, D-680): a
 * trigram index (pg_trgm, created by 0001; PGlite loads the extension too) serves `ilike '%…%'`
 * of three characters and more, so a search that matches few rows or none reads only those
 * instead of the whole table, across all companies as within one. Searches of small tables
 * (companies, users, roles, dictionaries...) and the columns indexed before (RFx number 0620,
 * agreement line P/N 0700, company names 0300) are not repeated here.
 */
const INDEXES: [table: string, column: string][] = [
  // Purchase orders (1,000,000 in the bench): both sides' PO no., purchase department and buyer.
  ['purchase_orders', 'order_no'],
  ['purchase_orders', 'purchase_dept'],
  ['purchase_orders', 'buyer_name'],
  // Sourcing: the RFx description, the requirement list's number, description and requester, the supplier's quotation number.
  ['sourcing_rfx', 'description'],
  ['sourcing_requirements', 'number'],
  ['sourcing_requirements', 'description'],
  ['sourcing_requirements', 'requester_name'],
  ['sourcing_quotations', 'number'],
  // Repair: inquiry and order numbers, the bill's invoice number.
  ['repair_inquiries', 'number'],
  ['repair_orders', 'order_no'],
  ['repair_bills', 'invoice_no'],
  // Agreements: number and title.
  ['agreements', 'agreement_no'],
  ['agreements', 'title'],
  // Freight bills: bill and invoice numbers.
  ['freight_bills', 'number'],
  ['freight_bills', 'invoice_no'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of INDEXES) {
    await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
