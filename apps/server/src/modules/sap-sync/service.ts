/**
 * Sync to SAP through an integration outbox (spec 001 §4 'master data (sync to SAP)'). With
 * SAP_ENDPOINT set, a job POSTs the supplier as JSON and retries with back-off; the ERP answers
 * the vendor code. Without it, the built-in adapter assigns a local 7-9 digit vendor code at once,
 * so the chain completes on a fresh machine.
 */
import { SUPPLIER_CODE_PATTERN } from '@aerosupply/shared/validation/fields';
import type { SapSyncListQuery } from '@aerosupply/shared/sap-sync/schemas';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { mapPage } from '../../platform/db/paging';
import { notFound } from '../../platform/errors';
import { notify } from '../notifications';
import { addSupplierEvent, moveSupplierReviewIfStill } from '../supplier-profile';
import { presentSyncLog, presentSyncRecord } from './presenter';
import { assertMayOnSync } from './policy';
import {
  addSyncLog,
  buildPayload,
  findCompany,
  findCompanyAdminIds,
  findSyncRecord,
  insertSyncRecord,
  listSyncLogs,
  listSyncRecords,
  lockSyncRecord,
  markSynchronized,
  moveSyncRecord,
  nextVendorCode,
  setVendorCodeIfNone,
  updateSyncRecord,
} from './repo';
import type { ModuleJob } from '../../platform/modules/manifest';

export const SAP_QUEUE = 'sap.sync';
export const SAP_MAX_ATTEMPTS = 5;
const SAP_TIMEOUT_MS = 15_000;

type SyncActor = Pick<Actor, 'userId' | 'realName' | 'companyId'> | null;

/** Records the ERP's answer: vendor code on the company, the supplier official (create), timeline. */
async function applySynced(deps: AppDeps, trx: Database, recordId: number, vendorCode: string, actor: SyncActor): Promise<void> {
  const rec = await markSynchronized(trx, recordId, vendorCode, deps.now());
  await setVendorCodeIfNone(trx, rec.company_id, vendorCode, deps.now());
  if (rec.kind === 'create') {
    const moved = await moveSupplierReviewIfStill(trx, rec.company_id, 'sync_sap', deps.now(), { approvedAt: deps.now() });
    if (moved) {
      await addSupplierEvent(trx, { companyId: rec.company_id, kind: 'review', action: 'sync_sap', fromStatus: 'qaudit_passed', toStatus: 'synchronized_to_sap', comment: `SAP vendor code ${vendorCode}`, actor });
      const admins = await findCompanyAdminIds(trx, rec.company_id);
      await notify(deps, trx, 'supplier_review.admitted', admins.map((a) => a.id), { vendorCode }, { link: '/sup/info' });
    }
  } else {
    await addSupplierEvent(trx, { companyId: rec.company_id, kind: 'sap', action: 'sap_updated', comment: `SAP vendor code ${vendorCode}`, actor });
  }
}

/**
 * Queues a supplier for the ERP inside the caller's transaction. Built-in adapter: done now.
 * Returns the record and whether the sync already completed.
 */
export async function requestSapSync(deps: AppDeps, trx: Database, companyId: number, kind: 'create' | 'update', actor: SyncActor): Promise<{ recordId: number; synchronized: boolean }> {
  const payload = await buildPayload(trx, companyId);
  const adapter = deps.config.sapEndpoint ? 'http' : 'builtin';
  const recordId = await insertSyncRecord(trx, { company_id: companyId, kind, adapter, payload: JSON.stringify(payload), requested_by: actor?.userId ?? null, requested_by_name: actor?.realName ?? null });
  if (adapter === 'builtin') {
    const code = (payload.vendorCode as string | null) ?? (await nextVendorCode(trx));
    await updateSyncRecord(trx, recordId, { attempts: 1 });
    await addSyncLog(trx, recordId, 1, true, null, `built-in adapter: vendor code ${code}`);
    await applySynced(deps, trx, recordId, code, actor);
    return { recordId, synchronized: true };
  }
  await deps.jobs.enqueue(SAP_QUEUE, { recordId }, { db: trx, maxAttempts: SAP_MAX_ATTEMPTS });
  return { recordId, synchronized: false };
}

/** The job: one HTTP attempt; a failure is logged and thrown so the queue retries with back-off. */
export async function runSapSync(deps: AppDeps, recordId: number, attempt: number): Promise<void> {
  const rec = await findSyncRecord(deps.db, recordId);
  if (!rec || rec.status !== 'pending') return;
  const endpoint = deps.config.sapEndpoint;
  let httpStatus: number | null = null;
  let vendorCode: string;
  try {
    if (!endpoint) throw new Error('SAP_ENDPOINT is not configured');
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ kind: rec.kind, recordId: rec.id, supplier: rec.payload }),
      signal: AbortSignal.timeout(SAP_TIMEOUT_MS),
    });
    httpStatus = res.status;
    const text = await res.text();
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${text.slice(0, 500)}`);
    let answer: { vendorCode?: unknown; data?: { vendorCode?: unknown } } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new Error(`not JSON: ${text.slice(0, 200)}`);
    }
    const code = String(answer.vendorCode ?? answer.data?.vendorCode ?? (rec.payload as { vendorCode?: string }).vendorCode ?? '');
    if (!SUPPLIER_CODE_PATTERN.test(code)) throw new Error(`answer without a valid vendor code (7-9 digits): ${text.slice(0, 200)}`);
    vendorCode = code;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = attempt >= SAP_MAX_ATTEMPTS;
    await deps.db.transaction().execute(async (trx) => {
      await addSyncLog(trx, rec.id, attempt, false, httpStatus, message);
      const values = { attempts: attempt, last_error: message.slice(0, 1000), updated_at: deps.now() };
      if (final) await moveSyncRecord(trx, rec.id, 'fail', values);
      else await updateSyncRecord(trx, rec.id, values);
      if (final) await addSupplierEvent(trx, { companyId: rec.company_id, kind: 'sap', action: 'sap_failed', comment: message.slice(0, 500), actor: null });
    });
    throw err;
  }
  await deps.db.transaction().execute(async (trx) => {
    await addSyncLog(trx, rec.id, attempt, true, httpStatus, `vendor code ${vendorCode}`);
    await updateSyncRecord(trx, rec.id, { attempts: attempt });
    await applySynced(deps, trx, rec.id, vendorCode, null);
  });
}

export async function searchSyncRecords(deps: AppDeps, actor: Actor, q: SapSyncListQuery) {
  return mapPage(await listSyncRecords(deps.db, q), (r) => presentSyncRecord(r, actor));
}

export async function getSyncRecord(deps: AppDeps, actor: Actor, id: number) {
  const rec = await findSyncRecord(deps.db, id);
  if (!rec) throw notFound();
  const company = await findCompany(deps.db, rec.company_id);
  const logs = await listSyncLogs(deps.db, id);
  return {
    ...presentSyncRecord({ ...rec, company_name: company.name, company_name_en: company.name_en }, actor),
    payload: rec.payload,
    logs: logs.map(presentSyncLog),
  };
}

/** Master data re-queues a failed sync. */
export async function retrySync(deps: AppDeps, actor: Actor, id: number) {
  await deps.db.transaction().execute(async (trx) => {
    const rec = await lockSyncRecord(trx, id);
    if (!rec) throw notFound();
    assertMayOnSync(rec, actor, 'retry');
    await moveSyncRecord(trx, id, 'retry', { attempts: 0, updated_at: deps.now(), requested_by: actor.userId, requested_by_name: actor.realName });
    await deps.jobs.enqueue(SAP_QUEUE, { recordId: id }, { db: trx, maxAttempts: SAP_MAX_ATTEMPTS });
    await addSupplierEvent(trx, { companyId: rec.company_id, kind: 'sap', action: 'sap_retry', actor });
  });
  return getSyncRecord(deps, actor, id);
}

/** The sync job (listed in the module's manifest): one attempt at sending a record to SAP. */
export const sapSyncJob: ModuleJob = {
  queue: SAP_QUEUE,
  run: (deps, payload, { attempt }) => runSapSync(deps, Number(payload.recordId), attempt),
};
