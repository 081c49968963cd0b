/** Column types every table definition shares (a leaf: modules' `tables.ts` import it, it imports nothing of ours). */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;
/**
 * A status column moved by a workflow: read and inserted (a new record's first state) as one of the
 * workflow's states, never updated but by `platform/workflow/status-writer.ts` (its update type is
 * `never`, so `.set({ status })` anywhere else does not compile).
 */
export type StatusColumn<S extends string> = ColumnType<S, S | undefined, never>;
