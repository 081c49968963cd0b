/**
 * All SQL of outside flows. A flow with a forwarder is that forwarder company's: staff see every
 * flow, a forwarder only the committed flows assigned to it (drafts are staff's, D-404).
 */
import type { OutsideCountQuery, OutsideListQuery } from '@aerosupply/shared/outside-flows/schemas';
import { OUTSIDE_TABS, OUTSIDE_WORKFLOW, TAB_STATUSES, type OutsideStatus, type OutsideTab } from '@aerosupply/shared/outside-flows/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { isStaff, type Scope } from '../../platform/tenancy/scope';
import { statusColumn } from '../../platform/workflow/status-writer';
import type { OutsideFlowLinesTable, OutsideFlowsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** Staff: all; a forwarder: its own committed flows. */
const visible = (scope: Scope) =>
  isStaff(scope) ? sql<boolean>`true` : sql<boolean>`f.forwarder_company_id = ${scope.companyId} and f.status <> 'draft'`;

/** `OF<yyyymmdd>-<nnnnnn>` from the table's id sequence. */
export async function nextFlowNumber(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('outside_flows_id_seq'::regclass)::int as n`.execute(db);
  return `OF${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(6, '0')}`;
}

function selectFlows(db: Database) {
  return db
    .selectFrom('outside_flows as f')
    .leftJoin('logistics_master as m', 'm.id', 'f.forwarder_id')
    .selectAll('f')
    .select(['m.name as forwarder_name', 'm.name_en as forwarder_name_en'])
    .select(sql<number>`(select count(*)::int from outside_flow_lines l where l.flow_id = f.id)`.as('line_count'));
}
export type FlowRow = Awaited<ReturnType<ReturnType<typeof selectFlows>['executeTakeFirstOrThrow']>>;

const SORT = { number: 'f.number', createdAt: 'f.created_at', updatedAt: 'f.updated_at' } as const;

function filtered(db: Database, scope: Scope, q: OutsideCountQuery) {
  let qb = selectFlows(db).where(visible(scope));
  if (q.keyword) {
    const k = like(q.keyword);
    qb = qb.where((eb) =>
      eb.or([
        eb('f.number', 'ilike', k),
        eb('f.waybill_no', 'ilike', k),
        eb('f.declaration_no', 'ilike', k),
        eb('f.shipper', 'ilike', k),
        eb('f.consignee', 'ilike', k),
        eb.exists(eb.selectFrom('outside_flow_lines as l').select('l.id').whereRef('l.flow_id', '=', 'f.id').where('l.part_number', 'ilike', k)),
      ]),
    );
  }
  if (q.status) qb = qb.where('f.status', '=', q.status);
  if (q.direction) qb = qb.where('f.direction', '=', q.direction);
  if (q.scope) qb = qb.where('f.scope', '=', q.scope);
  if (q.transportMode) qb = qb.where('f.transport_mode', '=', q.transportMode);
  if (q.forwarderId) qb = qb.where('f.forwarder_id', '=', q.forwarderId);
  if (q.originPort) qb = qb.where(sql<boolean>`upper(f.origin_port) = ${q.originPort.toUpperCase()}`);
  if (q.destinationPort) qb = qb.where(sql<boolean>`upper(f.destination_port) = ${q.destinationPort.toUpperCase()}`);
  return qb;
}

export function listFlows(db: Database, scope: Scope, q: OutsideListQuery) {
  const qb = filtered(db, scope, q).where('f.status', 'in', [...TAB_STATUSES[q.tab]]);
  return pageQuery(db, qb.orderBy(sql.ref(SORT[q.sort]), q.order).orderBy('f.id', q.order), { page: q.page, pageSize: q.pageSize }, { countCap: 10_000 });
}

/** One count per tab, with the same filters. */
export async function countTabs(db: Database, scope: Scope, q: OutsideCountQuery): Promise<Record<OutsideTab, number>> {
  const rows = await filtered(db, scope, q).clearSelect().select(['f.status', sql<number>`count(*)::int`.as('n')]).groupBy('f.status').execute();
  const byStatus = new Map(rows.map((r) => [r.status as OutsideStatus, Number(r.n)]));
  return Object.fromEntries(OUTSIDE_TABS.map((t) => [t, TAB_STATUSES[t].reduce((s, st) => s + (byStatus.get(st) ?? 0), 0)])) as Record<OutsideTab, number>;
}

export const findFlow = (db: Database, id: number, scope: Scope) => selectFlows(db).where('f.id', '=', id).where(visible(scope)).executeTakeFirst();

export const listLines = (db: Database, flowId: number) => db.selectFrom('outside_flow_lines').selectAll().where('flow_id', '=', flowId).orderBy('line_no').execute();
export type LineRow = Awaited<ReturnType<typeof listLines>>[number];

/** Holds the flow until the transaction ends: two people committing one step, the second sees the new status. */
export const lockFlow = (trx: Database, id: number, scope: Scope) =>
  trx
    .selectFrom('outside_flows as f')
    .select(['f.id', 'f.status', 'f.scope', 'f.forwarder_company_id', 'f.total_qty', 'f.pickup_qty'])
    .where('f.id', '=', id)
    .where(visible(scope))
    .forUpdate()
    .executeTakeFirst();

export async function insertFlow(trx: Database, values: Omit<Insertable<OutsideFlowsTable>, 'id'>): Promise<number> {
  return (await trx.insertInto('outside_flows').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The flow's status, moved only by `applyTransition` with OUTSIDE_WORKFLOW. */
export const FLOW_STATUS = statusColumn({ table: 'outside_flows', workflow: OUTSIDE_WORKFLOW });

export async function updateFlow(trx: Database, id: number, values: Updateable<OutsideFlowsTable>): Promise<void> {
  await trx.updateTable('outside_flows').set(values).where('id', '=', id).execute();
}

export async function replaceLines(trx: Database, flowId: number, lines: Omit<Insertable<OutsideFlowLinesTable>, 'id' | 'flow_id'>[]): Promise<void> {
  await trx.deleteFrom('outside_flow_lines').where('flow_id', '=', flowId).execute();
  if (lines.length > 0) await trx.insertInto('outside_flow_lines').values(lines.map((l) => ({ ...l, flow_id: flowId }))).execute();
}

export async function deleteFlow(trx: Database, id: number): Promise<void> {
  await trx.deleteFrom('outside_flows').where('id', '=', id).execute();
}
