/**
 * SQL of RFx: the buyer company's own records (staff see all), their items, team and bidders; the
 * supplier reads only released RFx its company is invited to. Requirements are in requirement-repo.ts,
 * the bidders' answers, reminders and contacts in bidder-repo.ts.
 */
import type { RfxListQuery, SupplierRfxListQuery } from '@aerosupply/shared/sourcing/schemas';
import { RFX_APPROVAL_WORKFLOW, RFX_WORKFLOW, type RfxAction, type RfxApprovalAction, type RfxApprovalStatus, type RfxStatus } from '@aerosupply/shared/sourcing/workflow';
import { COUNT_CAP } from '@aerosupply/shared';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { dayEndsAt, dayStartsAt } from '../../platform/db/days';
import { applyTransition, applyTransitionToMany, statusColumn } from '../../platform/workflow/status-writer';
import type { SourcingRfxItemsTable, SourcingRfxTable } from './tables';

/** A date column as its `yyyy-mm-dd` text. */
export const day = (col: string, alias: string) => sql<string | null>`${sql.ref(col)}::text`.as(alias);
/** An ILIKE pattern matching `v` anywhere, its wildcards escaped. */
export const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** `<prefix><yyyymmdd>-<nnnn>` from the table's id sequence. */
export async function nextNumber(db: Database, prefix: 'REQ' | 'RFX', now: Date): Promise<string> {
  const seq = prefix === 'REQ' ? 'sourcing_requirements_id_seq' : 'sourcing_rfx_id_seq';
  const { rows } = await sql<{ n: number }>`select nextval(${seq}::regclass)::int as n`.execute(db);
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

// ---- RFx ----

const rfxColumns = [
  'x.id', 'x.number', 'x.type', 'x.description', 'x.purchase_org', 'x.purchase_group', 'x.plant', 'x.status', 'x.released_at', 'x.deadline_at',
  'x.opening_at', 'x.technical_open_at', 'x.opened_at', 'x.bid_validity_days', 'x.incoterms', 'x.delivery_location', 'x.delivery_address',
  'x.payment_term', 'x.payment_note', 'x.delivery_type', 'x.allow_revision', 'x.show_budget_price', 'x.must_quote_all',
  'x.consignment', 'x.accept_alternatives', 'x.must_reply', 'x.texts', 'x.password_holder_id', 'x.item_count', 'x.bidder_count',
  'x.created_by', 'x.created_by_name', 'x.created_at', 'x.updated_at', 'x.approval_status', 'x.approval_submitted_by', 'x.approval_submitted_by_name',
  'x.approval_submitted_at', 'x.approval_decided_by_name', 'x.approval_decided_at', 'x.approval_comment',
] as const;

function selectRfx(db: Database) {
  return db
    .selectFrom('sourcing_rfx as x')
    .select(rfxColumns)
    .select([day('x.first_delivery_date', 'first_delivery_date'), day('x.last_delivery_date', 'last_delivery_date')])
    .where('x.deleted_at', 'is', null);
}
export type RfxRowDb = Awaited<ReturnType<ReturnType<typeof selectRfx>['executeTakeFirstOrThrow']>>;

const RFX_SORT = { number: 'x.number', deadlineAt: 'x.deadline_at', createdAt: 'x.created_at' } as const;

export async function listRfx(db: Database, q: RfxListQuery, timeZone: string) {
  let qb = selectRfx(db);
  if (q.number) qb = qb.where(containsText('x.number', q.number));
  if (q.description) qb = qb.where('x.description', 'ilike', like(q.description));
  if (q.type) qb = qb.where('x.type', '=', q.type);
  if (q.status) qb = qb.where('x.status', '=', q.status);
  if (q.purchaseOrg) qb = qb.where('x.purchase_org', '=', q.purchaseOrg);
  if (q.materialPn) {
    const pn = q.materialPn.toUpperCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%';
    // The RFx of the matching items (their P/N index), not a probe of each RFx's items: a P/N no
    // item has walked all 50,000 RFx (D-713). The same rows.
    qb = qb.where(sql<boolean>`x.id in (select i.rfx_id from sourcing_rfx_items i where upper(i.material_pn) like ${pn})`);
  }
  if (q.createdFrom) qb = qb.where(sql<boolean>`x.created_at >= ${dayStartsAt(q.createdFrom, timeZone)}`);
  if (q.createdTo) qb = qb.where(sql<boolean>`x.created_at < ${dayEndsAt(q.createdTo, timeZone)}`);
  const dir = q.order;
  // A list that grows without bound (50,000 RFx and more): the count stops at COUNT_CAP (D-205).
  return pageQuery(db, qb.orderBy(sql`${sql.ref(RFX_SORT[q.sort])} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')} nulls last`).orderBy('x.id', dir), q, { countCap: COUNT_CAP, ...(q.number || q.description || q.materialPn ? { search: { id: 'x.id' } } : {}) });
}

export const findRfx = (db: Database, id: number) => selectRfx(db).where('x.id', '=', id).executeTakeFirst();

export const lockRfx = (trx: Database, id: number) =>
  trx
    .selectFrom('sourcing_rfx')
    .select([
      'id', 'number', 'description', 'purchase_org', 'status', 'item_count', 'bidder_count', 'deadline_at', 'opening_at', 'password_holder_id', 'password_hash', 'deleted_at',
      'approval_status', 'approval_submitted_by', 'created_by',
    ])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export type RfxHeaderValues = Omit<Insertable<SourcingRfxTable>, 'id' | 'number' | 'created_by' | 'created_by_name' | 'created_at' | 'updated_at'>;

export async function insertRfx(trx: Database, values: RfxHeaderValues & { number: string; created_by: number; created_by_name: string; created_at: Date; updated_at: Date }) {
  return (await trx.insertInto('sourcing_rfx').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRfx(trx: Database, id: number, values: Updateable<SourcingRfxTable>) {
  await trx.updateTable('sourcing_rfx').set(values).where('id', '=', id).execute();
}

/** The RFx's status, moved only by the status writer with RFX_WORKFLOW. */
export const RFX_STATUS = statusColumn({ table: 'sourcing_rfx', workflow: RFX_WORKFLOW });
/** Its approval before release (D-261, D-800), moved only by the status writer with RFX_APPROVAL_WORKFLOW. */
export const RFX_APPROVAL_STATUS = statusColumn({ table: 'sourcing_rfx', column: 'approval_status', workflow: RFX_APPROVAL_WORKFLOW });

/** Moves the RFx by `action` with the other columns it writes; 409 with the row's message when it is no longer in a from-state. */
export const moveRfx = (trx: Database, id: number, action: RfxAction, set: Updateable<SourcingRfxTable>): Promise<RfxStatus> => applyTransition(trx, RFX_STATUS, { id, action, set });

/** Moves the RFx's approval by `action` with the other columns it writes. */
export const moveRfxApproval = (trx: Database, id: number, action: RfxApprovalAction, set: Updateable<SourcingRfxTable>): Promise<RfxApprovalStatus> =>
  applyTransition(trx, RFX_APPROVAL_STATUS, { id, action, set });

/** Deletes a draft: hidden from every read, its items, team and bidders removed; the row stays as a tombstone. */
export async function deleteRfx(trx: Database, id: number, now: Date) {
  await trx.deleteFrom('sourcing_rfx_items').where('rfx_id', '=', id).execute();
  await trx.deleteFrom('sourcing_rfx_team').where('rfx_id', '=', id).execute();
  await trx.deleteFrom('sourcing_rfx_bidders').where('rfx_id', '=', id).execute();
  await trx.updateTable('sourcing_rfx').set({ deleted_at: now, updated_at: now, item_count: 0, bidder_count: 0 }).where('id', '=', id).execute();
}

export type RfxItemValues = Omit<Insertable<SourcingRfxItemsTable>, 'id' | 'rfx_id'>;

export async function replaceItems(trx: Database, rfxId: number, items: readonly RfxItemValues[]) {
  await trx.deleteFrom('sourcing_rfx_items').where('rfx_id', '=', rfxId).execute();
  // One statement per 100 rows keeps a 500-item RFx to a few round trips.
  for (let i = 0; i < items.length; i += 100) {
    await trx.insertInto('sourcing_rfx_items').values(items.slice(i, i + 100).map((it) => ({ ...it, rfx_id: rfxId }))).execute();
  }
}

export function listItems(db: Database, rfxId: number) {
  return db
    .selectFrom('sourcing_rfx_items as i')
    .leftJoin('sourcing_requirements as r', 'r.id', 'i.requirement_id')
    .select([
      'i.id', 'i.line_no', 'i.requirement_id', 'r.number as requirement_number', 'i.material_type', 'i.material_pn', 'i.description', 'i.purchase_category',
      'i.delivery_type', 'i.delivery_note', 'i.payment_term', 'i.payment_note', 'i.detailed_requirements', 'i.accept_replacement',
      'i.special_requirements', 'i.quantity', 'i.unit', 'i.budget_price', 'i.budget_currency', 'i.show_budget_price', 'i.incoterms', 'i.delivery_location',
      'i.delivery_address', 'i.consignment', 'i.manufacturer_code', 'i.manufacturer_name', 'i.clauses',
    ])
    .select([day('i.delivery_deadline', 'delivery_deadline'), day('i.first_delivery_date', 'first_delivery_date')])
    .where('i.rfx_id', '=', rfxId)
    .orderBy('i.line_no')
    .execute();
}
export type RfxItemRow = Awaited<ReturnType<typeof listItems>>[number];

export async function replaceTeam(trx: Database, rfxId: number, userIds: readonly number[]) {
  await trx.deleteFrom('sourcing_rfx_team').where('rfx_id', '=', rfxId).execute();
  if (userIds.length) await trx.insertInto('sourcing_rfx_team').values(userIds.map((user_id) => ({ rfx_id: rfxId, user_id }))).execute();
}

export const listTeam = (db: Database, rfxId: number) =>
  db.selectFrom('sourcing_rfx_team as t').innerJoin('users as u', 'u.id', 't.user_id').select(['u.id', 'u.real_name', 'u.account']).where('t.rfx_id', '=', rfxId).orderBy('u.id').execute();

export async function replaceBidders(trx: Database, rfxId: number, companyIds: readonly number[]) {
  await trx.deleteFrom('sourcing_rfx_bidders').where('rfx_id', '=', rfxId).execute();
  if (companyIds.length) await trx.insertInto('sourcing_rfx_bidders').values(companyIds.map((company_id) => ({ rfx_id: rfxId, company_id }))).execute();
}

export const listBidders = (db: Database, rfxId: number) =>
  db
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .select(['b.company_id', 'b.invited_at', 'b.participation', 'b.decline_reason', 'b.answered_at', 'c.vendor_code', 'c.name', 'c.name_en'])
    .where('b.rfx_id', '=', rfxId)
    .orderBy('c.vendor_code')
    .orderBy('c.id')
    .execute();

export async function markInvited(trx: Database, rfxId: number, now: Date) {
  await trx.updateTable('sourcing_rfx_bidders').set({ invited_at: now }).where('rfx_id', '=', rfxId).execute();
}

/** Of `ids`, the official suppliers (review finished with the SAP sync, D-242). */
export async function officialSuppliers(db: Database, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select('p.company_id')
    .where('p.company_id', 'in', ids)
    .where('c.type', '=', 'supplier')
    .where('p.review_status', '=', 'synchronized_to_sap')
    .execute();
  return new Set(rows.map((r) => r.company_id));
}

/** Of `ids`, the enabled staff users. */
export async function staffUsers(db: Database, ids: readonly number[], staffCompanyId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).where('company_id', '=', staffCompanyId).where('enabled', '=', true).execute();
  return new Set(rows.map((r) => r.id));
}

/** The supplier's users who hold the quotation/bid post (or administer the company), for the portal notice. */
export async function quotationUsers(db: Database, companyId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(
      sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'sup.quotation' = any(r.permissions)))`,
    )
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Official suppliers by name or vendor code (bidder picker), at most 20. */
export function findOfficialSuppliers(db: Database, q: string | undefined) {
  let qb = db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .select(['c.id', 'c.vendor_code', 'c.name', 'c.name_en'])
    .where('c.type', '=', 'supplier')
    .where('p.review_status', '=', 'synchronized_to_sap');
  if (q) qb = qb.where(sql<boolean>`(c.name ilike ${like(q)} or c.name_en ilike ${like(q)} or c.vendor_code like ${q.replace(/[\\%_]/g, '') + '%'})`);
  return qb.orderBy('c.vendor_code').orderBy('c.id').limit(20).execute();
}

/** Enabled staff users holding the RFx permission through a role (project-team picker). */
export function findTeamCandidates(db: Database, staffCompanyId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.real_name', 'u.account'])
    .where('u.company_id', '=', staffCompanyId)
    .where('u.enabled', '=', true)
    .where(sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and 'sourcing.rfx.manage' = any(r.permissions))`)
    .orderBy('u.real_name')
    .limit(200)
    .execute();
}

// ---- supplier side ----

function selectSupplierRfx(db: Database, companyId: number) {
  return selectRfx(db)
    .innerJoin('sourcing_rfx_bidders as b', (j) => j.onRef('b.rfx_id', '=', 'x.id').on('b.company_id', '=', companyId))
    .select(['b.participation', 'b.decline_reason'])
    .where('x.status', '!=', 'not_released');
}
export type SupplierRfxRowDb = Awaited<ReturnType<ReturnType<typeof selectSupplierRfx>['executeTakeFirstOrThrow']>>;

export async function listSupplierRfx(db: Database, companyId: number, q: SupplierRfxListQuery) {
  let qb = selectSupplierRfx(db, companyId);
  if (q.number) qb = qb.where(containsText('x.number', q.number));
  if (q.type) qb = qb.where('x.type', '=', q.type);
  if (q.status) qb = qb.where('x.status', '=', q.status);
  // The number search pages from its matches' ids (D-684, D-713); the count stops at COUNT_CAP.
  return pageQuery(db, qb.orderBy('x.released_at', 'desc').orderBy('x.id', 'desc'), q, { countCap: COUNT_CAP, ...(q.number ? { search: { id: 'x.id' } } : {}) });
}

export const findSupplierRfx = (db: Database, companyId: number, id: number) => selectSupplierRfx(db, companyId).where('x.id', '=', id).executeTakeFirst();

/**
 * Opens every released RFx whose opening time has come; answers the ones this call moved (the
 * write only moves an RFx still open, so two processes never open one twice).
 */
export async function openDue(trx: Database, now: Date): Promise<{ id: number; number: string }[]> {
  const due = await trx.selectFrom('sourcing_rfx').select(['id', 'number']).where('status', '=', 'open').where('opening_at', '<=', now).orderBy('id').execute();
  const moved = new Set(await applyTransitionToMany(trx, RFX_STATUS, { ids: due.map((r) => r.id), action: 'open_at_time', set: { opened_at: now, updated_at: now } }));
  return due.filter((r) => moved.has(r.id));
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** The released RFx this supplier is invited to, in one status: the rows of `sup/rfx?status=<status>`. */
export async function countSupplierRfxIn(db: Database, companyId: number, status: RfxStatus): Promise<number> {
  const row = await db
    .selectFrom('sourcing_rfx_bidders as b')
    .innerJoin('sourcing_rfx as x', 'x.id', 'b.rfx_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('b.company_id', '=', companyId)
    .where('x.status', '=', status)
    .where('x.status', '!=', 'not_released')
    .executeTakeFirstOrThrow();
  return row.n;
}

/** What routes an RFx's approval (D-563): its items' purchase categories and its bidders' supplier types. */
export async function approvalFacts(db: Database, rfxId: number): Promise<{ categories: string[]; supplierTypes: string[] }> {
  const [cats, types] = await Promise.all([
    db.selectFrom('sourcing_rfx_items').select('purchase_category').distinct().where('rfx_id', '=', rfxId).where('purchase_category', 'is not', null).execute(),
    db
      .selectFrom('sourcing_rfx_bidders as b')
      .innerJoin('companies as c', 'c.id', 'b.company_id')
      .select('c.supplier_type')
      .distinct()
      .where('b.rfx_id', '=', rfxId)
      .where('c.supplier_type', 'is not', null)
      .execute(),
  ]);
  return { categories: cats.map((c) => c.purchase_category!), supplierTypes: types.map((t) => t.supplier_type!) };
}

