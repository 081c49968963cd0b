/**
 * SQL of a supplier's despatch follow-up (issue 26 item 8, D-530..D-531): the despatch locked for
 * an edit or a withdrawal, its rewrite, and the shipment it became as its supplier sees it (its own
 * cargo only). Scoped to the supplier company: another company's despatch or shipment is absent.
 */
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { despatchPicked } from './repo';
import type { DespatchesTable } from './tables';

/** The supplier's despatch, locked, with where it stands: its notice's status and how much of it was picked up. */
export const lockDespatch = (trx: Database, companyId: number, id: number) =>
  trx
    .selectFrom('despatches as d')
    .leftJoin('shipments as s', 's.id', 'd.shipment_id')
    .select(['d.id', 'd.number', 'd.shipment_id', 's.status as shipment_status'])
    .select(despatchPicked.as('picked'))
    .where('d.id', '=', id)
    .where('d.company_id', '=', companyId)
    .forUpdate('d')
    .executeTakeFirst();

export const updateDespatch = (trx: Database, id: number, values: Updateable<DespatchesTable>) => trx.updateTable('despatches').set(values).where('id', '=', id).execute();
export const deleteDespatchLines = (trx: Database, id: number) => trx.deleteFrom('despatch_lines').where('despatch_id', '=', id).execute();
/** The lines go with it (on delete cascade). */
export const deleteDespatch = (trx: Database, id: number) => trx.deleteFrom('despatches').where('id', '=', id).execute();

/** Cargo lines of the supplier on a shipment: from its despatches, or typed by staff on a shipment of this supplier alone. */
const ownCargo = (companyId: number) =>
  sql<boolean>`(d.company_id = ${companyId} or (c.despatch_line_id is null and s.supplier_company_id = ${companyId}))`;

/** The shipment, when it carries cargo of this supplier. */
export const supplierShipment = (db: Database, companyId: number, id: number) =>
  db
    .selectFrom('shipments as s')
    .select(['s.id', 's.number', 's.status', 's.direction', 's.transport_type', 's.origin_port', 's.destination_port', 's.etd', 's.eta', 's.atd', 's.ata'])
    .where('s.id', '=', id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('shipment_cargo as c')
          .leftJoin('despatch_lines as dl', 'dl.id', 'c.despatch_line_id')
          .leftJoin('despatches as d', 'd.id', 'dl.despatch_id')
          .select(sql`1`.as('one'))
          .whereRef('c.shipment_id', '=', 's.id')
          .where(ownCargo(companyId)),
      ),
    )
    .executeTakeFirst();

/** This supplier's cargo lines of the shipment, with the despatch each came from. */
export const supplierCargo = (db: Database, companyId: number, id: number) =>
  db
    .selectFrom('shipment_cargo as c')
    .innerJoin('shipments as s', 's.id', 'c.shipment_id')
    .leftJoin('despatch_lines as dl', 'dl.id', 'c.despatch_line_id')
    .leftJoin('despatches as d', 'd.id', 'dl.despatch_id')
    .select(['c.line_no', 'd.number as despatch_number', 'c.order_no', 'c.item_no', 'c.part_number', 'c.description', 'c.quantity', 'c.picked_qty', 'c.unit', 'c.box_no'])
    .where('c.shipment_id', '=', id)
    .where(ownCargo(companyId))
    .orderBy('c.line_no')
    .execute();
