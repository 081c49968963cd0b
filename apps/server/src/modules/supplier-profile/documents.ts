/** Use cases of the supplier's qualification documents and sub-page tables (spec 001 §3, §5). */
import type { Page } from '@aerosupply/shared';
import type { CHILD_BODY_SCHEMAS, ChildResource, ChildView, QualificationBody, QualificationView } from '@aerosupply/shared/supplier-profile/schemas';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { wrongState } from '../../platform/errors';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import * as child from './child-repo';
import { linkFiles } from './files-link';
import { collectFileKeys, dropQualifications, ownProfile, validityWindow } from './own-profile';
import { presentQualification } from './presenter';
import * as repo from './repo';

// ---- qualification documents ----

export async function listQualifications(
  deps: AppDeps,
  actor: Actor,
  query: { docType?: string; validity?: 'valid' | 'expiring' | 'expired' | 'cancelled'; keyword?: string; page: number; pageSize: number },
): Promise<Page<QualificationView>> {
  const w = validityWindow(deps.now());
  const { rows, total } = await repo.listQualifications(deps.db, scopeOf(actor), actor.companyId, { ...query, ...w }, query);
  const files = await repo.fileItems(deps.db, scopeOf(actor), rows.flatMap((r) => r.file_keys ?? []));
  return { rows: rows.map((r) => presentQualification(r, w.today, w.soon, files)), page: query.page, pageSize: query.pageSize, total };
}

async function presentOneQualification(db: Database, actor: Actor, id: number, now: Date): Promise<QualificationView> {
  const w = validityWindow(now);
  const row = mustFind(await repo.findQualification(db, scopeOf(actor), id));
  return presentQualification(row, w.today, w.soon, await repo.fileItems(db, scopeOf(actor), row.file_keys ?? []));
}

export async function getQualification(deps: AppDeps, actor: Actor, id: number): Promise<QualificationView> {
  return presentOneQualification(deps.db, actor, id, deps.now());
}

const qualificationValues = (b: QualificationBody): repo.QualificationValues => ({
  doc_type: b.docType,
  authority: b.authority ?? null,
  number: b.number,
  certificate_no: b.certificateNo,
  scope: b.scope,
  start_date: b.startDate ?? null,
  end_date: b.endDate,
  remarks: b.remarks ?? null,
  file_keys: b.fileKeys,
});

export async function createQualification(deps: AppDeps, actor: Actor, body: QualificationBody): Promise<QualificationView> {
  return deps.db.transaction().execute(async (trx) => {
    await ownProfile(trx, actor);
    const id = await repo.insertQualification(trx, actor.companyId, qualificationValues(body));
    await linkFiles(trx, actor, body.fileKeys, 'supplier_qualification', id, 'fileKeys', true);
    return presentOneQualification(trx, actor, id, deps.now());
  });
}

export async function updateQualification(deps: AppDeps, actor: Actor, id: number, body: QualificationBody): Promise<QualificationView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findQualification(trx, scopeOf(actor), id));
    if (row.cancelled) throw wrongState();
    await repo.updateQualification(trx, actor.companyId, id, qualificationValues(body), deps.now());
    await linkFiles(trx, actor, body.fileKeys, 'supplier_qualification', id, 'fileKeys', true);
    return presentOneQualification(trx, actor, id, deps.now());
  });
}

/** Marks a document cancelled/invalid with its reason (kept for the record). */
export async function cancelQualification(deps: AppDeps, actor: Actor, id: number, reason: string): Promise<QualificationView> {
  return deps.db.transaction().execute(async (trx) => {
    const row = mustFind(await repo.findQualification(trx, scopeOf(actor), id));
    if (row.cancelled) throw wrongState();
    await repo.cancelQualification(trx, actor.companyId, id, reason, deps.now());
    return presentOneQualification(trx, actor, id, deps.now());
  });
}

export async function deleteQualification(deps: AppDeps, actor: Actor, id: number): Promise<null> {
  return deps.db.transaction().execute(async (trx) => {
    mustFind(await repo.findQualification(trx, scopeOf(actor), id));
    await dropQualifications(trx, actor, [id]);
    return null;
  });
}

// ---- sub-page tables ----

/** The row as its sub-page's contract has it: CHILD_DEFS select the fields CHILD_VIEW_SCHEMAS list (the route checks the answer). */
function withFiles<R extends ChildResource>(row: child.ChildRecord, files: Record<string, FileItem>): ChildView<R> {
  const keys = Array.isArray(row.fileKeys) ? (row.fileKeys as string[]) : null;
  return { ...row, ...(keys ? { files: keys.flatMap((k) => (files[k] ? [files[k]] : [])) } : {}), actions: ['edit', 'delete'] } as unknown as ChildView<R>;
}

export async function listChildRows<R extends ChildResource>(deps: AppDeps, actor: Actor, resource: R, query: { keyword?: string; page: number; pageSize: number }): Promise<Page<ChildView<R>>> {
  const { rows, total } = await child.listChildren(deps.db, child.CHILD_DEFS[resource], actor.companyId, query);
  const files = await repo.fileItems(deps.db, scopeOf(actor), collectFileKeys(rows));
  return { rows: rows.map((r) => withFiles<R>(r, files)), page: query.page, pageSize: query.pageSize, total };
}

async function presentChild<R extends ChildResource>(db: Database, actor: Actor, resource: R, id: number): Promise<ChildView<R>> {
  const row = mustFind(await child.findChild(db, child.CHILD_DEFS[resource], actor.companyId, id));
  return withFiles<R>(row, await repo.fileItems(db, scopeOf(actor), collectFileKeys(row)));
}

export async function getChildRow<R extends ChildResource>(deps: AppDeps, actor: Actor, resource: R, id: number) {
  return presentChild(deps.db, actor, resource, id);
}

type ChildBodies = { [R in ChildResource]: z.infer<(typeof CHILD_BODY_SCHEMAS)[R]> };

async function afterChildSave(trx: Database, actor: Actor, resource: ChildResource, id: number, body: Record<string, unknown>): Promise<void> {
  const def = child.CHILD_DEFS[resource];
  if (def.filesField) await linkFiles(trx, actor, (body[def.filesField] as string[] | undefined) ?? [], def.ownerType, id, def.filesField, true);
  if (resource === 'shipping-addresses' && body.isDefault === true) await child.clearDefaultAddress(trx, actor.companyId, id);
}

export async function createChildRow<R extends ChildResource>(deps: AppDeps, actor: Actor, resource: R, body: ChildBodies[R]) {
  return deps.db.transaction().execute(async (trx) => {
    await ownProfile(trx, actor);
    const values = body as Record<string, unknown>;
    const id = await child.insertChild(trx, child.CHILD_DEFS[resource], actor.companyId, values);
    await afterChildSave(trx, actor, resource, id, values);
    return presentChild(trx, actor, resource, id);
  });
}

export async function updateChildRow<R extends ChildResource>(deps: AppDeps, actor: Actor, resource: R, id: number, body: ChildBodies[R]) {
  return deps.db.transaction().execute(async (trx) => {
    const def = child.CHILD_DEFS[resource];
    mustFind(await child.findChild(trx, def, actor.companyId, id));
    const values = body as Record<string, unknown>;
    await child.updateChild(trx, def, actor.companyId, id, values, deps.now());
    await afterChildSave(trx, actor, resource, id, values);
    return presentChild(trx, actor, resource, id);
  });
}

export async function deleteChildRow(deps: AppDeps, actor: Actor, resource: ChildResource, id: number): Promise<null> {
  return deps.db.transaction().execute(async (trx) => {
    const def = child.CHILD_DEFS[resource];
    mustFind(await child.findChild(trx, def, actor.companyId, id));
    if (def.filesField) await linkFiles(trx, actor, [], def.ownerType, id, def.filesField, true);
    await child.deleteChild(trx, def, actor.companyId, id);
    return null;
  });
}
