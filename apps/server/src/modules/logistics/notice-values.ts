/**
 * A shipment notice's columns and cargo lines from its body (issue 16; issue 26 item 6): mixed
 * business types ask for a confirmation, the export agent is an enabled entry, and the shipment
 * rules (`shipment-rules.ts`: codes, ports, tier weights, one place and trade term per packing list,
 * taken from the despatches) decide the codes, the trade term and each line's receiving place.
 */
import { chargeableWeight, type ShipmentBody } from '@aerosupply/shared/logistics/schemas';
import { BUSINESS_TYPES } from '@aerosupply/shared/codes/tables';
import type { Database } from '../../db/database';
import type { AppDeps } from '../../platform/context';
import { conflict, fieldError } from '../../platform/errors';
import { findOrderItems } from '../orders';
import { noticeFacts, type NoticeFacts } from './shipment-rules';
import * as repo from './repo';

const businessLabel = (code: string, lang: 'zh' | 'en') => {
  const b = BUSINESS_TYPES.find((x) => x.code === code);
  return b ? (lang === 'zh' ? b.zh : b.en) : code;
};

async function cargoValues(trx: Database, b: ShipmentBody, facts: NoticeFacts) {
  const itemIds = [...new Set(b.cargo.flatMap((c) => (c.orderItemId ? [c.orderItemId] : [])))];
  const lines = new Map((await findOrderItems(trx, itemIds)).map((l) => [l.itemId, l]));
  return b.cargo.map((c, i) => {
    const line = c.orderItemId ? lines.get(c.orderItemId) : undefined;
    if (c.orderItemId && !line) throw fieldError(`cargo.${i}.orderItemId`, 'logistics.order_line_unknown');
    return {
      line_no: i + 1,
      order_id: line?.orderId ?? null,
      order_item_id: line?.itemId ?? null,
      order_no: line?.orderNo ?? null,
      item_no: line?.itemNo ?? null,
      part_number: c.partNumber ?? line!.partNumber,
      batch: c.batch ?? null,
      description: c.description ?? line?.description ?? null,
      quantity: c.quantity,
      unit: c.unit ?? line?.unit ?? 'EA',
      business_type: c.businessType,
      receiving_place: facts.receivingPlaces[i] ?? null,
      box_no: c.boxNo ?? null,
      despatch_line_id: c.despatchLineId ?? null,
    };
  });
}

function shipmentValues(deps: AppDeps, b: ShipmentBody, facts: NoticeFacts) {
  return {
    direction: b.direction,
    transport_type: b.transportType,
    service_mode: facts.serviceMode,
    quick_parcel_tier: facts.quickParcelTier,
    service_priority: b.servicePriority ?? null,
    trade_term: facts.tradeTerm,
    waybill_level: b.waybillLevel ?? null,
    master_waybill: b.masterWaybill ?? null,
    house_waybill: b.houseWaybill ?? null,
    packing_list_no: b.packingListNo,
    dangerous: b.dangerous,
    un_number: b.dangerous ? (b.unNumber ?? null) : null,
    special_transport: b.specialTransport ?? null,
    dry_ice: b.dryIce,
    dry_ice_kg: b.dryIce ? (b.dryIceKg ?? null) : null,
    pieces: b.pieces,
    gross_weight: b.grossWeight,
    length_cm: b.lengthCm ?? null,
    width_cm: b.widthCm ?? null,
    height_cm: b.heightCm ?? null,
    chargeable_weight: chargeableWeight(b.grossWeight, b, deps.config.volumetricDivisor, b.pieces),
    packing_type: b.packingType ?? null,
    package_size: b.packageSize ?? null,
    freight: b.freight ?? null,
    fee: b.fee ?? null,
    currency: b.currency ?? null,
    shipper_country: b.shipperCountry,
    shipper_province: b.shipperProvince ?? null,
    shipper_city: b.shipperCity,
    consignee_country: b.consigneeCountry,
    consignee_province: b.consigneeProvince ?? null,
    consignee_city: b.consigneeCity,
    consignee_company: b.consigneeCompany ?? null,
    consignee_person: b.consigneePerson ?? null,
    origin_port: b.originPort.toUpperCase(),
    transit_port: b.transitPort?.toUpperCase() ?? null,
    destination_port: b.destinationPort.toUpperCase(),
    carrier: b.carrier ?? null,
    flight_no: b.flightNo ?? null,
    vehicle_model: b.vehicleModel ?? null,
    vehicle_plate: b.vehiclePlate ?? null,
    etd: b.etd ?? null,
    eta: b.eta ?? null,
    export_agent_id: b.exportAgentId ?? null,
    inland_waybill_no: b.inlandWaybillNo ?? null,
    external_contract_no: b.externalContractNo ?? null,
    remark: b.remark ?? null,
  };
}

/** The notice's row values and cargo lines, after its rules; `shipmentId` is the notice edited (null: a new one). */
export async function noticeValues(deps: AppDeps, trx: Database, b: ShipmentBody, lang: 'zh' | 'en', shipmentId: number | null) {
  const types = [...new Set(b.cargo.map((c) => c.businessType))];
  if (types.length > 1 && !b.confirmMixedTypes) throw conflict('logistics.mixed_business_types', { types: types.map((t) => businessLabel(t, lang)).join(', ') });
  if (b.exportAgentId !== undefined) {
    const agent = await repo.findMasterRef(trx, b.exportAgentId, ['intlOut', 'intlIn', 'inlandAgent']);
    if (!agent || !agent.enabled) throw fieldError('exportAgentId', 'logistics.select_export_agent');
  }
  const facts = await noticeFacts(trx, b, shipmentId);
  return { values: shipmentValues(deps, b, facts), cargo: await cargoValues(trx, b, facts) };
}
