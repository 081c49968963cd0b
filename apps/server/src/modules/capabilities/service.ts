/**
 * Capability list applications (spec 001 §2 'Capability list', §4 'Capability page'): the supplier
 * creates, edits and submits; staff review (reviewCapabilityApplication, called from their routes).
 */
import type { Page } from '@aerosupply/shared';
import { formatDate } from '@aerosupply/shared/format/dates';
import type { CapabilityBody, CapabilityListQuery, CapabilityView } from '@aerosupply/shared/capabilities/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { addSupplierEvent, checkCategoryBuyers } from '../supplier-profile';
import { assertMayOnCapability } from './policy';
import { presentCapability } from './presenter';
import * as repo from './repo';

const TIME_ZONE = 'Asia/Shanghai';
const actorRef = (actor: Actor) => ({ userId: actor.userId, realName: actor.realName, companyId: actor.companyId });

export async function listCapabilityApplications(deps: AppDeps, actor: Actor, query: CapabilityListQuery): Promise<Page<CapabilityView>> {
  return mapPage(await repo.listApplications(deps.db, scopeOf(actor), query), (r) => presentCapability(r, actor));
}

export async function getCapabilityApplication(deps: AppDeps, actor: Actor, id: number): Promise<CapabilityView> {
  return presentCapability(mustFind(await repo.findApplication(deps.db, scopeOf(actor), id)), actor);
}

const values = (b: CapabilityBody): repo.ApplicationValues => ({
  procurement_type: b.procurementType,
  supply_ability: b.supplyAbility,
  qualification_status: b.qualificationStatus,
  categories: b.categories,
  items: b.items,
  remarks: b.remarks ?? null,
});

const pairs = (b: CapabilityBody) => b.categories.map((c, index) => ({ ...c, index }));

export async function createCapabilityApplication(deps: AppDeps, actor: Actor, body: CapabilityBody): Promise<CapabilityView> {
  return deps.db.transaction().execute(async (trx) => {
    await checkCategoryBuyers(trx, pairs(body), 'categories');
    const number = await repo.nextNumber(trx, formatDate(deps.now(), false, TIME_ZONE));
    const id = await repo.insertApplication(trx, { ...values(body), company_id: actor.companyId, number, applicant_user_id: actor.userId, applicant_name: actor.realName });
    return presentCapability(mustFind(await repo.findApplication(trx, scopeOf(actor), id)), actor);
  });
}

export async function updateCapabilityApplication(deps: AppDeps, actor: Actor, id: number, body: CapabilityBody): Promise<CapabilityView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findApplication(trx, scopeOf(actor), id, true));
    assertMayOnCapability(row, actor, 'edit');
    await checkCategoryBuyers(trx, pairs(body), 'categories');
    await repo.updateApplication(trx, id, values(body), deps.now());
    return presentCapability(mustFind(await repo.findApplication(trx, scopeOf(actor), id)), actor);
  });
}

export async function submitCapabilityApplication(deps: AppDeps, actor: Actor, id: number): Promise<CapabilityView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findApplication(trx, scopeOf(actor), id, true));
    assertMayOnCapability(row, actor, 'submit');
    const now = deps.now();
    const to = await repo.setSubmitted(trx, id, formatDate(now, false, TIME_ZONE), now);
    await addSupplierEvent(trx, { companyId: row.company_id, kind: 'capability', action: 'submit', fromStatus: row.status, toStatus: to, comment: row.number, actor: actorRef(actor) });
    return presentCapability(mustFind(await repo.findApplication(trx, scopeOf(actor), id)), actor);
  });
}

/**
 * Staff review inside the caller's transaction: under review -> audit completed (pass) or no pass
 * (fail), as CAPABILITY_WORKFLOW allows, with a timeline event on the supplier.
 */
export async function reviewCapabilityApplication(trx: Database, id: number, decision: 'pass' | 'fail', comment: string | null, actor: Actor, now: Date): Promise<CapabilityView> {
  const row = mustFind(await repo.findApplication(trx, scopeOf(actor), id, true));
  assertMayOnCapability(row, actor, decision);
  const to = await repo.setReviewed(trx, id, { decision, comment, reviewerId: actor.userId, reviewerName: actor.realName, now });
  await addSupplierEvent(trx, { companyId: row.company_id, kind: 'capability', action: decision, fromStatus: row.status, toStatus: to, comment: comment ?? row.number, actor: actorRef(actor) });
  return presentCapability(mustFind(await repo.findApplication(trx, scopeOf(actor), id)), actor);
}
