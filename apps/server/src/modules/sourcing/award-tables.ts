/** Award tables (issue 13 item 3): the buyer's award of an opened RFx and its lines (migration 0640). */
import type { ColumnType, Generated } from 'kysely';
import type { AwardStatus } from '@aerosupply/shared/sourcing/award';
import type { NullableTimestamp, StatusColumn, Timestamp } from '../../db/columns';

type Numeric = ColumnType<string, number, number>;

export interface SourcingAwardsTable {
  id: Generated<number>;
  rfx_id: number;
  status: StatusColumn<AwardStatus>;
  reason: string | null;
  approver_id: number;
  approver_name: string;
  submitted_by: number;
  submitted_by_name: string;
  submitted_at: Timestamp;
  decided_at: NullableTimestamp;
  comment: string | null;
}

export interface SourcingAwardLinesTable {
  award_id: number;
  rfx_item_id: number;
  company_id: number;
  quotation_id: number;
  quantity: Numeric;
  /** Per one unit, in the quotation's currency (price / price unit). */
  unit_price: Numeric;
  currency: string;
  agreement_id: number | null;
  agreement_no: string | null;
}

export interface AwardTables {
  sourcing_awards: SourcingAwardsTable;
  sourcing_award_lines: SourcingAwardLinesTable;
}

declare module '../../db/schema' {
  interface DB extends AwardTables {}
}

/** Rounds (migration 0641): the columns added to sourcing_rfx, declared here so tables.ts stays as issue 12 left it. */
declare module './tables' {
  interface SourcingRfxTable {
    /** The round before (null for the first round). */
    parent_rfx_id: ColumnType<number | null, number | null | undefined, number | null>;
    round: ColumnType<number, number | undefined, number>;
  }
}
