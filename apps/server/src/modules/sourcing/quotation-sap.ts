/**
 * SAP sync of opened quotations through the integration outbox (issue 12 item 6; D-264), as the
 * sap-sync module does it for suppliers: at the opening each submitted quotation is queued in the
 * opening's transaction. Without SAP_ENDPOINT the built-in local adapter takes it at once
 * (`synced`); with it, a job POSTs the quotation as JSON and retries with back-off; after the last
 * attempt it is `sync_failed` with the error, and a buyer may retry it.
 */
import type { StaffQuotation } from '@aerosupply/shared/sourcing/responses';
import type { Database } from '../../db/database';
import type { Actor, AppDeps } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { ModuleJob } from '../../platform/modules/manifest';
import { recordTimeline } from '../../platform/timeline';
import { assertMayOnQuotationSap } from './policy';
import * as qrepo from './quotation-repo';
import { listRfxQuotations } from './quotation-opening';

export const QUOTATION_SAP_QUEUE = 'sourcing.quotation-sap';
export const QUOTATION_SAP_MAX_ATTEMPTS = 5;
const SAP_TIMEOUT_MS = 15_000;

/** `action`: sap_queue at the opening, sap_retry for a buyer's retry of a failed one. */
async function enqueue(deps: Pick<AppDeps, 'config' | 'jobs'>, trx: Database, ids: readonly number[], action: 'sap_queue' | 'sap_retry', now: Date): Promise<void> {
  if (ids.length === 0) return;
  if (!deps.config.sapEndpoint) {
    // Built-in adapter: the quotation is recorded locally as taken by the ERP.
    await qrepo.moveQuotationSap(trx, ids, 'sap_take_locally', { sap_sync_attempts: 1, sap_sync_error: null, sap_synced_at: now, updated_at: now });
    return;
  }
  await qrepo.moveQuotationSap(trx, ids, action, { sap_sync_attempts: 0, sap_sync_error: null, updated_at: now });
  for (const id of ids) await deps.jobs.enqueue(QUOTATION_SAP_QUEUE, { quotationId: id }, { db: trx, maxAttempts: QUOTATION_SAP_MAX_ATTEMPTS });
}

/** Queues the opened quotations of an RFx, in the opening's transaction. */
export async function queueOpenedQuotations(deps: Pick<AppDeps, 'config' | 'jobs'>, trx: Database, rfxId: number, now: Date): Promise<void> {
  await enqueue(deps, trx, await qrepo.openedQuotationIds(trx, rfxId), 'sap_queue', now);
}

/** The job: one HTTP attempt; a failure is recorded and thrown so the queue retries with back-off. */
export async function runQuotationSap(deps: AppDeps, quotationId: number, attempt: number): Promise<void> {
  const q = await qrepo.findQuotationForSap(deps.db, quotationId);
  if (!q || q.sap_sync_status !== 'not_synced') return;
  const endpoint = deps.config.sapEndpoint;
  try {
    if (!endpoint) throw new Error('SAP_ENDPOINT is not configured');
    const items = await qrepo.listQuotationItems(deps.db, [q.id]);
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        kind: 'quotation',
        quotation: {
          number: q.number, rfxNumber: q.rfx_number, purchaseOrg: q.purchase_org, vendorCode: q.vendor_code, version: q.version, submittedAt: q.submitted_at,
          validityDays: q.validity_days, currency: q.currency, incoterms: q.incoterms, deliveryLocation: q.delivery_location, paymentTerm: q.payment_term,
          items: items.map((i) => ({
            lineNo: i.line_no, materialPn: i.material_pn, noBid: i.no_bid, quoteQty: i.quote_qty === null ? null : Number(i.quote_qty), unitPrice: i.unit_price === null ? null : Number(i.unit_price),
            currency: i.currency, priceUnit: i.price_unit, vatRate: i.vat_rate === null ? null : Number(i.vat_rate), otherFees: i.other_fees, leadTimeDays: i.lead_time_days,
          })),
        },
      }),
      signal: AbortSignal.timeout(SAP_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 500)}`);
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    const final = attempt >= QUOTATION_SAP_MAX_ATTEMPTS;
    await deps.db.transaction().execute(async (trx) => {
      await qrepo.moveQuotationSap(trx, [q.id], final ? 'sap_failed' : 'sap_attempt_failed', { sap_sync_attempts: attempt, sap_sync_error: message, updated_at: deps.now() });
      if (final) await recordTimeline(trx, { subject: { type: 'sourcing_rfx', id: q.rfx_id }, kind: 'sap', action: 'sap_failed', note: `${q.number}: ${message.slice(0, 400)}`, actor: null, at: deps.now() });
    });
    throw err;
  }
  await deps.db.transaction().execute(async (trx) => {
    await qrepo.moveQuotationSap(trx, [q.id], 'sap_synced', { sap_sync_attempts: attempt, sap_sync_error: null, sap_synced_at: deps.now(), updated_at: deps.now() });
  });
}

/** A buyer re-queues a quotation whose sync failed; answers the RFx's quotations. */
export async function retryQuotationSap(deps: AppDeps, actor: Actor, rfxId: number, quotationId: number): Promise<StaffQuotation[]> {
  await deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const q = await qrepo.lockQuotationSap(trx, quotationId);
    if (!q || q.rfx_id !== rfxId || q.opened_at === null) throw notFound();
    assertMayOnQuotationSap({ sapStatus: q.sap_sync_status }, actor, 'sap_retry');
    await enqueue(deps, trx, [q.id], 'sap_retry', now);
    await recordTimeline(trx, { subject: { type: 'sourcing_rfx', id: rfxId }, kind: 'sap', action: 'sap_retry', note: String(q.id), actor, at: now });
  });
  return listRfxQuotations(deps, actor, rfxId);
}

export const quotationSapJob: ModuleJob = {
  queue: QUOTATION_SAP_QUEUE,
  run: (deps, payload, { attempt }) => runQuotationSap(deps, Number(payload.quotationId), attempt),
};
