/**
 * Staff supplier lists (supplier information, official suppliers, finance list), the supplier
 * detail with audit and inquiry history, and the official-supplier edits that go to SAP.
 */
import type { CursorPage, Page } from '@aerosupply/shared';
import { formatDate } from '@aerosupply/shared/utils';
import type {
  FinanceListQuery,
  OfficialEditSection,
  OfficialQuery,
  SupplierInfoQuery,
} from '@aerosupply/shared/supplier-directory/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { badRequest, conflict, notFound, wrongState } from '../../platform/errors';
import { requestSapSync } from '../sap-sync';
import { fileItemsOf, getSupplierData } from '../supplier-profile';
import { addSupplierEvent, listSupplierEvents } from '../supplier-review';
import { presentDirectoryRow, type DirectoryItem } from './presenter';
import { findDirectoryRow, findMasterData, listFinance, listInfo, listOfficial, type OfficialCursor } from './repo';

export const companyToday = (deps: AppDeps) => formatDate(deps.now(), false, deps.config.companyTimeZone);

export async function searchSupplierInfo(deps: AppDeps, actor: Actor, q: SupplierInfoQuery): Promise<Page<DirectoryItem>> {
  const { rows, total, capped } = await listInfo(deps.db, q, companyToday(deps));
  return { rows: rows.map((r) => presentDirectoryRow(r, actor)), page: q.page, pageSize: q.pageSize, total, ...(capped ? { capped } : {}) };
}

const encodeCursor = (c: OfficialCursor) => Buffer.from(JSON.stringify([c.vendorCode, c.id]), 'utf8').toString('base64url');

function decodeCursor(raw: string | undefined): OfficialCursor | null {
  if (!raw) return null;
  try {
    const [vendorCode, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [unknown, unknown];
    if (typeof vendorCode !== 'string' || typeof id !== 'number' || !Number.isInteger(id)) throw new Error('shape');
    return { vendorCode, id };
  } catch {
    throw badRequest('supplier_directory.bad_cursor');
  }
}

export type OfficialPage = CursorPage<DirectoryItem> & { total: number | null; capped: boolean };

/** Official suppliers: keyset pages by (vendor code, id); the count (capped) on the first page. */
export async function searchOfficial(db: Database, actor: Actor, q: OfficialQuery, today: string): Promise<OfficialPage> {
  const cursor = decodeCursor(q.cursor);
  const { rows, count } = await listOfficial(db, q, cursor, today);
  const more = rows.length > q.pageSize;
  const page = more ? rows.slice(0, q.pageSize) : rows;
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => presentDirectoryRow(r, actor)),
    nextCursor: more && last && last.vendor_code ? encodeCursor({ vendorCode: last.vendor_code, id: last.id }) : null,
    total: count?.total ?? null,
    capped: count?.capped ?? false,
  };
}

export async function searchFinance(deps: AppDeps, actor: Actor, q: FinanceListQuery) {
  const { rows, total, capped } = await listFinance(deps.db, q, companyToday(deps));
  return {
    rows: rows.map((r) => ({
      ...presentDirectoryRow(r, actor),
      paymentTerms: r.payment_terms,
      currency: r.currency,
      finance: r.finance ?? null,
      pendingRequest: r.pending_request_id ? { id: r.pending_request_id, kind: r.pending_kind } : null,
    })),
    page: q.page,
    pageSize: q.pageSize,
    total,
    ...(capped ? { capped } : {}),
  };
}

/** The supplier information view: data, master data, qualifications, review and control history. */
export async function getSupplierDetail(deps: AppDeps, actor: Actor, companyId: number) {
  const db = deps.db;
  const today = companyToday(deps);
  const row = await findDirectoryRow(db, companyId, today);
  if (!row) throw notFound();
  const [profile, md, qualifications, timeline, freeze, blacklist, sap, capabilities] = await Promise.all([
    db.selectFrom('supplier_profiles').select(['wizard', 'inviting_user_id']).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
    findMasterData(db, companyId),
    db
      .selectFrom('supplier_qualifications')
      .select(['id', 'doc_type', 'authority', 'number', 'certificate_no', 'scope', 'start_date', 'end_date', 'remarks', 'cancelled', 'file_keys'])
      .where('company_id', '=', companyId)
      .orderBy('end_date')
      .orderBy('id')
      .execute(),
    listSupplierEvents(db, companyId),
    db.selectFrom('supplier_freeze_requests').selectAll().where('company_id', '=', companyId).orderBy('requested_at', 'desc').orderBy('id', 'desc').execute(),
    db.selectFrom('blacklist_entries').selectAll().where('company_id', '=', companyId).orderBy('created_at', 'desc').execute(),
    db.selectFrom('sap_sync_records').select(['id', 'kind', 'status', 'vendor_code', 'attempts', 'last_error', 'created_at', 'synced_at']).where('company_id', '=', companyId).orderBy('id', 'desc').execute(),
    db.selectFrom('capability_applications').select(['id', 'number', 'status', 'audit_result', 'application_date', 'prequal_no', 'audit_no', 'reviewer_name', 'reviewed_at']).where('company_id', '=', companyId).orderBy('id', 'desc').execute(),
  ]);
  const files = await fileItemsOf(db, actor, qualifications.flatMap((q) => q.file_keys ?? []));
  const dateOnly = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d.slice(0, 10) : formatDate(d, false, 'UTC'));
  return {
    ...presentDirectoryRow(row, actor),
    wizard: profile.wizard ?? {},
    masterData: {
      purchaseOrg: md?.purchase_org ?? null,
      purchaseGroup: md?.purchase_group ?? null,
      paymentTerms: md?.payment_terms ?? null,
      incoterms: md?.incoterms ?? null,
      currency: md?.currency ?? null,
      website: md?.website ?? null,
      categories: md?.categories ?? [],
      address: md?.address ?? {},
      contacts: md?.contacts ?? [],
    },
    qualifications: qualifications.map((q) => {
      const end = dateOnly(q.end_date as Date | string | null);
      return {
        id: q.id,
        docType: q.doc_type,
        authority: q.authority,
        number: q.number,
        certificateNo: q.certificate_no,
        scope: q.scope,
        startDate: dateOnly(q.start_date as Date | string | null),
        endDate: end,
        cancelled: q.cancelled,
        remarks: q.remarks,
        expired: !q.cancelled && end !== null && end < today,
        fileKeys: q.file_keys ?? [],
        /** Name, size and key of each attachment (a key with no stored file is left out). */
        files: (q.file_keys ?? []).flatMap((k) => (files[k] ? [files[k]] : [])),
      };
    }),
    timeline,
    /** Audit history: review and capability decisions. */
    auditHistory: timeline.filter((e) => e.kind === 'review' || e.kind === 'capability'),
    capabilityApplications: capabilities.map((c) => ({
      id: c.id,
      number: c.number,
      status: c.status,
      auditResult: c.audit_result,
      applicationDate: dateOnly(c.application_date as Date | string | null),
      prequalNo: c.prequal_no,
      auditNo: c.audit_no,
      reviewer: c.reviewer_name,
      reviewedAt: c.reviewed_at ? new Date(c.reviewed_at).toISOString() : null,
    })),
    /** Inquiry history: filled by the sourcing module once RFx exist (none are recorded here yet). */
    inquiryHistory: [] as { id: number; number: string; title: string; status: string; createdAt: string }[],
    freezeRequests: freeze.map((f) => ({ id: f.id, requestNo: f.request_no, kind: f.kind, status: f.status, reason: f.reason, requestedBy: f.requested_by_name, requestedAt: new Date(f.requested_at).toISOString(), financeUser: f.finance_user_name, decidedAt: f.decided_at ? new Date(f.decided_at).toISOString() : null })),
    blacklistEntries: blacklist.map((b) => ({ id: b.id, status: b.status, source: b.source, reason: b.reason, createdBy: b.created_by_name, createdAt: new Date(b.created_at).toISOString(), removedAt: b.removed_at ? new Date(b.removed_at).toISOString() : null })),
    sapSync: sap.map((s) => ({ id: s.id, kind: s.kind, status: s.status, vendorCode: s.vendor_code, attempts: s.attempts, lastError: s.last_error, createdAt: new Date(s.created_at).toISOString(), syncedAt: s.synced_at ? new Date(s.synced_at).toISOString() : null })),
  };
}

/** The supplier's data tab: its wizard data with file metadata (a supplier company only). */
export async function getSupplierDataForStaff(deps: AppDeps, actor: Actor, companyId: number) {
  const row = await findDirectoryRow(deps.db, companyId, companyToday(deps));
  if (!row) throw notFound();
  return getSupplierData(deps.db, actor, companyId);
}

type EditBody =
  | { section: 'general'; name: string; nameEn?: string; taxId?: string; website?: string; supplierType: 'aircraft' | 'general'; comment?: string }
  | { section: 'purchasing'; purchaseOrg?: string; purchaseGroup?: string; paymentTerms?: string; incoterms?: string; currency?: string; comment?: string }
  | { section: 'scope'; categories: { level1: string; level2?: string }[]; comment?: string }
  | { section: 'address'; street?: string; city?: string; province?: string; postalCode?: string; country?: string; contacts: { name: string; position?: string; email?: string; phone?: string }[]; comment?: string };

const orNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/**
 * Master data edits of an official supplier (edit / editP / editS / editA): saved, put on the
 * timeline and sent to SAP as an update.
 */
export async function editOfficialSupplier(deps: AppDeps, actor: Actor, companyId: number, body: EditBody) {
  await deps.db.transaction().execute(async (trx) => {
    const profile = await trx
      .selectFrom('supplier_profiles as p')
      .innerJoin('companies as c', 'c.id', 'p.company_id')
      .select(['p.review_status', 'c.type'])
      .where('p.company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!profile || profile.type !== 'supplier') throw notFound();
    if (profile.review_status !== 'synchronized_to_sap') throw wrongState('supplier_directory.not_official');
    const now = deps.now();
    await trx.insertInto('supplier_master_data').values({ company_id: companyId, updated_by: actor.userId }).onConflict((oc) => oc.column('company_id').doNothing()).execute();
    const section: OfficialEditSection = body.section;
    if (body.section === 'general') {
      if (body.taxId) {
        const taken = await trx.selectFrom('companies').select('id').where(({ fn, eb }) => eb(fn('upper', ['tax_id']), '=', body.taxId!.toUpperCase())).where('id', '!=', companyId).executeTakeFirst();
        if (taken) throw conflict('supplier_directory.tax_id_taken');
      }
      await trx.updateTable('companies').set({ name: body.name, name_en: orNull(body.nameEn), tax_id: orNull(body.taxId), updated_at: now }).where('id', '=', companyId).execute();
      await trx.updateTable('supplier_profiles').set({ supplier_type: body.supplierType, updated_at: now }).where('company_id', '=', companyId).execute();
      await trx.updateTable('supplier_master_data').set({ website: orNull(body.website), updated_by: actor.userId, updated_at: now }).where('company_id', '=', companyId).execute();
    } else if (body.section === 'purchasing') {
      await trx
        .updateTable('supplier_master_data')
        .set({ purchase_org: orNull(body.purchaseOrg), purchase_group: orNull(body.purchaseGroup), payment_terms: orNull(body.paymentTerms), incoterms: orNull(body.incoterms), currency: orNull(body.currency), updated_by: actor.userId, updated_at: now })
        .where('company_id', '=', companyId)
        .execute();
    } else if (body.section === 'scope') {
      const categories = body.categories.map((c) => ({ level1: c.level1, ...(c.level2 ? { level2: c.level2 } : {}) }));
      await trx.updateTable('supplier_master_data').set({ categories: JSON.stringify(categories), updated_by: actor.userId, updated_at: now }).where('company_id', '=', companyId).execute();
    } else {
      const address = { street: body.street, city: body.city, province: body.province, postalCode: body.postalCode, country: body.country };
      await trx
        .updateTable('supplier_master_data')
        .set({ address: JSON.stringify(address), contacts: JSON.stringify(body.contacts), updated_by: actor.userId, updated_at: now })
        .where('company_id', '=', companyId)
        .execute();
    }
    await addSupplierEvent(trx, { companyId, kind: 'master', action: `edit_${section}`, comment: body.comment?.trim() || null, actor });
    await requestSapSync(deps, trx, companyId, 'update', actor);
  });
  return getSupplierDetail(deps, actor, companyId);
}
