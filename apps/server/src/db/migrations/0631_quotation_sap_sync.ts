import { sql, type Kysely } from 'kysely';

/**
 * SAP sync of opened quotations through the integration outbox (D-264): attempts, the last error
 * and when the ERP took it, beside the existing `sap_sync_status`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table sourcing_quotations
      add column sap_sync_attempts integer not null default 0,
      add column sap_sync_error text,
      add column sap_synced_at timestamptz`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
