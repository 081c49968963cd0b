/**
 * Staff review of the supplier side's requests: data change requests (supplier-profile) and
 * capability list applications (capabilities). Lists read the owners' repos with the staff scope;
 * decisions go through the owners' exported use cases.
 */
import type { CapabilityListQuery } from '@aerosupply/shared/capabilities/schemas';
import type { ChangeStatus } from '@aerosupply/shared/supplier-profile/schemas';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { findApplication, listApplications, presentCapability, reviewCapabilityApplication } from '../capabilities';
import { decideChangeRequest, findChangeRequestRow as findChangeRequest, listChangeRequestRows as listChangeRequests, presentChangeRequests } from '../supplier-profile';
import { assertAttachments } from './timeline';

export async function listChanges(deps: AppDeps, actor: Actor, q: { status?: ChangeStatus; section?: string; page: number; pageSize: number }) {
  const { rows, total } = await listChangeRequests(deps.db, scopeOf(actor), q);
  return { rows: await presentChangeRequests(deps.db, actor, rows), page: q.page, pageSize: q.pageSize, total };
}

export async function getChange(deps: AppDeps, actor: Actor, id: number) {
  const [view] = await presentChangeRequests(deps.db, actor, [mustFind(await findChangeRequest(deps.db, scopeOf(actor), id))]);
  return view!;
}

export async function decideChange(deps: AppDeps, actor: Actor, id: number, body: { decision: 'approve' | 'reject'; comment?: string }) {
  return deps.db.transaction().execute((trx) => decideChangeRequest(trx, id, body.decision, body.comment?.trim() || null, actor, deps.now()));
}

export async function listCapabilityApplications(deps: AppDeps, actor: Actor, q: CapabilityListQuery) {
  return mapPage(await listApplications(deps.db, scopeOf(actor), q), (r) => presentCapability(r, actor));
}

export async function getCapabilityApplication(deps: AppDeps, actor: Actor, id: number) {
  return presentCapability(mustFind(await findApplication(deps.db, scopeOf(actor), id)), actor);
}

export async function reviewCapability(deps: AppDeps, actor: Actor, id: number, body: { decision: 'pass' | 'fail'; comment?: string; attachments?: string[] }) {
  return deps.db.transaction().execute(async (trx) => {
    await assertAttachments(trx, body.attachments ?? []);
    return reviewCapabilityApplication(trx, id, body.decision, body.comment?.trim() || null, actor, deps.now());
  });
}
