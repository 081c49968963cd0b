/** Outside flows and their cargo lines (issue 17 item 2, D-400). */
import type { ColumnType, Generated } from 'kysely';
import type { OutsideStatus } from '@aerosupply/shared/outside-flows/workflow';
import type { NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** numeric: read as text, written as a number. */
type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;

export interface OutsideFlowsTable {
  id: Generated<number>;
  number: string;
  status: StatusColumn<OutsideStatus>;
  direction: string;
  scope: string;
  shipper: string;
  consignee: string;
  origin_port: string;
  destination_port: string;
  transport_mode: string;
  forwarder_id: number | null;
  forwarder_company_id: number | null;
  source: ColumnType<'manual' | 'cargo', 'manual' | 'cargo' | undefined, 'manual' | 'cargo'>;
  source_shipment_id: number | null;
  remark: string | null;
  total_qty: Numeric;
  pickup_qty: NullableNumeric;
  picker: string | null;
  picked_at: NullableTimestamp;
  waybill_no: string | null;
  carrier: string | null;
  flight_no: string | null;
  etd: NullableTimestamp;
  declaration_no: string | null;
  cleared_at: NullableTimestamp;
  duties: NullableNumeric;
  duties_currency: string | null;
  received_qty: NullableNumeric;
  receiver: string | null;
  received_at: NullableTimestamp;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutsideFlowLinesTable {
  id: Generated<number>;
  flow_id: number;
  line_no: number;
  part_number: string;
  description: string | null;
  quantity: Numeric;
  unit: string;
  weight_kg: NullableNumeric;
  length_cm: NullableNumeric;
  width_cm: NullableNumeric;
  height_cm: NullableNumeric;
  dangerous: boolean;
}

export interface OutsideFlowTables {
  outside_flows: OutsideFlowsTable;
  outside_flow_lines: OutsideFlowLinesTable;
}

declare module '../../db/schema' {
  interface DB extends OutsideFlowTables {}
}
