/** The RPA results table (issue 17 item 7, D-422), migration 0950. */
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

export interface RpaResultsTable {
  id: Generated<number>;
  shipment_id: number;
  shipment_number: string;
  direction: string;
  task: string;
  result: string;
  document_no: string | null;
  processed_at: Timestamp;
  message: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  uploaded_by: number | null;
  uploaded_by_name: string;
  uploaded_at: Timestamp;
}

export interface LogisticsRpaTables {
  rpa_results: RpaResultsTable;
}

declare module '../../db/schema' {
  interface DB extends LogisticsRpaTables {}
}
