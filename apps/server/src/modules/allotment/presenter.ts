/** Allotment rows -> responses, with the actions open now. */
import type { AllotDetail, AllotRow } from '@aerosupply/shared/allotment/schemas';
import type { Actor } from '../../platform/context';
import type { TimelineEntry } from '../../platform/timeline';
import { allotActions } from './policy';
import type { AllotDbRow, AllotLineRow } from './repo';

const num = (v: string | number) => Number(v);

export function presentAllotRow(row: AllotDbRow, actor: Actor): AllotRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status as AllotRow['status'],
    fromBase: row.from_base,
    toBase: row.to_base,
    requiredDate: row.required_date_text,
    priority: row.priority as AllotRow['priority'],
    reason: row.reason,
    partNumbers: row.part_numbers,
    lineCount: row.line_count,
    totalQty: num(row.total_qty),
    waybill: row.waybill,
    shipmentNumber: row.shipment_number,
    createdByName: row.created_by_name,
    updatedAt: row.updated_at.toISOString(),
    actions: allotActions(row, actor),
  };
}

export function presentAllotDetail(
  row: AllotDbRow,
  actor: Actor,
  extra: { lines: AllotLineRow[]; history: TimelineEntry[]; shipment: { number: string; milestones: { milestone: string; at: Date; actorName: string }[] } | null },
): AllotDetail {
  return {
    ...presentAllotRow(row, actor),
    remark: row.remark,
    picker: row.picker,
    carrier: row.carrier,
    transportType: row.transport_type,
    etd: row.etd_text,
    transitBase: row.transit_base,
    lastNote: row.last_note,
    shipmentId: extra.shipment ? row.shipment_id : null,
    createdAt: row.created_at.toISOString(),
    lines: extra.lines.map((l) => {
      const received = l.received_qty === null ? null : num(l.received_qty);
      return {
        id: l.id,
        lineNo: l.line_no,
        partNumber: l.part_number,
        description: l.description,
        quantity: num(l.quantity),
        unit: l.unit,
        pickedQty: num(l.picked_qty),
        receivedQty: received,
        difference: received === null ? null : Math.round((num(l.quantity) - received) * 1000) / 1000,
      };
    }),
    milestones: (extra.shipment?.milestones ?? []).map((m) => ({ milestone: m.milestone, at: m.at.toISOString(), actorName: m.actorName })),
    history: extra.history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, note: h.note, actorName: h.actorName, at: h.createdAt })),
  };
}
