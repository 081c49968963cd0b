/** Purchase requirements (spec 000 §2 agreementInquiry/requirements): search, create, edit, delete, and the rows an import inserts. */
import { type Page } from '@aerosupply/shared';
import type { RequirementBody, RequirementListQuery } from '@aerosupply/shared/sourcing/schemas';
import type { RequirementRow } from '@aerosupply/shared/sourcing/responses';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { mapPage } from '../../platform/db/paging';
import { recordTimeline } from '../../platform/timeline';
import { checkCodes } from '../dict';
import { requirementCodes } from './code-checks';
import { assertMayOnRequirement } from './policy';
import { presentRequirement } from './presenter';
import * as repo from './repo';
import * as rrepo from './requirement-repo';
import { REQUIREMENT_SUBJECT } from './service';

export async function searchRequirements(deps: AppDeps, actor: Actor, q: RequirementListQuery): Promise<Page<RequirementRow>> {
  return mapPage(await rrepo.listRequirements(deps.db, q, deps.config.companyTimeZone), (r) => presentRequirement(r, actor));
}

async function requirementView(db: Database, actor: Actor, id: number): Promise<RequirementRow> {
  const row = await rrepo.findRequirement(db, id);
  if (!row) throw notFound();
  return presentRequirement(row, actor);
}

export const getRequirement = (deps: AppDeps, actor: Actor, id: number) => requirementView(deps.db, actor, id);

const requirementValues = (b: RequirementBody): rrepo.RequirementValues => ({
  material_type: b.materialType ?? null,
  material_pn: b.materialPn,
  description: b.description,
  quantity: b.quantity,
  unit: b.unit,
  required_date: b.requiredDate ?? null,
  plant: b.plant ?? null,
  purchase_org: b.purchaseOrg ?? null,
  purchase_group: b.purchaseGroup ?? null,
  delivery_location: b.deliveryLocation ?? null,
  budget_price: b.budgetPrice ?? null,
  currency: b.currency ?? null,
  manufacturer_code: b.manufacturerCode ?? null,
  manufacturer_name: b.manufacturerName ?? null,
  remark: b.remark ?? null,
});

/** Adds requirements (the form, or the import's rows) in the caller's transaction; answers their ids. */
export async function insertRequirements(trx: Database, actor: Actor, bodies: readonly RequirementBody[], now: Date, how: 'created' | 'imported'): Promise<number[]> {
  const ids: number[] = [];
  for (const b of bodies) {
    const id = await rrepo.insertRequirement(trx, {
      ...requirementValues(b),
      number: await repo.nextNumber(trx, 'REQ', now),
      requester_id: actor.userId,
      requester_name: actor.realName,
      created_at: now,
      updated_at: now,
    });
    await recordTimeline(trx, { subject: { type: REQUIREMENT_SUBJECT, id }, action: how, toStatus: 'open', actor, at: now });
    ids.push(id);
  }
  return ids;
}

export async function createRequirement(deps: AppDeps, actor: Actor, body: RequirementBody): Promise<RequirementRow> {
  return deps.db.transaction().execute(async (trx) => {
    await checkCodes(trx, requirementCodes(body));
    const [id] = await insertRequirements(trx, actor, [body], deps.now(), 'created');
    return requirementView(trx, actor, id!);
  });
}

export async function updateRequirement(deps: AppDeps, actor: Actor, id: number, body: RequirementBody): Promise<RequirementRow> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await rrepo.lockRequirement(trx, id);
    if (!row) throw notFound();
    assertMayOnRequirement({ status: row.status }, actor, 'edit');
    await checkCodes(trx, requirementCodes(body));
    await rrepo.updateRequirement(trx, id, { ...requirementValues(body), updated_at: deps.now() });
    await recordTimeline(trx, { subject: { type: REQUIREMENT_SUBJECT, id }, action: 'edited', actor });
    return requirementView(trx, actor, id);
  });
}

export async function deleteRequirement(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await rrepo.lockRequirement(trx, id);
    if (!row) throw notFound();
    assertMayOnRequirement({ status: row.status }, actor, 'delete');
    await rrepo.deleteRequirement(trx, id);
    await recordTimeline(trx, { subject: { type: REQUIREMENT_SUBJECT, id }, action: 'deleted', fromStatus: row.status, note: row.number, actor });
    return null;
  });
}
