/**
 * Requests and answers of shipment notices (issue 16; spec 001 §3 'Shipment and logistics', §5
 * 'Shipments', §8): the notice with its cargo lines, forwarder work (assignment, pick-up, dispatch
 * with the air waybill, customs clearance, delivery with proof-of-delivery photos), supplier
 * despatch, the milestones and the shipment query by any number.
 */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../api';
import { actionsOf, cursorPageOf, fileKeyList, fileRef, pageOf, timestamp } from '../contracts';
import { BUSINESS_TYPES } from '../codes/tables';
import { optionalField, requiredText, text } from '../validation/fields';
import { queryId } from '../validation/ids';
import { DIRECTIONS, FLOW_LIST_NAMES, MILESTONES, SHIPMENT_ACTIONS, SHIPMENT_STATUSES } from './workflow';

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
const BUSINESS_TYPE_CODES = BUSINESS_TYPES.map((b) => b.code) as [string, ...string[]];
export const TRANSPORT_TYPES = ['air', 'land'] as const;
/** Difference codes of a delivery handover (D-308). */
export const DIFFERENCE_CODES = ['NONE', 'SHORT', 'OVER', 'DAMAGED', 'WRONG_PART', 'DOCS_MISSING'] as const;
export const CLEARANCE_TYPES = ['general', 'temporary', 'repair_return', 'bonded'] as const;

/** UN number: "UN" and four digits (e.g. UN1845 dry ice, UN3480 lithium-ion batteries). */
export const UN_NUMBER = /^UN\d{4}$/;

/** A required positive number (a quantity, a weight), at most `max`. */
export const positive = (max = 999_999_999) =>
  z.number({ error: (i) => (i.input === undefined || i.input === null ? 'validation.required' : 'validation.invalid_type') }).positive({ error: 'validation.too_small' }).max(max, { error: 'validation.too_big' });
const nonNegative = (max = 999_999_999) => z.number({ error: 'validation.invalid_type' }).nonnegative({ error: 'validation.too_small' }).max(max, { error: 'validation.too_big' });
export const moment = z.iso.datetime({ offset: true, error: 'validation.date' });
const country = z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid' });
/** A required place or port: missing or blank answers the spec 001 §8 message. */
const place = (key: string, schema: z.ZodString) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: key }).min(1, { error: key }).pipe(schema));

export const cargoLine = z.strictObject({
  /** A purchase order line (the order number, item and P/N are taken from it). */
  orderItemId: opt(z.number().int().positive()),
  partNumber: opt(text()),
  description: opt(text(200)),
  batch: opt(text(40)),
  quantity: positive(),
  unit: opt(text(10)),
  businessType: z.enum(BUSINESS_TYPE_CODES, { error: 'validation.invalid_enum' }),
  receivingPlace: opt(text()),
  boxNo: opt(text(40)),
  despatchLineId: opt(z.number().int().positive()),
});
export type CargoLineBody = z.infer<typeof cargoLine>;

/**
 * The notice. Required fields answer the exact spec 001 §8 messages: transport mode, export agent
 * (international outbound), ports, at least one item, cargo, transport and packing-list information.
 */
export const shipmentBody = z
  .strictObject({
    direction: z.enum(DIRECTIONS, { error: 'validation.invalid_enum' }),
    transportType: z.enum(TRANSPORT_TYPES, { error: 'logistics.select_transport_mode' }),
    serviceMode: opt(text(20)),
    quickParcelTier: opt(text(20)),
    servicePriority: opt(text(20)),
    tradeTerm: opt(text(10)),
    waybillLevel: opt(text(20)),
    masterWaybill: opt(text(40)),
    houseWaybill: opt(text(40)),
    packingListNo: z.string({ error: 'logistics.fill_packing_list_info' }).trim().min(1, { error: 'logistics.fill_packing_list_info' }).max(40, { error: 'validation.too_long' }),
    dangerous: z.boolean().default(false),
    unNumber: opt(z.string().trim().toUpperCase().regex(UN_NUMBER, { error: 'logistics.un_number' })),
    msdsFiles: fileKeyList.max(10).default([]),
    specialTransport: opt(text(60)),
    dryIce: z.boolean().default(false),
    dryIceKg: opt(nonNegative(10_000)),
    pieces: z.number({ error: 'logistics.fill_transport_info' }).int({ error: 'validation.invalid' }).positive({ error: 'logistics.fill_transport_info' }).max(100_000),
    grossWeight: z.number({ error: 'logistics.fill_transport_info' }).positive({ error: 'logistics.fill_transport_info' }).max(1_000_000),
    lengthCm: opt(positive(100_000)),
    widthCm: opt(positive(100_000)),
    heightCm: opt(positive(100_000)),
    packingType: opt(text(20)),
    packageSize: opt(text(40)),
    freight: opt(nonNegative()),
    fee: opt(nonNegative()),
    currency: opt(text(3)),
    shipperCountry: place('logistics.select_shipper_place', country),
    shipperProvince: opt(text()),
    shipperCity: place('logistics.select_shipper_place', text()),
    consigneeCountry: place('logistics.select_consignee_place', country),
    consigneeProvince: opt(text()),
    consigneeCity: place('logistics.select_consignee_place', text()),
    consigneeCompany: opt(text(100)),
    consigneePerson: opt(text()),
    originPort: place('logistics.select_ports', text(10)),
    transitPort: opt(text(10)),
    destinationPort: place('logistics.select_ports', text(10)),
    carrier: opt(text()),
    flightNo: opt(text(20)),
    vehicleModel: opt(text(40)),
    vehiclePlate: opt(text(20)),
    etd: opt(moment),
    eta: opt(moment),
    exportAgentId: opt(z.number().int().positive()),
    inlandWaybillNo: opt(text(40)),
    externalContractNo: opt(text(40)),
    remark: opt(text(500)),
    cargo: z.array(cargoLine, { error: 'logistics.select_one_item' }).min(1, { error: 'logistics.select_one_item' }).max(500, { error: 'validation.too_big' }),
    /** Spec 001 §5: different business types among the cargo ask for a confirmation first. */
    confirmMixedTypes: z.boolean().default(false),
  })
  .superRefine((b, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(b.direction !== 'intl_out' || b.exportAgentId !== undefined, 'exportAgentId', 'logistics.select_export_agent');
    b.cargo.forEach((c, i) => {
      if (c.orderItemId === undefined && !c.partNumber) ctx.addIssue({ code: 'custom', path: ['cargo', i, 'partNumber'], message: 'logistics.fill_cargo_info' });
    });
    if (b.dangerous) {
      need(!!b.unNumber, 'unNumber', 'logistics.un_number');
      need(b.msdsFiles.length > 0, 'msdsFiles', 'logistics.msds_required');
    }
    // One receiving place and trade term per packing list: checked by the server, which takes a
    // despatch line's place and term from its despatch (D-510).
  });
export type ShipmentBody = z.infer<typeof shipmentBody>;
export type ShipmentInput = z.input<typeof shipmentBody>;

/** Chargeable weight: the larger of gross and volumetric weight (L x W x H cm / divisor), to 0.5 kg up (D-307). */
export function chargeableWeight(gross: number, dims: { lengthCm?: number | null; widthCm?: number | null; heightCm?: number | null }, divisor: number, pieces = 1): number {
  const { lengthCm: l, widthCm: w, heightCm: h } = dims;
  const volumetric = l && w && h ? (l * w * h * Math.max(pieces, 1)) / divisor : 0;
  return Math.ceil(Math.max(gross, volumetric) * 2) / 2;
}

export const shipmentListQuery = z.strictObject({
  direction: opt(z.enum(DIRECTIONS, { error: 'validation.invalid_enum' })),
  status: opt(z.enum(SHIPMENT_STATUSES, { error: 'validation.invalid_enum' })),
  flow: opt(z.enum(FLOW_LIST_NAMES as [string, ...string[]], { error: 'validation.invalid_enum' })),
  /** Any number: notice, waybill (master, house, AWB), packing list, order, P/N (exact, case-insensitive). */
  number: opt(text(40)),
  /** Customs lists (D-314): `true` only shipments with a clearance record, `false` only those without. */
  cleared: opt(z.enum(['true', 'false'], { error: 'validation.invalid_enum' })),
  createdFrom: opt(z.iso.date({ error: 'validation.date' })),
  createdTo: opt(z.iso.date({ error: 'validation.date' })),
  cursor: opt(z.string().max(200)),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuery>;

const party = z.strictObject({ id: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string().nullable() }).nullable();

export const shipmentRow = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  direction: z.enum(DIRECTIONS),
  status: z.enum(SHIPMENT_STATUSES),
  transportType: z.enum(TRANSPORT_TYPES),
  packingListNo: z.string().nullable(),
  tradeTerm: z.string().nullable(),
  masterWaybill: z.string().nullable(),
  awb: z.string().nullable(),
  /** The customs record's key fields (D-314), null before clearance. */
  clearanceSummary: z.strictObject({ declarationNo: z.string(), clearanceType: z.string(), declaredAt: z.string(), agentName: z.string() }).nullable(),
  originPort: z.string(),
  destinationPort: z.string(),
  pieces: z.number().int(),
  grossWeight: z.number().nullable(),
  chargeableWeight: z.number().nullable(),
  forwarder: party,
  etd: timestamp.nullable(),
  eta: timestamp.nullable(),
  createdBy: z.string(),
  createdAt: timestamp,
  actions: actionsOf(SHIPMENT_ACTIONS),
});
export type ShipmentRow = z.infer<typeof shipmentRow>;
export const shipmentPage = cursorPageOf(shipmentRow);

export const cargoView = z.strictObject({
  id: z.number().int(),
  lineNo: z.number().int(),
  orderId: z.number().int().nullable(),
  orderItemId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  itemNo: z.number().int().nullable(),
  partNumber: z.string(),
  description: z.string().nullable(),
  batch: z.string().nullable(),
  quantity: z.number(),
  pickedQty: z.number(),
  pendingQty: z.number(),
  unit: z.string(),
  businessType: z.string(),
  receivingPlace: z.string().nullable(),
  boxNo: z.string().nullable(),
  despatchLineId: z.number().int().nullable(),
});
export type CargoView = z.infer<typeof cargoView>;

export const milestoneView = z.strictObject({
  milestone: z.enum(MILESTONES),
  seq: z.number().int(),
  at: timestamp,
  actor: z.string(),
  side: z.string(),
});
export const pickupView = z.strictObject({
  id: z.number().int(),
  cargoId: z.number().int(),
  leg: z.enum(['first', 'last']),
  quantity: z.number(),
  picker: z.string(),
  contact: z.string().nullable(),
  pickedAt: timestamp,
});

export const clearanceFields = z.strictObject({
  exportType: opt(text(20)),
  agentName: requiredText(),
  declarationNo: requiredText(40),
  declaredAt: moment,
  docsHandoverAt: opt(moment),
  cargoSubmittedAt: opt(moment),
  clearanceType: z.enum(CLEARANCE_TYPES, { error: 'validation.invalid_enum' }),
  customsNo: opt(text(40)),
  quarantineCode: opt(text(20)),
  quarantineReason: opt(text(200)),
});
export type ClearanceBody = z.infer<typeof clearanceFields>;

export const deliveryFields = z
  .strictObject({
    /** Spec 001 §5: waybill or packing-list number, at least one, in the handover. */
    waybillNo: opt(text(40)),
    packingListNo: opt(text(40)),
    differenceCode: z.enum(DIFFERENCE_CODES, { error: 'validation.invalid_enum' }).default('NONE'),
    differenceReason: opt(text(200)),
    remark: opt(text(500)),
    pickupPerson: opt(text()),
    transportStaff: requiredText(),
    receivingDept: requiredText(100),
    arrivedAt: moment,
    photos: fileKeyList.min(1, { error: 'validation.required' }).max(10),
    /**
     * The quantities received per purchase-order line (D-482); absent: every line the shipment
     * carried, at the quantity it carried. A line left out receives nothing (a short delivery).
     */
    receipts: z.array(z.strictObject({ orderItemId: z.number().int().positive(), quantity: positive() })).max(500, { error: 'validation.too_big' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.waybillNo && !b.packingListNo) ctx.addIssue({ code: 'custom', path: ['waybillNo'], message: 'logistics.waybill_or_packing_list' });
    if (b.differenceCode !== 'NONE' && !b.differenceReason) ctx.addIssue({ code: 'custom', path: ['differenceReason'], message: 'validation.required' });
  });
export type DeliveryBody = z.infer<typeof deliveryFields>;

export const shipmentDetail = shipmentRow.extend({
  serviceMode: z.string().nullable(),
  quickParcelTier: z.string().nullable(),
  servicePriority: z.string().nullable(),
  tradeTerm: z.string().nullable(),
  waybillLevel: z.string().nullable(),
  houseWaybill: z.string().nullable(),
  dangerous: z.boolean(),
  unNumber: z.string().nullable(),
  msdsFiles: z.array(fileRef),
  specialTransport: z.string().nullable(),
  dryIce: z.boolean(),
  dryIceKg: z.number().nullable(),
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  packingType: z.string().nullable(),
  packageSize: z.string().nullable(),
  freight: z.number().nullable(),
  fee: z.number().nullable(),
  currency: z.string().nullable(),
  shipperCountry: z.string(),
  shipperProvince: z.string().nullable(),
  shipperCity: z.string(),
  consigneeCountry: z.string(),
  consigneeProvince: z.string().nullable(),
  consigneeCity: z.string(),
  consigneeCompany: z.string().nullable(),
  consigneePerson: z.string().nullable(),
  transitPort: z.string().nullable(),
  actualPort: z.string().nullable(),
  carrier: z.string().nullable(),
  flightNo: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  atd: timestamp.nullable(),
  ata: timestamp.nullable(),
  exportAgent: party,
  lastLegForwarder: party,
  inlandWaybillNo: z.string().nullable(),
  externalContractNo: z.string().nullable(),
  remark: z.string().nullable(),
  clearance: z.record(z.string(), z.unknown()).nullable(),
  delivery: z.record(z.string(), z.unknown()).nullable(),
  podPhotos: z.array(fileRef),
  cargo: z.array(cargoView),
  pickups: z.array(pickupView),
  milestones: z.array(milestoneView),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

export const assignBody = z.strictObject({ forwarderId: z.number({ error: 'validation.required' }).int().positive() });
export const pickupBody = z.strictObject({
  lines: z.array(z.strictObject({ cargoId: z.number().int().positive(), quantity: positive() })).min(1, { error: 'logistics.select_one_item' }).max(500),
  picker: requiredText(),
  contact: opt(text(40)),
  pickedAt: moment,
});
export type PickupBody = z.infer<typeof pickupBody>;
/** The last-leg forwarder's pick-up: who picked up, when, and a contact, without cargo lines. */
export const lastLegPickupBody = pickupBody.omit({ lines: true });
/** An air waybill: the airline's 3-digit prefix and an 8-digit serial, with or without the dash. */
export const AWB_FORMAT = /^\d{3}-?\d{8}$/;
/**
 * Dispatch (issue 26 item 7, D-514): the shipment's own transport type decides what is required.
 * Air: the AWB (its format, as before) and the carrier, flight number optional. Land: carrier,
 * vehicle model, plate and truck number, no AWB. The server checks what the mode requires.
 */
export const dispatchBody = z.strictObject({
  awb: opt(z.string().trim().regex(AWB_FORMAT, { error: 'validation.invalid' })),
  carrier: requiredText(),
  flightNo: opt(text(20)),
  truckNo: opt(text(20)),
  vehicleModel: opt(text(40)),
  vehiclePlate: opt(text(20)),
  atd: moment,
  eta: opt(moment),
});
export type DispatchBody = z.infer<typeof dispatchBody>;
export const reasonBody = z.strictObject({ reason: requiredText(200) });

export const shipmentParams = z.strictObject({ id: queryId });

/** Timeline row of a shipment (platform timeline). */
export const shipmentEvent = z.strictObject({
  id: z.number().int(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  actor: z.string(),
  /** Who acted: staff, supplier, forwarder or the system (issue 26 item 10). */
  side: z.enum(['staff', 'supplier', 'forwarder', 'system']),
  at: timestamp,
});
export const shipmentEvents = z.array(shipmentEvent);

/** The port picker's search (issue 26 item 6, D-512): enabled ports by code or name, paged. */
export const portSearchQuery = z.strictObject({
  q: opt(text(40)),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PortSearchQuery = z.infer<typeof portSearchQuery>;
export const portOption = z.strictObject({ code: z.string(), name: z.string(), nameEn: z.string().nullable(), country: z.string().nullable(), city: z.string().nullable() });
export type PortOption = z.infer<typeof portOption>;
export const portPage = pageOf(portOption);
