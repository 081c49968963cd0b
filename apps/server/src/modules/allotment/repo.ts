/**
 * All SQL of inter-base allotment. Allotments are the company's own (its bases and logistics):
 * staff only; any other company sees none (404).
 */
import type { AllotListQuery } from '@aerosupply/shared/allotment/schemas';
import { ALLOT_STAGES, ALLOT_WORKFLOW, type AllotStage, type AllotStatus } from '@aerosupply/shared/allotment/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import type { Scope } from '../../platform/tenancy/scope';
import { statusColumn } from '../../platform/workflow/status-writer';
import type { AllotmentLinesTable, AllotmentsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** `AL<yyyymmdd>-<nnnnn>` from the table's id sequence. */
export async function nextNumber(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('allotments_id_seq'::regclass)::int as n`.execute(db);
  return `AL${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(5, '0')}`;
}

const staffOnly = (scope: Scope) => sql<boolean>`${scope.companyType === 'staff'}`;

function selectAllotments(db: Database) {
  return db
    .selectFrom('allotments as a')
    .selectAll('a')
    .select([
      sql<string>`a.required_date::text`.as('required_date_text'),
      sql<string | null>`a.etd::text`.as('etd_text'),
      sql<string[]>`coalesce((select array_agg(l.part_number order by l.line_no) from allotment_lines l where l.allotment_id = a.id), '{}')`.as('part_numbers'),
      sql<number>`(select count(*)::int from allotment_lines l where l.allotment_id = a.id)`.as('line_count'),
      sql<string>`(select coalesce(sum(l.quantity), 0)::text from allotment_lines l where l.allotment_id = a.id)`.as('total_qty'),
    ]);
}
export type AllotDbRow = Awaited<ReturnType<ReturnType<typeof selectAllotments>['executeTakeFirstOrThrow']>>;

const SORT = { number: 'a.number', requiredDate: 'a.required_date', updatedAt: 'a.updated_at' } as const;
const PRIORITY_RANK = sql`case a.priority when 'aog' then 0 when 'urgent' then 1 else 2 end`;

/** Allotments per status (staff). */
export const countByStatus = (db: Database, scope: Scope) =>
  db.selectFrom('allotments as a').where(staffOnly(scope)).select(['a.status', sql<number>`count(*)::int`.as('n')]).groupBy('a.status').execute();

export function listAllotments(db: Database, scope: Scope, q: AllotListQuery) {
  let qb = selectAllotments(db).where(staffOnly(scope)).where('a.status', 'in', [...ALLOT_STAGES[q.stage as AllotStage]]);
  if (q.status) qb = qb.where('a.status', '=', q.status);
  if (q.fromBase) qb = qb.where('a.from_base', '=', q.fromBase);
  if (q.toBase) qb = qb.where('a.to_base', '=', q.toBase);
  if (q.priority) qb = qb.where('a.priority', '=', q.priority);
  if (q.requiredFrom) qb = qb.where(sql<boolean>`a.required_date >= ${q.requiredFrom}::date`);
  if (q.requiredTo) qb = qb.where(sql<boolean>`a.required_date <= ${q.requiredTo}::date`);
  if (q.q) {
    // Number, waybill or a line's P/N: the union of each column's matches, each read through its
    // trigram index (migration 1160), instead of testing all three on every allotment (D-714).
    const p = like(q.q);
    qb = qb.where(
      sql<boolean>`a.id in (select id from allotments where number ilike ${p} union select id from allotments where waybill ilike ${p} union select allotment_id from allotment_lines where part_number ilike ${p})`,
    );
  }
  const ordered = q.sort === 'priority' ? qb.orderBy(PRIORITY_RANK, q.order === 'asc' ? 'asc' : 'desc') : qb.orderBy(sql.ref(SORT[q.sort]), q.order);
  return pageQuery(db, ordered.orderBy('a.id', q.order), { page: q.page, pageSize: q.pageSize }, q.q ? { search: { id: 'a.id' } } : {});
}

export const findAllotment = (db: Database, scope: Scope, id: number) => selectAllotments(db).where(staffOnly(scope)).where('a.id', '=', id).executeTakeFirst();

/** Holds the allotment until the transaction ends: two at once, the second waits and then sees the new status. */
export const lockAllotment = (trx: Database, scope: Scope, id: number) =>
  trx.selectFrom('allotments as a').selectAll('a').select(sql<string>`a.required_date::text`.as('required_date_text')).where(staffOnly(scope)).where('a.id', '=', id).forUpdate().executeTakeFirst();

export const insertAllotment = async (trx: Database, values: Insertable<AllotmentsTable>) => (await trx.insertInto('allotments').values(values).returning('id').executeTakeFirstOrThrow()).id;
/** The allotment's status, moved only by `applyTransition` with ALLOT_WORKFLOW. */
export const ALLOT_STATUS = statusColumn({ table: 'allotments', workflow: ALLOT_WORKFLOW });
export const updateAllotment = (trx: Database, id: number, values: Updateable<AllotmentsTable>) => trx.updateTable('allotments').set(values).where('id', '=', id).execute();
export const deleteAllotment = (trx: Database, id: number) => trx.deleteFrom('allotments').where('id', '=', id).execute();

export const listLines = (db: Database, id: number) => db.selectFrom('allotment_lines').selectAll().where('allotment_id', '=', id).orderBy('line_no').execute();
export type AllotLineRow = Awaited<ReturnType<typeof listLines>>[number];

export async function replaceLines(trx: Database, id: number, lines: Omit<Insertable<AllotmentLinesTable>, 'allotment_id'>[]): Promise<void> {
  await trx.deleteFrom('allotment_lines').where('allotment_id', '=', id).execute();
  if (lines.length) await trx.insertInto('allotment_lines').values(lines.map((l) => ({ ...l, allotment_id: id }))).execute();
}

/** Picked quantity of every line: all of it, or none (recall). */
export const setPicked = (trx: Database, id: number, all: boolean) =>
  trx.updateTable('allotment_lines').set({ picked_qty: all ? sql`quantity` : 0 }).where('allotment_id', '=', id).execute();

export const setReceived = (trx: Database, lineId: number, qty: number | null) => trx.updateTable('allotment_lines').set({ received_qty: qty }).where('id', '=', lineId).execute();
export const clearReceived = (trx: Database, id: number) => trx.updateTable('allotment_lines').set({ received_qty: null }).where('allotment_id', '=', id).execute();

// ---- workbench counters (issue 28 item 2, D-580) ----

/** Allotments in one status (staff only): the rows of `logistics/allot/<stage>?status=<status>` for a stage holding it. */
export async function countAllotmentsIn(db: Database, scope: Scope, status: AllotStatus): Promise<number> {
  const row = await db.selectFrom('allotments as a').select(sql<number>`count(*)::int`.as('n')).where(staffOnly(scope)).where('a.status', '=', status).executeTakeFirstOrThrow();
  return row.n;
}
