import { sql, type Kysely } from 'kysely';

/**
 * RFx flags that work or go (issue 25 item 5, D-564..D-566): "allow offline bid" is removed (every
 * bid is a sealed portal quotation); an RFx marked consignment marks each of its items so; the
 * header's never-written SAP state goes (it is read from the opened quotations, D-567).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sourcing_rfx drop column allow_offline_bid`.execute(db);
  // The header's SAP state is its opened quotations' (D-567), never stored on the RFx.
  await sql`alter table sourcing_rfx drop column sap_sync_status`.execute(db);
  await sql`update sourcing_rfx_items i set consignment = true from sourcing_rfx x where x.id = i.rfx_id and x.consignment and not i.consignment`.execute(db);
}
