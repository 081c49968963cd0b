/** SQL of purchase requirements: the buyer company's own records (staff see all), taken into an RFx and freed again. */
import type { RequirementListQuery } from '@aerosupply/shared/sourcing/schemas';
import { REQUIREMENT_WORKFLOW } from '@aerosupply/shared/sourcing/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { dayEndsAt, dayStartsAt } from '../../platform/db/days';
import { containsText } from '../../platform/db/search';
import { applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import { day, like } from './repo';
import type { SourcingRequirementsTable } from './tables';

/** The requirement's status, moved only by the status writer with REQUIREMENT_WORKFLOW. */
export const REQUIREMENT_STATUS = statusColumn({ table: 'sourcing_requirements', workflow: REQUIREMENT_WORKFLOW });

function selectRequirement(db: Database) {
  return db
    .selectFrom('sourcing_requirements as r')
    .leftJoin('sourcing_rfx as x', 'x.id', 'r.rfx_id')
    .select([
      'r.id', 'r.number', 'r.status', 'r.material_type', 'r.material_pn', 'r.description', 'r.quantity', 'r.unit', 'r.plant', 'r.purchase_org',
      'r.purchase_group', 'r.delivery_location', 'r.budget_price', 'r.currency', 'r.manufacturer_code', 'r.manufacturer_name', 'r.remark',
      'r.rfx_id', 'r.requester_id', 'r.requester_name', 'r.created_at', 'r.updated_at', 'x.number as rfx_number',
    ])
    .select(day('r.required_date', 'required_date'));
}
export type RequirementRow = Awaited<ReturnType<ReturnType<typeof selectRequirement>['executeTakeFirstOrThrow']>>;

const REQUIREMENT_SORT = { number: 'r.number', requiredDate: 'r.required_date', createdAt: 'r.created_at' } as const;

/** `timeZone`: the company's, whose calendar days the created-date filters are. */
export async function listRequirements(db: Database, q: RequirementListQuery, timeZone: string) {
  let qb = selectRequirement(db);
  if (q.number) qb = qb.where(containsText('r.number', q.number));
  if (q.materialPn) qb = qb.where(sql<boolean>`upper(r.material_pn) like ${q.materialPn.toUpperCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%'}`);
  if (q.description) qb = qb.where('r.description', 'ilike', like(q.description));
  if (q.status) qb = qb.where('r.status', '=', q.status);
  if (q.plant) qb = qb.where('r.plant', '=', q.plant);
  if (q.purchaseOrg) qb = qb.where('r.purchase_org', '=', q.purchaseOrg);
  if (q.requester) qb = qb.where('r.requester_name', 'ilike', like(q.requester));
  if (q.createdFrom) qb = qb.where(sql<boolean>`r.created_at >= ${dayStartsAt(q.createdFrom, timeZone)}`);
  if (q.createdTo) qb = qb.where(sql<boolean>`r.created_at < ${dayEndsAt(q.createdTo, timeZone)}`);
  if (q.rfxId) qb = qb.where('r.rfx_id', '=', q.rfxId);
  const dir = q.order;
  // Grows without bound like the RFx list (200,000 in the bench): the count stops at COUNT_CAP
  // (D-205), and a typed search pages from its matches' ids (D-684, D-713). Only the required date
  // may be empty: "nulls last" on the others kept the planner off their index (the same order).
  const search = q.number || q.description || q.requester || q.materialPn ? { search: { id: 'r.id' } } : {};
  const nulls = q.sort === 'requiredDate' ? ' nulls last' : '';
  return pageQuery(db, qb.orderBy(sql`${sql.ref(REQUIREMENT_SORT[q.sort])} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')}${sql.raw(nulls)}`).orderBy('r.id', dir), q, { countCap: COUNT_CAP, ...search });
}

export const findRequirement = (db: Database, id: number) => selectRequirement(db).where('r.id', '=', id).executeTakeFirst();

export const lockRequirement = (trx: Database, id: number) =>
  trx.selectFrom('sourcing_requirements').select(['id', 'status', 'rfx_id', 'number']).where('id', '=', id).forUpdate().executeTakeFirst();

export const lockRequirements = (trx: Database, ids: readonly number[]) =>
  ids.length === 0 ? Promise.resolve([]) : trx.selectFrom('sourcing_requirements').select(['id', 'status', 'rfx_id', 'number']).where('id', 'in', ids).orderBy('id').forUpdate().execute();

export type RequirementValues = Omit<Insertable<SourcingRequirementsTable>, 'id' | 'number' | 'requester_id' | 'requester_name' | 'created_at' | 'updated_at' | 'status' | 'rfx_id'>;

export async function insertRequirement(trx: Database, values: RequirementValues & { number: string; requester_id: number; requester_name: string; created_at: Date; updated_at: Date }) {
  return (await trx.insertInto('sourcing_requirements').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRequirement(trx: Database, id: number, values: Updateable<SourcingRequirementsTable>) {
  await trx.updateTable('sourcing_requirements').set(values).where('id', '=', id).execute();
}

export async function deleteRequirement(trx: Database, id: number) {
  await trx.deleteFrom('sourcing_requirements').where('id', '=', id).execute();
}

/** Frees the requirements an RFx held except `keep` (unlink), and takes `keep` for it (link). */
export async function relinkRequirements(trx: Database, rfxId: number, keep: readonly number[], now: Date) {
  let held = trx.selectFrom('sourcing_requirements').select('id').where('rfx_id', '=', rfxId);
  if (keep.length) held = held.where('id', 'not in', keep);
  const freed = (await held.execute()).map((r) => r.id);
  await applyTransitionToMany(trx, REQUIREMENT_STATUS, { ids: freed, action: 'unlink', set: { rfx_id: null, updated_at: now } });
  await applyTransitionToMany(trx, REQUIREMENT_STATUS, { ids: keep, action: 'link', set: { rfx_id: rfxId, updated_at: now } });
}
