/**
 * What outside flows (issue 17 item 2, D-406) reuse of logistics: the master data (enabled ports
 * and forwarder entries, with the forwarder company that sees the flow) and a shipment notice's
 * cargo to build an instruction from. Additive: nothing here changes a logistics table.
 */
import type { Database } from '../../db/database';
import * as repo from './outside-link-repo';

export interface OutsidePort {
  code: string;
  name: string;
  nameEn: string | null;
}

export interface OutsideForwarder {
  id: number;
  code: string;
  name: string;
  nameEn: string | null;
  companyId: number;
}

export interface OutsideCargoLine {
  lineNo: number;
  partNumber: string;
  description: string | null;
  quantity: number;
  unit: string;
}

export interface OutsideShipmentCargo {
  shipmentId: number;
  shipmentNo: string;
  dangerous: boolean;
  lines: OutsideCargoLine[];
}

/** The enabled port or airport with this code (case-insensitive), or null. */
export async function findOutsidePort(db: Database, code: string): Promise<OutsidePort | null> {
  const r = await repo.findEnabledPortRow(db, code);
  return r ? { code: r.code, name: r.name, nameEn: r.name_en } : null;
}

/** The enabled forwarder entry naming a forwarder company, or null. */
export async function findOutsideForwarder(db: Database, id: number): Promise<OutsideForwarder | null> {
  const r = await repo.findEnabledForwarderRow(db, id);
  return r && r.forwarder_company_id !== null ? { id: r.id, code: r.code, name: r.name, nameEn: r.name_en, companyId: r.forwarder_company_id } : null;
}

/** Enabled ports and forwarder entries for pickers. */
export async function outsideMasterOptions(db: Database): Promise<{ ports: OutsidePort[]; forwarders: Omit<OutsideForwarder, 'companyId'>[] }> {
  const [ports, forwarders] = await Promise.all([repo.listEnabledPortRows(db), repo.listEnabledForwarderRows(db)]);
  return {
    ports: ports.map((p) => ({ code: p.code, name: p.name, nameEn: p.name_en })),
    forwarders: forwarders.map((f) => ({ id: f.id, code: f.code, name: f.name, nameEn: f.name_en })),
  };
}

/** A shipment notice's cargo lines by the notice number (case-insensitive), or null. */
export async function findShipmentCargo(db: Database, shipmentNo: string): Promise<OutsideShipmentCargo | null> {
  const s = await repo.findShipmentByNumberRow(db, shipmentNo);
  if (!s) return null;
  const lines = await repo.listShipmentCargoRows(db, s.id);
  return {
    shipmentId: s.id,
    shipmentNo: s.number,
    dangerous: s.dangerous,
    lines: lines.map((l) => ({ lineNo: l.line_no, partNumber: l.part_number, description: l.description, quantity: Number(l.quantity), unit: l.unit })),
  };
}

/** The number of a shipment notice, or null. */
export async function shipmentNumberOf(db: Database, id: number): Promise<string | null> {
  return (await repo.findShipmentNumberRow(db, id))?.number ?? null;
}
