/** Tables of the Excel import pipeline (migration 0160_imports). */
import type { Generated } from 'kysely';
import type { CellValue, ImportStatus } from '@aerosupply/shared/imports/schemas';
import type { Json, NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

/** A stored row problem: column key (null: the whole row), message key and its parameters. */
export interface StoredRowError {
  column: string | null;
  key: string;
  params?: Record<string, string | number>;
}

export interface ImportsTable {
  id: Generated<number>;
  import_key: string;
  company_id: number;
  params: Json<Record<string, string>>;
  file_name: string;
  file_size: number;
  file_sha256: string;
  status: StatusColumn<ImportStatus>;
  total_rows: number;
  error_rows: number;
  committed_rows: number | null;
  created_by: number | null;
  created_at: Timestamp;
  committed_by: number | null;
  committed_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface ImportRowsTable {
  import_id: number;
  /** The row number as Excel shows it (the header is row 1). */
  row_number: number;
  /** Column key -> cell value as read. */
  cells: Json<Record<string, CellValue>>;
  /** null when the row is valid. */
  errors: Json<StoredRowError[] | null>;
}

export interface ImportTables {
  imports: ImportsTable;
  import_rows: ImportRowsTable;
}

declare module '../../db/schema' {
  interface DB extends ImportTables {}
}
