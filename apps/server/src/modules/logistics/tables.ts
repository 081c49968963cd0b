/** Logistics tables (issue 16), migrations 0800-0801. */
import type { ColumnType, Generated } from 'kysely';
import type { ShipmentStatus } from '@aerosupply/shared/logistics/workflow';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type DateColumn = ColumnType<string, string, string>;

export interface LogisticsMasterTable {
  id: Generated<number>;
  kind: string;
  code: string;
  name: string;
  name_en: string | null;
  country: string | null;
  city: string | null;
  zone_code: string | null;
  port_type: string | null;
  forwarder_company_id: number | null;
  scope: string | null;
  leg: string | null;
  origin: string | null;
  destination: string | null;
  service_mode: string | null;
  contact: string | null;
  phone: string | null;
  email: string | null;
  remark: string | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ShipmentsTable {
  id: Generated<number>;
  number: string;
  direction: string;
  status: StatusColumn<ShipmentStatus>;
  transport_type: string;
  service_mode: string | null;
  quick_parcel_tier: string | null;
  service_priority: string | null;
  trade_term: string | null;
  waybill_level: string | null;
  master_waybill: string | null;
  house_waybill: string | null;
  packing_list_no: string | null;
  awb: string | null;
  dangerous: boolean;
  un_number: string | null;
  special_transport: string | null;
  dry_ice: boolean;
  dry_ice_kg: NullableNumeric;
  pieces: number;
  gross_weight: NullableNumeric;
  length_cm: NullableNumeric;
  width_cm: NullableNumeric;
  height_cm: NullableNumeric;
  chargeable_weight: NullableNumeric;
  packing_type: string | null;
  package_size: string | null;
  freight: NullableNumeric;
  fee: NullableNumeric;
  currency: string | null;
  shipper_country: string;
  shipper_province: string | null;
  shipper_city: string;
  consignee_country: string;
  consignee_province: string | null;
  consignee_city: string;
  consignee_company: string | null;
  consignee_person: string | null;
  origin_port: string;
  transit_port: string | null;
  destination_port: string;
  actual_port: string | null;
  carrier: string | null;
  flight_no: string | null;
  vehicle_model: string | null;
  vehicle_plate: string | null;
  etd: NullableTimestamp;
  eta: NullableTimestamp;
  atd: NullableTimestamp;
  ata: NullableTimestamp;
  export_agent_id: number | null;
  forwarder_id: number | null;
  forwarder_company_id: number | null;
  last_leg_forwarder_id: number | null;
  last_leg_company_id: number | null;
  supplier_company_id: number | null;
  inland_waybill_no: string | null;
  external_contract_no: string | null;
  clearance: Json<Record<string, unknown> | null>;
  delivery: Json<Record<string, unknown> | null>;
  remark: string | null;
  created_by: number | null;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Reminder mails (D-313): the status last reminded at, and when (migration 0810). */
  reminded_status: ColumnType<string | null, string | null | undefined, string | null>;
  reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An inter-base allotment's shipment (migration 0975, D-433): changed only through the allotment. */
  allotment: Generated<boolean>;
  /** The times of the milestones reports B and C measure, kept by the database from `shipment_milestones` (migration 0970, D-432). */
  notice_created_at: ColumnType<Date | null, never, never>;
  domestic_picked_up_at: ColumnType<Date | null, never, never>;
  shipped_at: ColumnType<Date | null, never, never>;
  customs_cleared_at: ColumnType<Date | null, never, never>;
  delivered_at: ColumnType<Date | null, never, never>;
  /** The notified and last-leg pick-up times (migration 1040, D-534). */
  domestic_notified_at: ColumnType<Date | null, never, never>;
  intl_notified_at: ColumnType<Date | null, never, never>;
  intl_picked_up_at: ColumnType<Date | null, never, never>;
  /** Generated from the times above (migration 0970): each leg's hours, the notice and delivery months (China time), delivered by the ETA's day. */
  pick_up_hours: ColumnType<number | null, never, never>;
  dispatch_hours: ColumnType<number | null, never, never>;
  clearance_hours: ColumnType<number | null, never, never>;
  delivery_hours: ColumnType<number | null, never, never>;
  total_hours: ColumnType<number | null, never, never>;
  /** Notified → picked up, domestic and last leg (migration 1040, D-534). */
  response_hours: ColumnType<number | null, never, never>;
  last_leg_pick_up_hours: ColumnType<number | null, never, never>;
  notice_month: ColumnType<Date, never, never>;
  delivered_month: ColumnType<Date | null, never, never>;
  delivered_on_time: ColumnType<boolean | null, never, never>;
}

export interface ShipmentCargoTable {
  id: Generated<number>;
  shipment_id: number;
  line_no: number;
  order_id: number | null;
  order_item_id: number | null;
  order_no: string | null;
  item_no: number | null;
  part_number: string;
  batch: string | null;
  description: string | null;
  quantity: Numeric;
  picked_qty: ColumnType<string, number | string | undefined, number | string>;
  unit: string;
  business_type: string;
  receiving_place: string | null;
  box_no: string | null;
  despatch_line_id: number | null;
}

export interface ShipmentPickupsTable {
  id: Generated<number>;
  shipment_id: number;
  cargo_id: number;
  leg: 'first' | 'last';
  quantity: Numeric;
  picker: string;
  contact: string | null;
  picked_at: Timestamp;
  company_id: number;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface ShipmentMilestonesTable {
  id: Generated<number>;
  shipment_id: number;
  milestone: string;
  seq: number;
  at: Timestamp;
  actor_user_id: number | null;
  actor_name: string;
  actor_side: string;
}

export interface ShipmentNumbersTable {
  shipment_id: number;
  value: string;
  kind: string;
}

export interface DespatchesTable {
  id: Generated<number>;
  number: string;
  company_id: number;
  packing_list_no: string;
  ship_date: DateColumn;
  receiving_place: string;
  trade_term: string;
  remark: string | null;
  shipment_id: number | null;
  created_by: number | null;
  created_at: Generated<Date>;
}

export interface DespatchLinesTable {
  id: Generated<number>;
  despatch_id: number;
  order_id: number;
  order_item_id: number;
  quantity: Numeric;
  batch: string | null;
  box_no: string | null;
}

export interface LogisticsTables {
  logistics_master: LogisticsMasterTable;
  shipments: ShipmentsTable;
  shipment_cargo: ShipmentCargoTable;
  shipment_pickups: ShipmentPickupsTable;
  shipment_milestones: ShipmentMilestonesTable;
  shipment_numbers: ShipmentNumbersTable;
  despatches: DespatchesTable;
  despatch_lines: DespatchLinesTable;
}

declare module '../../db/schema' {
  interface DB extends LogisticsTables {}
}

/** Read views (D-841): tables other folders may join in read-only queries (master data (ports, forwarders, agents) named by outside flows and the forwarder companies); they are written only here. */
export const READ_VIEWS = ['logistics_master'] as const satisfies readonly (keyof LogisticsTables)[];
