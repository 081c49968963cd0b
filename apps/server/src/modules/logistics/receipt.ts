/**
 * A delivery receives the purchase-order lines its shipment carried (issue 26 item 1, D-482): the
 * quantities the proof of delivery names, or else every carried line at the quantity carried. A
 * line the shipment does not carry, or more than it carried, is refused here; the orders module
 * (through its index) refuses another supplier's line and more than was ordered, records the
 * receipt and completes items and orders.
 */
import type { DeliveryBody } from '@aerosupply/shared/logistics/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { receiveShipment, type ReceiptLine } from '../orders';
import { carriedOrderLines } from './receipt-repo';
import { recordEvent } from '../webhooks';

export async function receiveOrderLines(deps: AppDeps, trx: Database, actor: Actor, shipment: { id: number; number: string }, body: Pick<DeliveryBody, 'receipts' | 'arrivedAt'>): Promise<void> {
  const carried = new Map<number, { quantity: number; suppliers: Set<number> }>();
  for (const c of await carriedOrderLines(trx, shipment.id)) {
    const line = carried.get(c.order_item_id!) ?? { quantity: 0, suppliers: new Set<number>() };
    line.quantity += Number(c.quantity);
    const supplier = c.despatch_company_id ?? c.supplier_company_id;
    if (supplier !== null) line.suppliers.add(supplier);
    carried.set(c.order_item_id!, line);
  }
  const asked = body.receipts ?? [...carried].map(([orderItemId, c]) => ({ orderItemId, quantity: c.quantity }));
  const total = new Map<number, number>();
  const lines: ReceiptLine[] = asked.map((r, i) => {
    const c = carried.get(r.orderItemId);
    if (!c) throw fieldError(`receipts.${i}.orderItemId`, 'logistics.receipt_not_carried', 409);
    const sum = (total.get(r.orderItemId) ?? 0) + r.quantity;
    if (sum > c.quantity + 1e-9) {
      throw new AppError(409, 'logistics.over_shipped', { shipped: c.quantity }, [{ path: `receipts.${i}.quantity`, errorKey: 'logistics.over_shipped', params: { shipped: c.quantity } }]);
    }
    total.set(r.orderItemId, sum);
    return { orderItemId: r.orderItemId, quantity: r.quantity, supplierCompanyIds: [...c.suppliers] };
  });
  await receiveShipment(deps, trx, actor, { shipmentId: shipment.id, shipmentNumber: shipment.number, receivedAt: new Date(body.arrivedAt), lines });
  await recordEvent(trx, { type: 'shipment.delivered', subject: { type: 'shipment', id: shipment.id }, payload: { shipmentId: shipment.id, shipmentNumber: shipment.number, arrivedAt: body.arrivedAt, receipts: lines.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })) } });
}
