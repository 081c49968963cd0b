import { sql, type Kysely } from 'kysely';

/**
 * Typed searches of lists not served before (issue 28 item 6):
 * - the allotment list's search (number, waybill or a line's P/N, "contains"; D-714): a trigram
 *   index on each of the three columns, which the list reads as a union of the three matches' ids,
 *   so a search that matches few allotments or none reads only those;
 * - the staff's freight-bill list across all forwarders (D-713): its default order (last update) had
 *   an index only per forwarder and per status, so a search matching many bills sorted them all.
 */
const INDEXES: [table: string, column: string][] = [
  ['allotments', 'number'],
  ['allotments', 'waybill'],
  ['allotment_lines', 'part_number'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of INDEXES) {
    await sql`create index ${sql.id(`${table}_${column}_trgm_idx`)} on ${sql.table(table)} using gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
  }
  await sql`create index freight_bills_updated_idx on freight_bills (updated_at desc, id desc)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
