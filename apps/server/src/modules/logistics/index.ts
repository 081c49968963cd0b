/** What other modules may use of logistics: the waybill look-up of the freight bill match (D-367). */
import type { Database } from '../../db/database';
import { findForwarderWaybillRows, findWaybillShipmentRowsOfForwarders } from './repo';

export interface WaybillShipment {
  waybill: string;
  shipmentId: number;
  shipmentNumber: string;
  /** kg; null when not yet weighed. */
  grossWeight: number | null;
  chargeableWeight: number | null;
  originPort: string;
  destinationPort: string;
  transportType: string;
  serviceMode: string | null;
  etd: Date | null;
  atd: Date | null;
  ata: Date | null;
}

const numOrNull = (v: string | number | null) => (v === null ? null : Number(v));
const dateOrNull = (v: Date | string | null) => (v === null ? null : new Date(v));

/**
 * The shipments the forwarder company `forwarderCompanyId` carries (first or last leg) under the
 * given waybill numbers (AWB, master or house waybill; case-insensitive). A waybill of another
 * forwarder's shipment is simply absent. One row per waybill and shipment.
 */
export async function findForwarderWaybills(db: Database, forwarderCompanyId: number, waybills: readonly string[]): Promise<WaybillShipment[]> {
  return (await findForwarderWaybillRows(db, forwarderCompanyId, waybills)).map(present);
}

/** What the cross-bill comparison reads of a shipment found under a waybill (D-436). */
export type WaybillWeights = Pick<WaybillShipment, 'waybill' | 'shipmentId' | 'grossWeight' | 'chargeableWeight' | 'originPort' | 'destinationPort'> & { companyId: number };

/**
 * `findForwarderWaybills` for many (forwarder, waybill) pairs at once (the cross-bill difference
 * list and report E, D-436): the same matching and forwarder scope, in one query, answering what
 * the comparison needs (weights and ports). Each row carries the forwarder company it was found
 * for; in shipment id order.
 */
export async function findWaybillShipmentsOfForwarders(db: Database, pairs: readonly { companyId: number; waybill: string }[]): Promise<WaybillWeights[]> {
  return (await findWaybillShipmentRowsOfForwarders(db, pairs)).map((r) => ({
    companyId: r.company_id,
    waybill: r.waybill,
    shipmentId: r.id,
    grossWeight: numOrNull(r.gross_weight),
    chargeableWeight: numOrNull(r.chargeable_weight),
    originPort: r.origin_port,
    destinationPort: r.destination_port,
  }));
}

function present(r: Awaited<ReturnType<typeof findForwarderWaybillRows>>[number]): WaybillShipment {
  return {
    waybill: r.waybill,
    shipmentId: r.id,
    shipmentNumber: r.number,
    grossWeight: numOrNull(r.gross_weight),
    chargeableWeight: numOrNull(r.chargeable_weight),
    originPort: r.origin_port,
    destinationPort: r.destination_port,
    transportType: r.transport_type,
    serviceMode: r.service_mode,
    etd: dateOrNull(r.etd),
    atd: dateOrNull(r.atd),
    ata: dateOrNull(r.ata),
  };
}

/** The logistics reports' reads (issue 17 item 5, D-370): report A rows, per status, throughput. */
/** Reports B (cycle times, D-372) and C (on-time rate, D-373). */
export { cycleTimeRows, onTimeRows, reportABatch, reportAByStatus, reportARows, throughputRows, type CycleTimeDbRow, type ReportADbRow } from './report-repo';

/** RPA's reads (issue 17 item 7, D-421): shipments due for a robot task, and the shipments a result names. */
export { countRpaShipments, rpaShipmentLines, shipmentsByNumbers, type RpaShipmentFilters, type RpaShipmentLine } from './rpa-repo';
/** Outside flows (issue 17 item 2, D-406): ports, forwarders and a shipment's cargo. */
export { findOutsideForwarder, findOutsidePort, findShipmentCargo, outsideMasterOptions, shipmentNumberOf, type OutsideCargoLine, type OutsideForwarder, type OutsidePort } from './outside-link';
/** Inter-base allotment drives a domestic shipment through its milestones (issue 17 item 1, D-392). */
export { allotmentShipment, moveAllotmentShipment, openAllotmentShipment, type AllotmentDispatch, type AllotmentShipmentInput } from './allotment-link';
