/** SQL of a delivery's receipt (issue 26 item 1, D-482): the shipment's cargo lines against order items, with the supplier that despatched each. */
import type { Database } from '../../db/database';

/** Cargo lines carrying an order item, each with the company of the despatch it came from (null: typed by staff) and the shipment's supplier. */
export const carriedOrderLines = (trx: Database, shipmentId: number) =>
  trx
    .selectFrom('shipment_cargo as c')
    .innerJoin('shipments as s', 's.id', 'c.shipment_id')
    .leftJoin('despatch_lines as dl', 'dl.id', 'c.despatch_line_id')
    .leftJoin('despatches as d', 'd.id', 'dl.despatch_id')
    .select(['c.id', 'c.order_item_id', 'c.quantity', 'd.company_id as despatch_company_id', 's.supplier_company_id'])
    .where('c.shipment_id', '=', shipmentId)
    .where('c.order_item_id', 'is not', null)
    .orderBy('c.line_no')
    .execute();
