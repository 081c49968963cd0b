/**
 * SQL of quotations: the supplier's live quotation per RFx (its company only), the draft's items,
 * the sealed versions, the deadline's close and the opening log.
 */
import type { SupplierQuotationListQuery } from '@aerosupply/shared/sourcing/schemas';
import { QUOTATION_SAP_WORKFLOW, QUOTATION_WORKFLOW, type QuotationAction, type QuotationSapAction, type QuotationStatus } from '@aerosupply/shared/sourcing/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { applyTransition, applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import { expireUnanswered } from './bidder-repo';
import type { SourcingQuotationItemsTable, SourcingQuotationsTable } from './tables';

/** The quotation's status, moved only by the status writer with QUOTATION_WORKFLOW. */
export const QUOTATION_STATUS = statusColumn({ table: 'sourcing_quotations', workflow: QUOTATION_WORKFLOW });
/** Its SAP sync (D-264, D-800), moved only by the status writer with QUOTATION_SAP_WORKFLOW. */
export const QUOTATION_SAP_STATUS = statusColumn({ table: 'sourcing_quotations', column: 'sap_sync_status', workflow: QUOTATION_SAP_WORKFLOW });

export async function nextQuotationNumber(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('sourcing_quotations_id_seq'::regclass)::int as n`.execute(db);
  return `QUO${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

const quotationColumns = [
  'q.id', 'q.number', 'q.rfx_id', 'q.company_id', 'q.status', 'q.version', 'q.validity_days', 'q.currency', 'q.incoterms', 'q.delivery_location',
  'q.payment_term', 'q.payment_note', 'q.remark', 'q.answers', 'q.supplier_questions', 'q.item_count', 'q.submitted_at', 'q.submitted_by_name',
  'q.opened_at', 'q.sap_sync_status', 'q.sap_sync_attempts', 'q.sap_sync_error', 'q.created_at', 'q.updated_at',
] as const;

/** The company's quotation for an RFx. */
export const findQuotation = (db: Database, rfxId: number, companyId: number) =>
  db.selectFrom('sourcing_quotations as q').select(quotationColumns).where('q.rfx_id', '=', rfxId).where('q.company_id', '=', companyId).executeTakeFirst();
export type QuotationRowDb = NonNullable<Awaited<ReturnType<typeof findQuotation>>>;

/** Locks the company's quotation for an RFx (two submits at once: the second waits, then sees it submitted). */
export const lockQuotation = (trx: Database, rfxId: number, companyId: number) =>
  trx.selectFrom('sourcing_quotations as q').select(quotationColumns).where('q.rfx_id', '=', rfxId).where('q.company_id', '=', companyId).forUpdate().executeTakeFirst();

export type QuotationHeaderValues = Omit<Insertable<SourcingQuotationsTable>, 'id'>;

/** Inserts the live quotation; on a race with another first save, answers the existing row's id (unique rfx, company). */
export async function insertQuotation(trx: Database, values: QuotationHeaderValues): Promise<number> {
  const row = await trx.insertInto('sourcing_quotations').values(values).onConflict((oc) => oc.columns(['rfx_id', 'company_id']).doNothing()).returning('id').executeTakeFirst();
  if (row) return row.id;
  return (await trx.selectFrom('sourcing_quotations').select('id').where('rfx_id', '=', values.rfx_id).where('company_id', '=', values.company_id).executeTakeFirstOrThrow()).id;
}

export async function updateQuotation(trx: Database, id: number, values: Updateable<SourcingQuotationsTable>) {
  await trx.updateTable('sourcing_quotations').set(values).where('id', '=', id).execute();
}

/** Moves the quotation by the supplier's `action` with the other columns it writes; answers the state reached. */
export const moveQuotation = (trx: Database, id: number, action: QuotationAction, set: Updateable<SourcingQuotationsTable>): Promise<QuotationStatus> =>
  applyTransition(trx, QUOTATION_STATUS, { id, action, set });

export type QuotationItemValues = Omit<Insertable<SourcingQuotationItemsTable>, 'quotation_id'>;

/** Replaces the items of one quotation (one statement for all rows; a 500-item quotation in one round trip). */
export async function replaceQuotationItems(trx: Database, quotationId: number, items: readonly QuotationItemValues[]) {
  await trx.deleteFrom('sourcing_quotation_items').where('quotation_id', '=', quotationId).execute();
  await insertQuotationItems(trx, items.map((it) => ({ ...it, quotation_id: quotationId })));
}

/** Replaces the items of many quotations at once (the opening: 100 bidders x 100 items in a few statements). */
export async function replaceItemsOfQuotations(trx: Database, quotationIds: readonly number[], items: readonly (QuotationItemValues & { quotation_id: number })[]) {
  if (quotationIds.length) await trx.deleteFrom('sourcing_quotation_items').where('quotation_id', 'in', quotationIds).execute();
  await insertQuotationItems(trx, items);
}

/** Inserts rows through one JSON parameter per 5,000 rows (jsonb_to_recordset), far fewer bind parameters than a VALUES list. */
async function insertQuotationItems(trx: Database, rows: readonly (QuotationItemValues & { quotation_id: number })[]) {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000).map((r) => ({ ...r, other_fees: typeof r.other_fees === 'string' ? JSON.parse(r.other_fees) : r.other_fees }));
    await sql`
      insert into sourcing_quotation_items (quotation_id, rfx_item_id, line_no, no_bid, quote_qty, unit_price, currency, price_unit, vat_rate, other_fees, lead_time_days,
                                            condition_code, certificate, postponed, postponed_date, alternative_pn, manufacturer_pn, manufacturer_code, manufacturer_name, special_notes)
      select quotation_id, rfx_item_id, line_no, no_bid, quote_qty, unit_price, currency, price_unit, vat_rate, coalesce(other_fees, '[]'::jsonb), lead_time_days,
             condition_code, certificate, postponed, postponed_date, alternative_pn, manufacturer_pn, manufacturer_code, manufacturer_name, special_notes
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(quotation_id int, rfx_item_id int, line_no int, no_bid boolean, quote_qty numeric, unit_price numeric,
             currency text, price_unit int, vat_rate numeric, other_fees jsonb, lead_time_days int, condition_code text, certificate text, postponed boolean, postponed_date date, alternative_pn text,
             manufacturer_pn text, manufacturer_code text, manufacturer_name text, special_notes text)`.execute(trx);
  }
}

export const listQuotationItems = (db: Database, quotationIds: readonly number[]) =>
  quotationIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('sourcing_quotation_items as i')
        .innerJoin('sourcing_rfx_items as r', 'r.id', 'i.rfx_item_id')
        .select([
          'i.quotation_id', 'i.rfx_item_id', 'i.line_no', 'r.material_pn', 'i.no_bid', 'i.quote_qty', 'i.unit_price', 'i.currency', 'i.price_unit', 'i.vat_rate',
          'i.other_fees', 'i.lead_time_days', 'i.condition_code', 'i.certificate', 'i.postponed', 'i.alternative_pn', 'i.manufacturer_pn', 'i.manufacturer_code', 'i.manufacturer_name', 'i.special_notes',
        ])
        .select(sql<string | null>`i.postponed_date::text`.as('postponed_date'))
        .where('i.quotation_id', 'in', quotationIds)
        .orderBy('i.quotation_id')
        .orderBy('i.line_no')
        .execute();
export type QuotationItemRowDb = Awaited<ReturnType<typeof listQuotationItems>>[number];

export async function insertVersion(trx: Database, values: { quotation_id: number; version: number; sealed: string; seal_hash: string; submitted_at: Date; submitted_by_name: string }) {
  await trx.insertInto('sourcing_quotation_versions').values(values).execute();
}

export const listVersions = (db: Database, quotationId: number) =>
  db.selectFrom('sourcing_quotation_versions').select(['version', 'submitted_at', 'submitted_by_name', 'seal_hash']).where('quotation_id', '=', quotationId).orderBy('version').execute();

export const latestVersion = (db: Database, quotationId: number) =>
  db.selectFrom('sourcing_quotation_versions').select(['version', 'sealed', 'seal_hash']).where('quotation_id', '=', quotationId).orderBy('version', 'desc').limit(1).executeTakeFirst();

/** The latest sealed version of every submitted quotation of an RFx (what an opening opens). */
export const latestVersionsOfRfx = (db: Database, rfxId: number) =>
  db
    .selectFrom('sourcing_quotations as q')
    .innerJoin('sourcing_quotation_versions as v', (j) => j.onRef('v.quotation_id', '=', 'q.id').onRef('v.version', '=', 'q.version'))
    .select(['q.id', 'q.version', 'v.sealed', 'v.seal_hash'])
    .where('q.rfx_id', '=', rfxId)
    .where('q.version', '>', 0)
    .orderBy('q.id')
    .execute();

/** The supplier's quotation list: its company's quotations with their RFx. */
export async function listSupplierQuotations(db: Database, companyId: number, q: SupplierQuotationListQuery) {
  let qb = db
    .selectFrom('sourcing_quotations as q')
    .innerJoin('sourcing_rfx as x', 'x.id', 'q.rfx_id')
    .select(['q.id', 'q.number', 'q.rfx_id', 'x.number as rfx_number', 'x.type as rfx_type', 'x.description as rfx_description', 'x.status as rfx_status', 'x.deadline_at', 'q.status', 'q.version', 'q.submitted_at', 'q.updated_at', 'x.item_count'])
    .where('q.company_id', '=', companyId);
  if (q.number) qb = qb.where((eb) => eb.or([containsText('q.number', q.number!), containsText('x.number', q.number!)]));
  if (q.type) qb = qb.where('x.type', '=', q.type);
  if (q.status) qb = qb.where('q.status', '=', q.status);
  return pageQuery(db, qb.orderBy('q.updated_at', 'desc').orderBy('q.id', 'desc'), q, { countCap: COUNT_CAP, ...(q.number ? { search: { id: 'q.id' } } : {}) });
}
export type SupplierQuotationRowDb = Awaited<ReturnType<typeof listSupplierQuotations>>['rows'][number];

/** Every quotation of an RFx with its company (staff, after the opening). */
export const listRfxQuotations = (db: Database, rfxId: number) =>
  db
    .selectFrom('sourcing_quotations as q')
    .innerJoin('companies as c', 'c.id', 'q.company_id')
    .select(quotationColumns)
    .select(['c.vendor_code', 'c.name', 'c.name_en'])
    .where('q.rfx_id', '=', rfxId)
    .orderBy('c.vendor_code')
    .orderBy('q.id')
    .execute();
export type StaffQuotationRowDb = Awaited<ReturnType<typeof listRfxQuotations>>[number];

// ---- deadline and opening ----

/** Open RFx whose deadline has passed and whose quoting is not closed yet, locked (skipping ones another process holds). */
export const lockDueForClosing = (trx: Database, now: Date) =>
  trx
    .selectFrom('sourcing_rfx')
    .select(['id', 'number'])
    .where('status', '=', 'open')
    .where('quoting_closed_at', 'is', null)
    .where('deadline_at', '<=', now)
    .orderBy('id')
    .limit(100)
    .forUpdate()
    .skipLocked()
    .execute();

/**
 * Closes quoting of one RFx: unanswered invitations become `expired`; a draft never submitted
 * becomes `not_quoted` (its working items removed); a revision never submitted falls back to its
 * submitted version; an invited bidder that neither declined nor saved gets a `not_quoted' row.
 */
export async function closeQuoting(trx: Database, rfxId: number, now: Date, numbers: () => Promise<string>) {
  await expireUnanswered(trx, rfxId, now);
  const drafts = await trx.selectFrom('sourcing_quotations').select(['id', 'version']).where('rfx_id', '=', rfxId).where('status', '=', 'draft').execute();
  if (drafts.length) {
    await trx.deleteFrom('sourcing_quotation_items').where('quotation_id', 'in', drafts.map((d) => d.id)).execute();
    const never = drafts.filter((d) => d.version === 0).map((d) => d.id);
    const revised = drafts.filter((d) => d.version > 0).map((d) => d.id);
    await applyTransitionToMany(trx, QUOTATION_STATUS, { ids: never, action: 'close_not_quoted', set: { item_count: 0, updated_at: now } });
    await applyTransitionToMany(trx, QUOTATION_STATUS, { ids: revised, action: 'close_back_to_submitted', set: { updated_at: now } });
  }
  const missing = await trx
    .selectFrom('sourcing_rfx_bidders as b')
    .select('b.company_id')
    .where('b.rfx_id', '=', rfxId)
    .where('b.participation', '!=', 'declined')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sourcing_quotations as q').select('q.id').whereRef('q.rfx_id', '=', 'b.rfx_id').whereRef('q.company_id', '=', 'b.company_id'))))
    .execute();
  for (const m of missing) {
    await trx.insertInto('sourcing_quotations').values({ number: await numbers(), rfx_id: rfxId, company_id: m.company_id, status: 'not_quoted', created_at: now, updated_at: now }).execute();
  }
  await trx.updateTable('sourcing_rfx').set({ quoting_closed_at: now }).where('id', '=', rfxId).where('quoting_closed_at', 'is', null).execute();
}

export async function markOpened(trx: Database, rfxId: number, now: Date) {
  await trx.updateTable('sourcing_quotations').set({ opened_at: now }).where('rfx_id', '=', rfxId).execute();
}

/** Serializes appends to the opening log (readers are not blocked). */
export async function lockOpeningLog(trx: Database) {
  await sql`lock table sourcing_opening_log in exclusive mode`.execute(trx);
}

export const lastOpeningEntry = (db: Database) => db.selectFrom('sourcing_opening_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();

export async function nextOpeningSeq(trx: Database): Promise<number> {
  const { rows } = await sql<{ n: number }>`select nextval('sourcing_opening_log_seq_seq'::regclass)::int as n`.execute(trx);
  return rows[0]!.n;
}

export async function appendOpeningEntry(trx: Database, values: { seq: number; rfx_id: number; at: Date; actor_id: number | null; actor_name: string | null; how: 'early' | 'scheduled'; quotation_count: number; quotations_hash: string; prev_hash: string; hash: string }) {
  await trx.insertInto('sourcing_opening_log').values(values).execute();
}

const openingColumns = ['seq', 'rfx_id', 'at', 'actor_id', 'actor_name', 'how', 'quotation_count', 'quotations_hash', 'prev_hash', 'hash'] as const;

export const listOpeningLog = (db: Database, rfxId: number) => db.selectFrom('sourcing_opening_log').select(openingColumns).where('rfx_id', '=', rfxId).orderBy('seq').execute();
export type OpeningEntryDb = Awaited<ReturnType<typeof listOpeningLog>>[number];

/** The chain from its start up to `seq` (the check recomputes every link). */
export const openingChainUpTo = (db: Database, seq: number) => db.selectFrom('sourcing_opening_log').select(openingColumns).where('seq', '<=', seq).orderBy('seq').execute();

/** A user's saved preferences (the quotation defaults, 000 §3). */
export async function userPreferences(db: Database, userId: number): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('users').select('preferences').where('id', '=', userId).executeTakeFirst();
  return (row?.preferences ?? {}) as Record<string, unknown>;
}

/** The company a quotation belongs to (the annex rule). */
export async function quotationCompany(db: Database, id: number): Promise<number | null> {
  if (!Number.isSafeInteger(id)) return null;
  return (await db.selectFrom('sourcing_quotations').select('company_id').where('id', '=', id).executeTakeFirst())?.company_id ?? null;
}

// ---- SAP sync of opened quotations (D-264) ----

/** The submitted (opened) quotations of an RFx: what goes to SAP. */
export const openedQuotationIds = async (trx: Database, rfxId: number) =>
  (await trx.selectFrom('sourcing_quotations').select('id').where('rfx_id', '=', rfxId).where('status', '=', 'submitted').where('opened_at', 'is not', null).orderBy('id').execute()).map((r) => r.id);

/** The SAP sync states of an RFx's opened quotations, one row per state (the RFx header's state, D-567). */
export const openedQuotationSapStates = async (db: Database, rfxId: number) =>
  (await db.selectFrom('sourcing_quotations').select('sap_sync_status').distinct().where('rfx_id', '=', rfxId).where('status', '=', 'submitted').where('opened_at', 'is not', null).execute()).map((r) => r.sap_sync_status);

/** Moves the SAP sync of `ids` by `action` (those in a from-state of it) with the attempt's columns. */
export async function moveQuotationSap(
  trx: Database,
  ids: readonly number[],
  action: QuotationSapAction,
  values: { sap_sync_attempts?: number; sap_sync_error?: string | null; sap_synced_at?: Date | null; updated_at?: Date },
) {
  await applyTransitionToMany(trx, QUOTATION_SAP_STATUS, { ids, action, set: values });
}

/** A quotation with what SAP needs of its RFx and supplier. */
export const findQuotationForSap = (db: Database, id: number) =>
  db
    .selectFrom('sourcing_quotations as q')
    .innerJoin('sourcing_rfx as x', 'x.id', 'q.rfx_id')
    .innerJoin('companies as c', 'c.id', 'q.company_id')
    .select([
      'q.id', 'q.number', 'q.rfx_id', 'q.status', 'q.version', 'q.opened_at', 'q.submitted_at', 'q.validity_days', 'q.currency', 'q.incoterms', 'q.delivery_location',
      'q.payment_term', 'q.sap_sync_status', 'q.sap_sync_attempts', 'x.number as rfx_number', 'x.purchase_org', 'c.vendor_code',
    ])
    .where('q.id', '=', id)
    .executeTakeFirst();

export const lockQuotationSap = (trx: Database, id: number) =>
  trx.selectFrom('sourcing_quotations').select(['id', 'rfx_id', 'status', 'opened_at', 'sap_sync_status']).where('id', '=', id).forUpdate().executeTakeFirst();
