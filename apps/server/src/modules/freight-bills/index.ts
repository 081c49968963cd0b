/**
 * What other modules may use of electronic freight bills: the amount rule and the extension point
 * where the logistics module's shipments will be matched (D-364), and report D's figures (D-371).
 */
export { checkBillAmounts } from './service';
export { matchShipments, type ShipmentMatch } from './shipment-match';
export { costPerKgRows } from './reports-repo';
/** Report E of the logistics reports: bill accuracy per forwarder and month (D-374). */
export { billAccuracyRows, type BillAccuracyRow } from './accuracy';
/** The forwarder scorecard's bill accuracy (forwarder-evaluations, D-413). */
export { billAccuracyOf } from './accuracy';
