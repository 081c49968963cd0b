/**
 * Use cases of the supplier's own data (spec 001 §3 'Supplier admittance and wizard', §4, §5, §8):
 * the wizard (save as draft, save and submit), the category-buyer rule, the own information pages
 * and data change requests (qualification documents and sub-page tables: documents.ts).
 */
import type { Page } from '@aerosupply/shared';
import {
  categoriesOf,
  PROFILE_SECTIONS,
  wizardSubmitSchema,
  type CategoryNode,
  type ChangeRequestView,
  type InfoSaveResult,
  type InfoView,
  type ProfileSection,
  type SupplierDataView,
  type WizardDraft,
  type WizardView,
} from '@aerosupply/shared/supplier-profile/schemas';
import type { ReviewStatus } from '@aerosupply/shared/suppliers/states';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { AppError, badRequest, conflict, fieldError, wrongState, type AppFieldError } from '../../platform/errors';
import { issueKey } from '../../platform/http/error-handler';
import { mustFind, scopeOf } from '../../platform/tenancy/scope';
import { moveSupplierReview } from './status';
import { addSupplierEvent } from './timeline';
import { linkFiles } from './files-link';
import { actorRef, collectFileKeys, dropQualifications, ownProfile } from './own-profile';
import { changedFields, editModeOf, iso, isEditable, presentCategoryTree, presentChangeRequest, wizardQualification } from './presenter';
import * as changes from './change-repo';
import * as repo from './repo';
import { assertMayDecideChange } from './policy';

// ---- category-buyer rule (spec 001 §5, §8) ----

/**
 * Every (level I, level II) pair must exist and have a buyer configured (for the level II
 * category or its level I parent); otherwise the §8 message on the pair's field path.
 */
export async function checkCategoryBuyers(db: Database, pairs: { level1: string; level2: string; index: number }[], pathPrefix: string): Promise<void> {
  if (pairs.length === 0) return;
  const status = await repo.categoryBuyerStatus(db, [...new Set(pairs.map((p) => p.level2))]);
  const unknown: AppFieldError[] = [];
  const noBuyer: AppFieldError[] = [];
  for (const p of pairs) {
    const s = status.get(p.level2);
    const path = `${pathPrefix}.${p.index}.level2`;
    if (!s || s.parent !== p.level1) unknown.push({ path, errorKey: 'supplierProfile.unknown_category' });
    else if (!s.hasBuyer) noBuyer.push({ path, errorKey: 'supplierProfile.no_category_buyer' });
  }
  if (noBuyer.length) throw new AppError(400, 'supplierProfile.no_category_buyer', undefined, [...noBuyer, ...unknown]);
  if (unknown.length) throw new AppError(400, 'supplierProfile.unknown_category', undefined, unknown);
}

export async function listCategoryTree(deps: AppDeps): Promise<CategoryNode[]> {
  return presentCategoryTree(await repo.listCategories(deps.db));
}

// ---- the wizard ----

type Wizard = Record<string, unknown> & { technology?: Record<string, unknown> };

/**
 * The vendor code is the purchaser's (`companies.vendor_code`, set at approval or by SAP, D-180):
 * a code a supplier sends is ignored, and every view shows the company's.
 */
function withAssignedVendorCode<T extends Record<string, unknown> | undefined>(general: T, vendorCode: string | null): T {
  if (!general) return general;
  if (vendorCode) return { ...general, vendorCode };
  const { vendorCode: _sent, ...rest } = general;
  return rest as T;
}

/** The stored wizard with the company's vendor code in its general step. */
function storedWizard(profile: { wizard: Record<string, unknown>; vendor_code: string | null }): Record<string, unknown> {
  const general = profile.wizard.general as Record<string, unknown> | undefined;
  return general || profile.vendor_code ? { ...profile.wizard, general: withAssignedVendorCode(general ?? {}, profile.vendor_code) } : profile.wizard;
}

async function wizardData(db: Database, actor: Actor, stored: Record<string, unknown>, companyId = actor.companyId): Promise<WizardDraft> {
  const { rows } = await repo.listQualifications(db, scopeOf(actor), companyId, { today: '0000-01-01', soon: '0000-01-01' });
  const qualifications = rows.filter((r) => !r.cancelled).sort((a, b) => a.id - b.id).map(wizardQualification);
  const data: Record<string, unknown> = {};
  for (const step of ['general', 'regions', 'supply', 'compliance'] as const) if (stored[step]) data[step] = stored[step];
  data.technology = { ...((stored.technology as Record<string, unknown> | undefined) ?? {}), qualifications };
  return data as WizardDraft;
}

async function presentWizard(db: Database, actor: Actor): Promise<WizardView> {
  const profile = await ownProfile(db, actor);
  const data = await wizardData(db, actor, storedWizard(profile));
  return {
    reviewStatus: profile.review_status as ReviewStatus,
    submittedAt: iso(profile.submitted_at),
    approvedAt: iso(profile.approved_at),
    data,
    files: await repo.fileItems(db, scopeOf(actor), collectFileKeys(data)),
    actions: isEditable(profile.review_status) ? ['saveDraft', 'submit'] : [],
  };
}

export async function getWizard(deps: AppDeps, actor: Actor): Promise<WizardView> {
  return presentWizard(deps.db, actor);
}

/**
 * A supplier's data as staff read it (supplier detail, review detail): the wizard steps with the
 * current qualification rows, the finance section, and the metadata of every file they name.
 */
export async function getSupplierData(db: Database, actor: Actor, companyId: number): Promise<SupplierDataView> {
  const profile = mustFind(await repo.findProfile(db, scopeOf(actor), companyId));
  const steps = (await wizardData(db, actor, storedWizard(profile), companyId)) as Record<string, Record<string, unknown> | undefined>;
  const data: SupplierDataView['data'] = {};
  for (const s of PROFILE_SECTIONS) {
    const v = s === 'finance' ? profile.wizard.finance : steps[s];
    if (v && typeof v === 'object' && Object.keys(v).length > 0) data[s] = v as Record<string, unknown>;
  }
  return { companyId, data, files: await repo.fileItems(db, scopeOf(actor), collectFileKeys(data)) };
}


/**
 * Replaces the company's (not cancelled) qualification rows by the wizard's list: rows named by
 * id are updated, the others removed first, then rows without id are added.
 */
async function syncQualifications(trx: Database, actor: Actor, list: NonNullable<NonNullable<WizardDraft['technology']>['qualifications']>, now: Date): Promise<void> {
  const { rows } = await repo.listQualifications(trx, scopeOf(actor), actor.companyId, { today: '0000-01-01', soon: '0000-01-01' });
  const existing = new Set(rows.filter((r) => !r.cancelled).map((r) => r.id));
  list.forEach((q, i) => {
    if (q.id !== undefined && !existing.has(q.id)) throw fieldError(`technology.qualifications.${i}.id`, 'common.not_found', 404);
  });
  const kept = new Set(list.flatMap((q) => (q.id !== undefined ? [q.id] : [])));
  await dropQualifications(trx, actor, [...existing].filter((id) => !kept.has(id)));
  for (const [i, q] of list.entries()) {
    const values: repo.QualificationValues = {
      authority: q.authority ?? null,
      number: q.number ?? null,
      certificate_no: q.certificateNo ?? null,
      scope: q.scope ?? null,
      start_date: q.startDate ?? null,
      end_date: q.endDate ?? null,
      remarks: q.remarks ?? null,
      file_keys: q.fileKeys ?? [],
    };
    let id = q.id;
    if (id !== undefined) await repo.updateQualification(trx, actor.companyId, id, values, now);
    else id = await repo.insertQualification(trx, actor.companyId, { ...values, doc_type: 'authority_approval' });
    await linkFiles(trx, actor, values.file_keys, 'supplier_qualification', id, `technology.qualifications.${i}.fileKeys`, true);
  }
}

async function saveDraftIn(trx: Database, deps: AppDeps, actor: Actor, body: WizardDraft): Promise<void> {
  const profile = await ownProfile(trx, actor, true);
  if (!isEditable(profile.review_status)) throw wrongState('supplierProfile.not_editable');
  await checkCategoryBuyers(trx, categoriesOf(body.supply), 'supply.categories');
  const now = deps.now();
  const wizard: Wizard = { ...profile.wizard };
  for (const step of ['general', 'regions', 'supply', 'compliance'] as const) if (body[step] !== undefined) wizard[step] = body[step];
  if (body.general !== undefined) wizard.general = withAssignedVendorCode(body.general, profile.vendor_code);
  if (body.technology !== undefined) {
    const { qualifications, ...rest } = body.technology;
    wizard.technology = rest;
    if (qualifications !== undefined) await syncQualifications(trx, actor, qualifications, now);
  }
  const { technology: _t, ...withoutTech } = body;
  await linkFiles(trx, actor, collectFileKeys({ ...withoutTech, technology: wizard.technology }), 'supplier_profile', actor.companyId, 'fileKeys');
  await repo.saveWizard(trx, actor.companyId, wizard, now);
}

/** Save as draft: the given steps replace the stored ones; loose validation, nothing lost. */
export async function saveWizardDraft(deps: AppDeps, actor: Actor, body: WizardDraft): Promise<WizardView> {
  return deps.db.transaction().execute(async (trx) => {
    await saveDraftIn(trx, deps, actor, body);
    return presentWizard(trx, actor);
  });
}

function issuesToFields(issues: z.core.$ZodIssue[]): AppFieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), errorKey: issueKey(issue as Parameters<typeof issueKey>[0]) }));
}

/**
 * Save and submit for approval: saves what was sent (kept even when the check fails), then checks
 * every step with the full rules and moves the review status to 'to_be_evaluated'.
 */
export async function submitWizard(deps: AppDeps, actor: Actor, body: WizardDraft | undefined): Promise<WizardView> {
  if (body && Object.keys(body).length > 0) await deps.db.transaction().execute((trx) => saveDraftIn(trx, deps, actor, body));
  return deps.db.transaction().execute(async (trx) => {
    const profile = await ownProfile(trx, actor, true);
    if (!isEditable(profile.review_status)) throw wrongState('supplierProfile.not_editable');
    const data = await wizardData(trx, actor, storedWizard(profile));
    const parsed = wizardSubmitSchema.safeParse(data);
    if (!parsed.success) throw new AppError(400, 'supplierProfile.incomplete', undefined, issuesToFields(parsed.error.issues));
    await checkCategoryBuyers(trx, categoriesOf(parsed.data.supply), 'supply.categories');
    const now = deps.now();
    const to = await moveSupplierReview(trx, actor.companyId, 'submit', now, { submittedAt: now });
    await addSupplierEvent(trx, { companyId: actor.companyId, kind: 'review', action: 'submit', fromStatus: profile.review_status, toStatus: to, actor: actorRef(actor) });
    return presentWizard(trx, actor);
  });
}

// ---- own information pages ----

export async function getInfo(deps: AppDeps, actor: Actor): Promise<InfoView> {
  const profile = await ownProfile(deps.db, actor);
  const wizard = storedWizard(profile);
  const data: InfoView['data'] = {};
  for (const s of PROFILE_SECTIONS) {
    const v = wizard[s];
    if (v && typeof v === 'object') data[s] = v as Record<string, unknown>;
  }
  return {
    company: {
      id: profile.company_id,
      name: profile.company_name,
      nameEn: profile.company_name_en,
      vendorCode: profile.vendor_code,
      supplierType: profile.supplier_type,
      reviewStatus: profile.review_status as ReviewStatus,
      controlStatus: profile.control_status,
      submittedAt: iso(profile.submitted_at),
      approvedAt: iso(profile.approved_at),
    },
    data,
    files: await repo.fileItems(deps.db, scopeOf(actor), collectFileKeys(data)),
    editMode: editModeOf(profile.review_status),
    pendingSections: (await changes.pendingSections(deps.db, actor.companyId)) as ProfileSection[],
  };
}

/**
 * Edit of one section of the information pages. Before approval (draft, returned, rejected) it goes
 * straight into the wizard data; for an approved supplier it becomes a change request for staff.
 */
export async function saveInfoSection(deps: AppDeps, actor: Actor, section: ProfileSection, sent: Record<string, unknown>): Promise<InfoSaveResult> {
  return deps.db.transaction().execute(async (trx) => {
    const profile = await ownProfile(trx, actor, true);
    const after = section === 'general' ? withAssignedVendorCode(sent, profile.vendor_code) : sent;
    const mode = editModeOf(profile.review_status);
    if (mode === 'locked') throw wrongState('supplierProfile.not_editable');
    if (section === 'supply') await checkCategoryBuyers(trx, categoriesOf(after as { categories?: { level1?: string; level2?: string }[] }), 'categories');
    await linkFiles(trx, actor, collectFileKeys(after), 'supplier_profile', actor.companyId, 'fileKeys');
    const before = (storedWizard(profile)[section] as Record<string, unknown> | undefined) ?? {};
    if (mode === 'direct') {
      await repo.saveWizard(trx, actor.companyId, { ...profile.wizard, [section]: after }, deps.now());
      return { mode: 'direct', changeRequestId: null };
    }
    if ((await changes.pendingSections(trx, actor.companyId)).includes(section)) throw conflict('supplierProfile.change_pending');
    if (changedFields(before, after).length === 0) throw badRequest('supplierProfile.no_change');
    const id = await changes.insertChangeRequest(trx, { companyId: actor.companyId, section, before, after, userId: actor.userId, userName: actor.realName });
    await addSupplierEvent(trx, { companyId: actor.companyId, kind: 'change', action: 'request', comment: section, actor: actorRef(actor) });
    return { mode: 'changeRequest', changeRequestId: id };
  });
}

// ---- change requests ----

export async function listChangeRequests(
  deps: AppDeps,
  actor: Actor,
  query: { status?: 'pending' | 'approved' | 'rejected'; section?: ProfileSection; page: number; pageSize: number },
): Promise<Page<ChangeRequestView>> {
  const { rows, total } = await changes.listChangeRequests(deps.db, scopeOf(actor), query);
  return { rows: await presentChangeRequests(deps.db, actor, rows), page: query.page, pageSize: query.pageSize, total };
}

/** The metadata (name, size, key) of stored files named by `keys` that the actor may see. */
export function fileItemsOf(db: Database, actor: Actor, keys: readonly string[]): Promise<Record<string, FileItem>> {
  return repo.fileItems(db, scopeOf(actor), [...keys]);
}

/** Change requests with the metadata of the files their before and after name (one query for the page). */
export async function presentChangeRequests(db: Database, actor: Actor, rows: changes.ChangeRow[]): Promise<ChangeRequestView[]> {
  const files = await repo.fileItems(db, scopeOf(actor), collectFileKeys(rows.map((r) => [r.before, r.after])));
  return rows.map((r) => presentChangeRequest(r, actor, files));
}

export async function getChangeRequest(deps: AppDeps, actor: Actor, id: number): Promise<ChangeRequestView> {
  const row = mustFind(await changes.findChangeRequest(deps.db, scopeOf(actor), id));
  return presentChangeRequest(row, actor, await repo.fileItems(deps.db, scopeOf(actor), collectFileKeys([row.before, row.after])));
}

/**
 * Staff decision on a change request (called inside the caller's transaction): approval writes
 * the new section data into the supplier's profile; both write a timeline event. Only pending
 * requests can be decided; a supply change whose categories lost their buyer is refused (§5).
 */
export async function decideChangeRequest(trx: Database, id: number, decision: 'approve' | 'reject', comment: string | null, actor: Actor, now: Date): Promise<ChangeRequestView> {
  const row = mustFind(await changes.findChangeRequest(trx, scopeOf(actor), id, true));
  assertMayDecideChange(row, actor, decision);
  if (decision === 'approve') {
    if (row.section === 'supply') await checkCategoryBuyers(trx, categoriesOf(row.after as { categories?: { level1?: string; level2?: string }[] }), 'after.categories');
    const profile = mustFind(await repo.findProfile(trx, scopeOf(actor), row.company_id, true));
    await repo.saveWizard(trx, row.company_id, { ...profile.wizard, [row.section]: row.after }, now);
  }
  await changes.decideChangeRow(trx, id, { decision, comment, reviewerId: actor.userId, reviewerName: actor.realName, now });
  await addSupplierEvent(trx, { companyId: row.company_id, kind: 'change', action: decision, comment: comment ?? row.section, actor: actorRef(actor) });
  return presentChangeRequest(mustFind(await changes.findChangeRequest(trx, scopeOf(actor), id)), actor);
}
