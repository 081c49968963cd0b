/**
 * The outbound event catalogue (issue 33, D-590..D-592): every event type the portal sends to webhook
 * endpoints and serves on the integration events feed, with what causes it and what its `data` is.
 * Each event is `{ id, type, version: 1, timestamp, subject: { type, id }, data }`; `data` is the
 * record as the named response contract defines it.
 */
export const EVENT_TYPES = [
  'order.acknowledged',
  'order.item_acknowledged',
  'order.change_requested',
  'order.rejection_requested',
  'order.cancellation_requested',
  'order.request_answered',
  'despatch.created',
  'despatch.withdrawn',
  'shipment.milestone',
  'shipment.delivered',
  'agreement.confirmed',
  'agreement.refused',
  'repair_order.status_changed',
  'repair_bill.approved',
  'freight_bill.approved',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The version of every event's envelope and `data` shape; a change that is not additive makes it 2. */
export const EVENT_VERSION = 1;

/** What causes each event and what its `data` holds (the API description's event catalogue). */
export const EVENT_CATALOGUE: Record<EventType, { when: string; data: string }> = {
  'order.acknowledged': { when: 'The supplier acknowledged a whole purchase order', data: 'OrderDetail (GET /api/sup/orders/:id) with the confirmed dates of its lines' },
  'order.item_acknowledged': { when: 'The supplier acknowledged one item of an order', data: 'OrderDetail' },
  'order.change_requested': { when: 'The supplier asked to change an item (part number, price, quantity, ship date)', data: 'OrderDetail' },
  'order.rejection_requested': { when: 'The supplier asked to reject an order or an item', data: 'OrderDetail' },
  'order.cancellation_requested': { when: 'The supplier asked to cancel an order or an item', data: 'OrderDetail' },
  'order.request_answered': { when: "The buyer accepted or refused a supplier's request", data: 'OrderDetail' },
  'despatch.created': { when: 'The supplier despatched goods against order lines', data: 'DespatchView (GET /api/sup/despatch)' },
  'despatch.withdrawn': { when: 'The supplier withdrew a despatch before pick-up', data: 'DespatchView' },
  'shipment.milestone': {
    when: 'A shipment reached a milestone: notice_created, domestic_notified, domestic_picked_up, shipped (departure), customs_cleared, intl_notified, intl_picked_up, delivered (arrival)',
    data: '{ milestone, seq (1-8), at, shipment: ShipmentDetail (GET /api/logistics/shipments/:id) after the change }',
  },
  'shipment.delivered': { when: 'The forwarder delivered a shipment; the received quantities were booked on the order items', data: '{ shipmentId, shipmentNumber, arrivedAt, receipts: [{ orderItemId, quantity }] }' },
  'agreement.confirmed': { when: 'The supplier confirmed an agreement', data: 'AgreementDetail (GET /api/agreements/:id)' },
  'agreement.refused': { when: 'The supplier refused an agreement, with a reason', data: 'AgreementDetail' },
  'repair_order.status_changed': { when: 'A repair order moved to another maintenance status', data: 'RepairOrderDetail (GET /api/repair/orders/:id)' },
  'repair_bill.approved': { when: 'Staff approved a repair bill', data: 'RepairBillDetail (GET /api/repair/bills/:id)' },
  'freight_bill.approved': { when: 'Staff approved an electronic freight bill', data: 'FreightBillDetail (GET /api/logistics/bills/:id)' },
};

/** Markdown of the catalogue for the OpenAPI description. */
export function eventCatalogueMarkdown(): string {
  const rows = EVENT_TYPES.map((t) => `| \`${t}\` | ${EVENT_CATALOGUE[t].when} | ${EVENT_CATALOGUE[t].data} |`);
  return ['| event | when | data |', '|---|---|---|', ...rows].join('\n');
}
