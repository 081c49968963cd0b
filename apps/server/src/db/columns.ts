/** Column types every table definition shares (a leaf: modules' `tables.ts` import it, it imports nothing of ours). */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T = unknown> = ColumnType<T, string | T | undefined, string | T>;
