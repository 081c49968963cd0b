/** Rows -> the response schemas of shipments and despatches, with the actions this actor may take now. */
import type { FileRef } from '@aerosupply/shared/contracts';
import type { CargoView, ShipmentDetail, ShipmentRow } from '@aerosupply/shared/logistics/schemas';
import type { DespatchView } from '@aerosupply/shared/logistics/despatch-schemas';
import type { Direction, Milestone, ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { Actor } from '../../platform/context';
import { despatchActions, despatchRecord, shipmentActions, shipmentRecord } from './policy';
import type * as repo from './repo';
import type { OrderItemRef } from '../orders';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const num = (v: string | number | null) => (v === null ? null : Number(v));

type Party = { id: number; code: string; name: string; name_en: string | null } | null;
const party = (p: Party) => (p ? { id: p.id, code: p.code, name: p.name, nameEn: p.name_en } : null);

/** The key fields of the stored clearance record (written by `clearCustoms`). */
function clearanceSummary(c: unknown): ShipmentRow['clearanceSummary'] {
  const v = (typeof c === 'string' ? JSON.parse(c) : c) as Record<string, unknown> | null;
  if (!v || typeof v !== 'object') return null;
  const str = (x: unknown) => (typeof x === 'string' ? x : '');
  return { declarationNo: str(v.declarationNo), clearanceType: str(v.clearanceType), declaredAt: str(v.declaredAt), agentName: str(v.agentName) };
}

export function presentShipmentRow(r: repo.ShipmentRowDb, actor: Actor): ShipmentRow {
  return {
    id: r.id,
    number: r.number,
    direction: r.direction as Direction,
    status: r.status as ShipmentStatus,
    transportType: r.transport_type as 'air' | 'land',
    packingListNo: r.packing_list_no,
    tradeTerm: r.trade_term,
    masterWaybill: r.master_waybill,
    awb: r.awb,
    clearanceSummary: clearanceSummary(r.clearance),
    originPort: r.origin_port,
    destinationPort: r.destination_port,
    pieces: r.pieces,
    grossWeight: num(r.gross_weight),
    chargeableWeight: num(r.chargeable_weight),
    forwarder: r.forwarder_id && r.fwd_code ? { id: r.forwarder_id, code: r.fwd_code, name: r.fwd_name ?? r.fwd_code, nameEn: r.fwd_name_en } : null,
    etd: iso(r.etd),
    eta: iso(r.eta),
    createdBy: r.created_by_name,
    createdAt: iso(r.created_at)!,
    actions: shipmentActions(shipmentRecord(r, Number(r.picked_total)), actor),
  };
}

function presentCargo(c: repo.CargoRow): CargoView {
  const quantity = Number(c.quantity);
  const picked = Number(c.picked_qty);
  return {
    id: c.id,
    lineNo: c.line_no,
    orderId: c.order_id,
    orderItemId: c.order_item_id,
    orderNo: c.order_no,
    itemNo: c.item_no,
    partNumber: c.part_number,
    description: c.description,
    batch: c.batch,
    quantity,
    pickedQty: picked,
    pendingQty: Math.round((quantity - picked) * 1000) / 1000,
    unit: c.unit,
    businessType: c.business_type,
    receivingPlace: c.receiving_place,
    boxNo: c.box_no,
    despatchLineId: c.despatch_line_id,
  };
}

interface Extras {
  cargo: repo.CargoRow[];
  pickups: Awaited<ReturnType<typeof repo.listPickups>>;
  milestones: Awaited<ReturnType<typeof repo.listMilestones>>;
  msds: FileRef[];
  pod: FileRef[];
  agent: Party;
  lastLeg: Party;
}

export function presentShipment(r: repo.ShipmentRowDb, actor: Actor, x: Extras): ShipmentDetail {
  return {
    ...presentShipmentRow(r, actor),
    serviceMode: r.service_mode,
    quickParcelTier: r.quick_parcel_tier,
    servicePriority: r.service_priority,
    tradeTerm: r.trade_term,
    waybillLevel: r.waybill_level,
    houseWaybill: r.house_waybill,
    dangerous: r.dangerous,
    unNumber: r.un_number,
    msdsFiles: x.msds,
    specialTransport: r.special_transport,
    dryIce: r.dry_ice,
    dryIceKg: num(r.dry_ice_kg),
    lengthCm: num(r.length_cm),
    widthCm: num(r.width_cm),
    heightCm: num(r.height_cm),
    packingType: r.packing_type,
    packageSize: r.package_size,
    freight: num(r.freight),
    fee: num(r.fee),
    currency: r.currency,
    shipperCountry: r.shipper_country,
    shipperProvince: r.shipper_province,
    shipperCity: r.shipper_city,
    consigneeCountry: r.consignee_country,
    consigneeProvince: r.consignee_province,
    consigneeCity: r.consignee_city,
    consigneeCompany: r.consignee_company,
    consigneePerson: r.consignee_person,
    transitPort: r.transit_port,
    actualPort: r.actual_port,
    carrier: r.carrier,
    flightNo: r.flight_no,
    vehicleModel: r.vehicle_model,
    vehiclePlate: r.vehicle_plate,
    atd: iso(r.atd),
    ata: iso(r.ata),
    exportAgent: party(x.agent),
    lastLegForwarder: party(x.lastLeg),
    inlandWaybillNo: r.inland_waybill_no,
    externalContractNo: r.external_contract_no,
    remark: r.remark,
    clearance: r.clearance,
    delivery: r.delivery,
    podPhotos: x.pod,
    cargo: x.cargo.map(presentCargo),
    pickups: x.pickups.map((p) => ({ id: p.id, cargoId: p.cargo_id, leg: p.leg, quantity: Number(p.quantity), picker: p.picker, contact: p.contact, pickedAt: iso(p.picked_at)! })),
    milestones: x.milestones.map((m) => ({ milestone: m.milestone as Milestone, seq: m.seq, at: iso(m.at)!, actor: m.actor_name, side: m.actor_side })),
  };
}

export function presentDespatch(r: repo.DespatchRow, lines: readonly (repo.DespatchLineRow & { item: OrderItemRef })[], actor: Actor): DespatchView {
  const record = despatchRecord(r);
  return {
    id: r.id,
    number: r.number,
    packingListNo: r.packing_list_no,
    shipDate: r.ship_date,
    receivingPlace: r.receiving_place,
    tradeTerm: r.trade_term,
    remark: r.remark,
    shipment: r.shipment_id && r.shipment_number ? { id: r.shipment_id, number: r.shipment_number, status: r.shipment_status as ShipmentStatus } : null,
    state: record.state,
    actions: despatchActions(record, actor),
    supplierName: r.company_name,
    supplierNameEn: r.company_name_en,
    createdAt: iso(r.created_at)!,
    lines: lines.map((l) => ({ id: l.id, orderId: l.order_id, orderNo: l.item.orderNo, orderItemId: l.order_item_id, itemNo: l.item.itemNo, partNumber: l.item.partNumber, description: l.item.description, quantity: Number(l.quantity), unit: l.item.unit, batch: l.batch, boxNo: l.box_no })),
  };
}
