/**
 * Blacklist (spec 001 §2/§3): query, add (role marker insert), edit and lift (role marker update),
 * finance handling, history. A listed portal supplier is flagged `blacklisted` on its profile and
 * can no longer be invited or ordered from (supplier-control's canTransactWith).
 */
import type { Page } from '@aerosupply/shared';
import type { BlacklistCreateBody, BlacklistListQuery, BlacklistUpdateBody } from '@aerosupply/shared/blacklist/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { setSupplierBlacklisted } from '../supplier-profile';
import { addSupplierEvent, assertAttachments } from '../supplier-review';
import { assertMayChangeEntry } from './policy';
import { presentEntry, presentHistory } from './presenter';
import {
  findActiveDuplicate,
  findCompanyById,
  findEntry,
  findSupplierByVendorCode,
  insertEntry,
  insertHistory,
  listEntries,
  listHistory,
  lockEntry,
  removeEntry,
  updateEntry,
  type EntryRow,
} from './repo';

type Entry = EntryRow;

export async function searchBlacklist(deps: AppDeps, actor: Actor, q: BlacklistListQuery): Promise<Page<ReturnType<typeof presentEntry>>> {
  return mapPage(await listEntries(deps.db, q), (r) => presentEntry(r, actor));
}

export async function searchHistory(deps: AppDeps, q: Parameters<typeof listHistory>[1]) {
  return mapPage(await listHistory(deps.db, q), presentHistory);
}

async function entryDetail(db: Database, actor: Actor, id: number) {
  const entry = await findEntry(db, id);
  if (!entry) throw notFound();
  const history = await listHistory(db, { page: 1, pageSize: 100, entryId: id });
  return { ...presentEntry(entry, actor), history: history.rows.map(presentHistory) };
}

export const getEntry = (deps: AppDeps, actor: Actor, id: number) => entryDetail(deps.db, actor, id);

const snapshot = (e: Entry) => ({
  supplierCode: e.supplier_code,
  name: e.name,
  taxId: e.tax_id,
  source: e.source,
  reason: e.reason,
  attachments: e.attachments,
  status: e.status,
  financeHandler: e.finance_handler_name,
});

async function addHistory(trx: Database, entry: Entry, action: 'insert' | 'update' | 'remove' | 'finance', comment: string | null, actor: Actor) {
  await insertHistory(trx, { entry_id: entry.id, action, snapshot: JSON.stringify(snapshot(entry)), comment, actor_user_id: actor.userId, actor_name: actor.realName });
}

async function setProfileFlag(trx: Database, companyId: number | null, listed: boolean, now: Date) {
  if (companyId === null) return;
  await setSupplierBlacklisted(trx, companyId, listed, now);
}

/** listIst: adds a portal supplier (by id) or an outside one (name and tax ID typed in). */
export async function addToBlacklist(deps: AppDeps, actor: Actor, body: BlacklistCreateBody) {
  return deps.db.transaction().execute(async (trx) => {
    let companyId: number | null = null;
    let name = body.name?.trim() ?? '';
    let code = body.supplierCode?.trim() || null;
    let taxId = body.taxId?.trim() || null;
    if (body.companyId) {
      const company = await findCompanyById(trx, body.companyId);
      if (!company || company.type !== 'supplier') throw fieldError('companyId', 'blacklist.not_supplier');
      companyId = company.id;
      name = company.name;
      code = company.vendor_code ?? code;
      taxId = company.tax_id ?? taxId;
    } else if (code) {
      const company = await findSupplierByVendorCode(trx, code);
      if (company) {
        companyId = company.id;
        name = name || company.name;
        taxId = taxId ?? company.tax_id;
      }
    }
    if (!name || (!companyId && !taxId && !code)) throw fieldError('name', 'blacklist.identify_supplier');
    const dup = await findActiveDuplicate(trx, { companyId, taxId, code });
    if (dup) throw conflict('blacklist.already_listed');
    await assertAttachments(trx, body.attachments);
    const now = deps.now();
    const entry = await insertEntry(trx, {
      company_id: companyId,
      supplier_code: code,
      name,
      tax_id: taxId,
      source: body.source,
      reason: body.reason,
      attachments: JSON.stringify(body.attachments),
      created_by: actor.userId,
      created_by_name: actor.realName,
      created_at: now,
      updated_by_name: actor.realName,
      updated_at: now,
    });
    await addHistory(trx, entry, 'insert', body.reason, actor);
    await setProfileFlag(trx, companyId, true, now);
    if (companyId) await addSupplierEvent(trx, { companyId, kind: 'blacklist', action: 'blacklisted', fromStatus: null, toStatus: 'blacklisted', comment: body.reason, attachments: body.attachments, actor });
    return entryDetail(trx, actor, entry.id);
  });
}

/** listUpd: edits source, reason or attachments, or lifts the entry (`status: removed`). */
export async function updateBlacklistEntry(deps: AppDeps, actor: Actor, id: number, body: BlacklistUpdateBody) {
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockEntry(trx, id);
    if (!current) throw notFound();
    const removing = body.status === 'removed';
    assertMayChangeEntry(current, actor, removing ? 'remove' : 'edit');
    if (body.attachments) await assertAttachments(trx, body.attachments);
    const now = deps.now();
    const values = {
      ...(body.source ? { source: body.source } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.attachments ? { attachments: JSON.stringify(body.attachments) } : {}),
      updated_by_name: actor.realName,
      updated_at: now,
    };
    const entry = removing ? await removeEntry(trx, id, { ...values, removed_at: now }) : await updateEntry(trx, id, values);
    const comment = body.comment?.trim() || body.reason || null;
    await addHistory(trx, entry, removing ? 'remove' : 'update', comment, actor);
    if (removing) {
      await setProfileFlag(trx, entry.company_id, false, now);
      if (entry.company_id) await addSupplierEvent(trx, { companyId: entry.company_id, kind: 'blacklist', action: 'blacklist_removed', fromStatus: 'blacklisted', toStatus: null, comment, actor });
    } else if (entry.company_id) {
      await addSupplierEvent(trx, { companyId: entry.company_id, kind: 'blacklist', action: 'blacklist_updated', comment, attachments: body.attachments, actor });
    }
    return entryDetail(trx, actor, id);
  });
}

/** Finance records that it handled the entry (finance handler and time). */
export async function financeHandleEntry(deps: AppDeps, actor: Actor, id: number, body: { comment?: string }) {
  return deps.db.transaction().execute(async (trx) => {
    const current = await lockEntry(trx, id);
    if (!current) throw notFound();
    assertMayChangeEntry(current, actor, 'financeHandle');
    const now = deps.now();
    const entry = await updateEntry(trx, id, { finance_handler_id: actor.userId, finance_handler_name: actor.realName, finance_handled_at: now, updated_at: now });
    await addHistory(trx, entry, 'finance', body.comment?.trim() || null, actor);
    return entryDetail(trx, actor, id);
  });
}
