/**
 * The SQL the shipment rules read (issue 26 item 6, D-510): the despatches behind a notice's
 * cargo lines and the despatches already on a packing list. Read-only.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/**
 * The despatch of each of these despatch lines: its receiving place, trade term and shipment. The
 * despatches are locked (`for update`) so a supplier's edit or withdrawal waits for the notice
 * that takes them, and then finds them on it (D-530).
 */
export const despatchesOfLines = (db: Database, lineIds: readonly number[]) =>
  lineIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('despatch_lines as l')
        .innerJoin('despatches as d', 'd.id', 'l.despatch_id')
        .select(['l.id as line_id', 'd.id', 'd.number', 'd.receiving_place', 'd.trade_term', 'd.shipment_id'])
        .where('l.id', 'in', lineIds)
        .orderBy('d.id')
        .forUpdate('d')
        .execute();
export type LineDespatchRow = Awaited<ReturnType<typeof despatchesOfLines>>[number];

/** A supplier's despatches on this packing list (case-insensitive), but `exceptId` (the despatch being edited). */
export const despatchesOnPackingList = (db: Database, companyId: number, packingListNo: string, exceptId: number | null = null) =>
  db
    .selectFrom('despatches')
    .select(['id', 'number', 'receiving_place', 'trade_term'])
    .where('company_id', '=', companyId)
    .where(sql<string>`upper(packing_list_no)`, '=', packingListNo.trim().toUpperCase())
    .where(sql<boolean>`id is distinct from ${exceptId}`)
    .orderBy('id')
    .execute();
