/** Outside flow rows -> responses, with the actions open now. */
import type { OutsideDetail, OutsideLine, OutsideRow } from '@aerosupply/shared/outside-flows/schemas';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { flowActions } from './policy';
import type { FlowRow, LineRow } from './repo';

const num = (v: string | number) => Number(v);
const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (d: Date) => d.toISOString();

export function presentFlowRow(row: FlowRow, actor: Actor): OutsideRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    direction: row.direction as OutsideRow['direction'],
    scope: row.scope as OutsideRow['scope'],
    shipper: row.shipper,
    consignee: row.consignee,
    originPort: row.origin_port,
    destinationPort: row.destination_port,
    transportMode: row.transport_mode as OutsideRow['transportMode'],
    forwarderId: row.forwarder_id,
    forwarderName: row.forwarder_name ?? null,
    forwarderNameEn: row.forwarder_name_en ?? null,
    source: row.source,
    totalQty: num(row.total_qty),
    lineCount: Number(row.line_count),
    waybillNo: row.waybill_no,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    actions: flowActions(row, actor),
  };
}

export const presentLine = (l: LineRow): OutsideLine => ({
  lineNo: l.line_no,
  partNumber: l.part_number,
  description: l.description,
  quantity: num(l.quantity),
  unit: l.unit,
  weightKg: numOrNull(l.weight_kg),
  lengthCm: numOrNull(l.length_cm),
  widthCm: numOrNull(l.width_cm),
  heightCm: numOrNull(l.height_cm),
  dangerous: l.dangerous,
});

export function presentFlowDetail(row: FlowRow, actor: Actor, extra: { lines: LineRow[]; history: TimelineEntry[]; sourceShipmentNo: string | null }): OutsideDetail {
  const total = num(row.total_qty);
  return {
    ...presentFlowRow(row, actor),
    remark: row.remark,
    sourceShipmentId: row.source_shipment_id,
    sourceShipmentNo: extra.sourceShipmentNo,
    lines: extra.lines.map(presentLine),
    pickup: row.pickup_qty !== null && row.picker !== null && row.picked_at !== null ? { pickupQty: num(row.pickup_qty), picker: row.picker, pickedAt: iso(row.picked_at) } : null,
    dispatch: row.waybill_no !== null && row.carrier !== null && row.etd !== null ? { waybillNo: row.waybill_no, carrier: row.carrier, flightNo: row.flight_no, etd: iso(row.etd) } : null,
    customs:
      row.declaration_no !== null && row.cleared_at !== null && row.duties !== null
        ? { declarationNo: row.declaration_no, clearedAt: iso(row.cleared_at), duties: num(row.duties), dutiesCurrency: (row.duties_currency ?? 'CNY') as 'CNY' }
        : null,
    receipt:
      row.received_qty !== null && row.receiver !== null && row.received_at !== null
        ? { receivedQty: num(row.received_qty), difference: Math.round((num(row.received_qty) - total) * 1000) / 1000, receiver: row.receiver, receivedAt: iso(row.received_at) }
        : null,
    history: extra.history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, actorName: h.actorName, at: h.createdAt })),
  };
}
