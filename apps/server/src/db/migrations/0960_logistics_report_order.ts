import { sql, type Kysely } from 'kysely';

/**
 * Report A's default order (issue 17 figures, D-431): the newest shipments first over every
 * shipment, without a direction filter (`shipments_list_idx` leads with the direction), read as an
 * index range instead of sorting all shipments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index shipments_created_idx on shipments (created_at desc, id desc)`.execute(db);
}
