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
import { decodeKeyset, encodeKeyset, keysetPage, mapPage } from '../../platform/db/paging';
import { badRequest, conflict, notFound, wrongState } from '../../platform/errors';
import { loadSupplierSections } from '../../platform/modules/manifest';
import { requestSapSync } from '../sap-sync';
import { getSupplierData } from '../supplier-profile';
import { addSupplierEvent } from '../supplier-review';
import { presentDirectoryRow, type DirectoryItem } from './presenter';
import {
  ensureMasterData,
  findDirectoryRow,
  findMasterData,
  findWizard,
  listFinance,
  listInfo,
  listOfficial,
  lockSupplierForEdit,
  taxIdTakenByOther,
  updateCompanyNames,
  updateMasterData,
  updateSupplierType,
  type OfficialCursor,
} from './repo';

export const companyToday = (deps: AppDeps) => formatDate(deps.now(), false, deps.config.companyTimeZone);

export async function searchSupplierInfo(deps: AppDeps, actor: Actor, q: SupplierInfoQuery): Promise<Page<DirectoryItem>> {
  return mapPage(await listInfo(deps.db, q, companyToday(deps)), (r) => presentDirectoryRow(r, actor));
}

function decodeCursor(raw: string | undefined): OfficialCursor | null {
  if (!raw) return null;
  const [vendorCode, id] = decodeKeyset(raw) ?? [];
  if (typeof vendorCode !== 'string' || typeof id !== 'number' || !Number.isInteger(id)) throw badRequest('supplier_directory.bad_cursor');
  return { vendorCode, id };
}

export type OfficialPage = CursorPage<DirectoryItem> & { total: number | null; capped: boolean };

/** Official suppliers: keyset pages by (vendor code, id); the count (capped) on the first page. */
export async function searchOfficial(db: Database, actor: Actor, q: OfficialQuery, today: string): Promise<OfficialPage> {
  const cursor = decodeCursor(q.cursor);
  const { rows, count } = await listOfficial(db, q, cursor, today);
  const page = keysetPage(rows, q.pageSize, (last) => (last.vendor_code ? encodeKeyset([last.vendor_code, last.id]) : null));
  return {
    rows: page.rows.map((r) => presentDirectoryRow(r, actor)),
    nextCursor: page.nextCursor,
    total: count?.total ?? null,
    capped: count?.capped ?? false,
  };
}

export async function searchFinance(deps: AppDeps, actor: Actor, q: FinanceListQuery) {
  return mapPage(await listFinance(deps.db, q, companyToday(deps)), (r) => ({
    ...presentDirectoryRow(r, actor),
    paymentTerms: r.payment_terms,
    currency: r.currency,
    finance: r.finance ?? null,
    pendingRequest: r.pending_request_id ? { id: r.pending_request_id, kind: r.pending_kind } : null,
  }));
}

/**
 * The supplier information view ("supplier 360"): the directory row and master data, then the
 * sections the modules register in their manifests (timeline, qualifications, history, records).
 */
export async function getSupplierDetail(deps: AppDeps, actor: Actor, companyId: number) {
  const db = deps.db;
  const today = companyToday(deps);
  const row = await findDirectoryRow(db, companyId, today);
  if (!row) throw notFound();
  const [wizard, md, sections] = await Promise.all([findWizard(db, companyId), findMasterData(db, companyId), loadSupplierSections({ db, actor, companyId, today })]);
  return {
    ...presentDirectoryRow(row, actor),
    wizard,
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
    ...sections,
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
    const profile = await lockSupplierForEdit(trx, companyId);
    if (!profile || profile.type !== 'supplier') throw notFound();
    if (profile.review_status !== 'synchronized_to_sap') throw wrongState('supplier_directory.not_official');
    const now = deps.now();
    await ensureMasterData(trx, companyId, actor.userId);
    const section: OfficialEditSection = body.section;
    if (body.section === 'general') {
      if (body.taxId && (await taxIdTakenByOther(trx, body.taxId, companyId))) throw conflict('supplier_directory.tax_id_taken');
      await updateCompanyNames(trx, companyId, { name: body.name, name_en: orNull(body.nameEn), tax_id: orNull(body.taxId), updated_at: now });
      await updateSupplierType(trx, companyId, body.supplierType, now);
      await updateMasterData(trx, companyId, { website: orNull(body.website), updated_by: actor.userId, updated_at: now });
    } else if (body.section === 'purchasing') {
      await updateMasterData(trx, companyId, {
        purchase_org: orNull(body.purchaseOrg),
        purchase_group: orNull(body.purchaseGroup),
        payment_terms: orNull(body.paymentTerms),
        incoterms: orNull(body.incoterms),
        currency: orNull(body.currency),
        updated_by: actor.userId,
        updated_at: now,
      });
    } else if (body.section === 'scope') {
      const categories = body.categories.map((c) => ({ level1: c.level1, ...(c.level2 ? { level2: c.level2 } : {}) }));
      await updateMasterData(trx, companyId, { categories: JSON.stringify(categories), updated_by: actor.userId, updated_at: now });
    } else {
      const address = { street: body.street, city: body.city, province: body.province, postalCode: body.postalCode, country: body.country };
      await updateMasterData(trx, companyId, { address: JSON.stringify(address), contacts: JSON.stringify(body.contacts), updated_by: actor.userId, updated_at: now });
    }
    await addSupplierEvent(trx, { companyId, kind: 'master', action: `edit_${section}`, comment: body.comment?.trim() || null, actor });
    await requestSapSync(deps, trx, companyId, 'update', actor);
  });
  return getSupplierDetail(deps, actor, companyId);
}
