/** Inter-base allotment tables (issue 17 item 1), migration 0920. */
import type { ColumnType, Generated } from 'kysely';
import type { AllotStatus } from '@aerosupply/shared/allotment/workflow';
import type { StatusColumn, Timestamp } from '../../db/columns';

type Numeric = ColumnType<string, number | string, number | string>;
type NullableNumeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type DateColumn = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface AllotmentsTable {
  id: Generated<number>;
  number: string;
  status: StatusColumn<AllotStatus>;
  from_base: string;
  to_base: string;
  required_date: DateColumn;
  priority: string;
  reason: string;
  remark: string | null;
  shipment_id: number | null;
  shipment_number: string | null;
  picker: string | null;
  waybill: string | null;
  carrier: string | null;
  transport_type: string | null;
  etd: NullableDate;
  transit_base: string | null;
  last_note: string | null;
  created_by: number | null;
  created_by_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AllotmentLinesTable {
  id: Generated<number>;
  allotment_id: number;
  line_no: number;
  part_number: string;
  description: string | null;
  quantity: Numeric;
  unit: string;
  picked_qty: ColumnType<string, number | string | undefined, number | string>;
  received_qty: NullableNumeric;
}

export interface AllotmentTables {
  allotments: AllotmentsTable;
  allotment_lines: AllotmentLinesTable;
}

declare module '../../db/schema' {
  interface DB extends AllotmentTables {}
}
