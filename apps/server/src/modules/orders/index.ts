/** What other modules may use of purchase orders: the one intake use case (for imports of orders). */
export { intakeOrder, type IntakeSource } from './service';
/** The delivery lines a supplier may still ship against (for logistics shipment notices, D-296). */
export { openOrderLinesForSupplier, type OpenOrderLine } from './reads-repo';
/** Order items for logistics' despatches and shipment cargo (D-384): by id, a supplier's acknowledged ones, and a lock. */
export { acknowledgedItemsOfSupplier, findOrderItems, lockOrderItems, type OrderItemRef } from './reads-repo';
/** Receipt of a delivered shipment on the order items it carried; completes items and orders (issue 26 item 1, D-480). */
export { receiveShipment, type ReceiptLine, type ShipmentReceipt } from './receipts';
/** The supplier scorecard's order figures per supplier and period, and their evidence (issue 31, D-634). */
export { ackEvidence, ackMeasures, changeRequestEvidence, changeRequestMeasures, daysLateMeasures, dueLineEvidence, onTimeMeasures, openOrderCounts, openOrderOn } from './scorecard-repo';
