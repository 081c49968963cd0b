/**
 * All SQL of repair. Inquiries are the staff's own; a shop sees an inquiry only through its own
 * quotation row, and only its own orders and bills (companyFilter: another company's is a 404).
 */
import { COUNT_CAP, type Page } from '@aerosupply/shared';
import type { InquiryListQuery, OrderListQuery, SupplierInquiryQuery } from '@aerosupply/shared/repair/schemas';
import {
  CORE_WORKFLOW,
  INQUIRY_WORKFLOW,
  PAYMENT_STATUSES,
  QUOTE_WORKFLOW,
  REPAIR_ORDER_WORKFLOW,
  SHOP_STATUSES,
  type CoreAction,
  type CoreStatus,
  type InquiryAction,
  type InquiryStatus,
  type QuoteAction,
  type QuoteStatus,
  type RepairOrderAction,
  type RepairOrderStatus,
} from '@aerosupply/shared/repair/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { countQuery, pageQuery } from '../../platform/db/paging';
import { containsText } from '../../platform/db/search';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import type { BillDbRow } from './bills-repo';
import type { RepairInquiriesTable, RepairOrdersTable, RepairQuotesTable } from './tables';

const day = <A extends string>(col: string, alias: A) => sql<string | null>`${sql.ref(col)}::text`.as(alias);
const prefix = (v: string) => `${v.toUpperCase().replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** `<prefix><yyyymmdd>-<nnnn>` from the table's id sequence. */
export async function nextNumber(db: Database, kind: 'inquiry' | 'order', now: Date): Promise<string> {
  const seq = kind === 'inquiry' ? 'repair_inquiries_id_seq' : 'repair_orders_id_seq';
  const { rows } = await sql<{ n: number }>`select nextval(${seq}::regclass)::int as n`.execute(db);
  return `${kind === 'inquiry' ? 'RRQ' : 'RO'}${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

// ---- inquiries ----


function selectInquiry(db: Database) {
  return db
    .selectFrom('repair_inquiries as i')
    .select([
    'i.id', 'i.number', 'i.status', 'i.pn', 'i.description', 'i.mpn', 'i.manufacturer', 'i.ata_chapter', 'i.quantity', 'i.unit', 'i.serial_numbers',
    'i.material_group', 'i.equipment_type', 'i.priority', 'i.condition_code', 'i.certificate_requirement', 'i.arrival_place', 'i.repair_level',
    'i.pricing_method', 'i.fault_content', 'i.job_requirements', 'i.serial_return_code', 'i.quotation_deadline', 'i.created_by_name', 'i.created_at',
  ])
    .select(day('i.demand_date', 'demand_date'))
    .select((eb) => [
      eb.selectFrom('repair_quotes as q').whereRef('q.inquiry_id', '=', 'i.id').select(sql<number>`count(*)::int`.as('n')).as('shop_count'),
      eb.selectFrom('repair_quotes as q').whereRef('q.inquiry_id', '=', 'i.id').where('q.status', '=', 'submitted').select(sql<number>`count(*)::int`.as('n')).as('submitted_count'),
    ]);
}
export type InquiryDbRow = Awaited<ReturnType<ReturnType<typeof selectInquiry>['executeTakeFirstOrThrow']>>;

export function listInquiries(db: Database, q: InquiryListQuery) {
  let qb = selectInquiry(db);
  if (q.number) qb = qb.where(containsText('i.number', q.number));
  if (q.pn) qb = qb.where(sql<boolean>`upper(i.pn) like ${prefix(q.pn)}`);
  if (q.status) qb = qb.where('i.status', '=', q.status);
  if (q.priority) qb = qb.where('i.priority', '=', q.priority);
  return pageQuery(db, qb.orderBy('i.created_at', 'desc').orderBy('i.id', 'desc'), q, q.number ? { search: { id: 'i.id' } } : {});
}

export const findInquiry = (db: Database, id: number) => selectInquiry(db).where('i.id', '=', id).executeTakeFirst();

export const lockInquiry = (trx: Database, id: number) => trx.selectFrom('repair_inquiries').select(['id', 'status', 'number', 'pn', 'quotation_deadline', 'pricing_method', 'repair_level', 'serial_return_code']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function insertInquiry(trx: Database, values: Insertable<RepairInquiriesTable>): Promise<number> {
  return (await trx.insertInto('repair_inquiries').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The inquiry's status, moved only by `applyTransition` with INQUIRY_WORKFLOW. */
export const INQUIRY_STATUS = statusColumn({ table: 'repair_inquiries', workflow: INQUIRY_WORKFLOW });

export async function moveInquiry(trx: Database, id: number, action: InquiryAction, now: Date): Promise<InquiryStatus> {
  return applyTransition(trx, INQUIRY_STATUS, { id, action, set: { updated_at: now } });
}

// ---- quotes ----

function selectQuote(db: Database) {
  return db
    .selectFrom('repair_quotes as q')
    .innerJoin('companies as c', 'c.id', 'q.company_id')
    .selectAll('q')
    .select(['c.name as company_name', 'c.name_en as company_name_en'])
    .select(day('q.valid_until', 'valid_until_text'));
}
export type QuoteDbRow = Awaited<ReturnType<ReturnType<typeof selectQuote>['executeTakeFirstOrThrow']>>;

export const listQuotes = (db: Database, inquiryId: number) => selectQuote(db).where('q.inquiry_id', '=', inquiryId).orderBy('q.id').execute();

export const findQuote = (db: Database, id: number) => selectQuote(db).where('q.id', '=', id).executeTakeFirst();

export const findOwnQuote = (db: Database, scope: Scope, inquiryId: number) =>
  selectQuote(db).where('q.inquiry_id', '=', inquiryId).where(companyFilter('q.company_id', scope)).executeTakeFirst();

export async function lockQuote(trx: Database, scope: Scope, where: { id: number } | { inquiryId: number }) {
  let qb = trx.selectFrom('repair_quotes').select(['id', 'status', 'inquiry_id', 'company_id']).where(companyFilter('company_id', scope));
  qb = 'id' in where ? qb.where('id', '=', where.id) : qb.where('inquiry_id', '=', where.inquiryId);
  return qb.forUpdate().executeTakeFirst();
}

export async function insertQuotes(trx: Database, inquiryId: number, companyIds: readonly number[], now: Date) {
  await trx.insertInto('repair_quotes').values(companyIds.map((company_id) => ({ inquiry_id: inquiryId, company_id, updated_at: now }))).execute();
}

export async function updateQuote(trx: Database, id: number, values: Updateable<RepairQuotesTable>) {
  await trx.updateTable('repair_quotes').set(values).where('id', '=', id).execute();
}

/** The quotation's status, moved only by `applyTransition` with QUOTE_WORKFLOW. */
export const QUOTE_STATUS = statusColumn({ table: 'repair_quotes', workflow: QUOTE_WORKFLOW });

/** Moves the quotation by `action`, with the columns the shop's answer writes. */
export async function moveQuote(trx: Database, id: number, action: QuoteAction, values: Updateable<RepairQuotesTable>): Promise<QuoteStatus> {
  return applyTransition(trx, QUOTE_STATUS, { id, action, set: values });
}

/** The shop's inquiries of one list group (pending / processed / expired, D-332). */
export function listSupplierInquiries(db: Database, companyId: number, q: SupplierInquiryQuery, now: Date) {
  let qb = db
    .selectFrom('repair_quotes as q')
    .innerJoin('repair_inquiries as i', 'i.id', 'q.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'q.company_id')
    .select([
    'i.id', 'i.number', 'i.status', 'i.pn', 'i.description', 'i.mpn', 'i.manufacturer', 'i.ata_chapter', 'i.quantity', 'i.unit', 'i.serial_numbers',
    'i.material_group', 'i.equipment_type', 'i.priority', 'i.condition_code', 'i.certificate_requirement', 'i.arrival_place', 'i.repair_level',
    'i.pricing_method', 'i.fault_content', 'i.job_requirements', 'i.serial_return_code', 'i.quotation_deadline', 'i.created_by_name', 'i.created_at',
  ])
    .select(day('i.demand_date', 'demand_date'))
    .select(['q.id as quote_id'])
    .where('q.company_id', '=', companyId);
  const accepting = sql<boolean>`(i.status = 'sent' and i.quotation_deadline > ${now})`;
  if (q.group === 'processed') qb = qb.where('q.status', 'in', ['submitted', 'no_offer']);
  else {
    qb = qb.where('q.status', 'in', ['not_filled', 'hold']);
    qb = qb.where(q.group === 'pending' ? accepting : sql<boolean>`not ${accepting}`);
  }
  if (q.pn) qb = qb.where(sql<boolean>`upper(i.pn) like ${prefix(q.pn)}`);
  if (q.materialGroup) qb = qb.where('i.material_group', '=', q.materialGroup);
  return pageQuery(db, qb.orderBy('i.quotation_deadline', q.group === 'pending' ? 'asc' : 'desc').orderBy('q.id', 'desc'), q);
}

/** Official suppliers, those whose repair capability lists the P/N first, then those that quoted the ATA chapter before, then those with any repair capability, then the others (D-331, D-345). */
export function findRepairShops(db: Database, pn: string | undefined, ataChapter: string | undefined) {
  const upper = (pn ?? '').toUpperCase();
  // The ATA chapter (first two digits) matches a shop that submitted a quotation for an inquiry of the same chapter (D-345).
  const chapter = (ataChapter ?? '').slice(0, 2);
  const ata = sql<boolean>`(${chapter} <> '' and exists (select 1 from repair_quotes rq join repair_inquiries ri on ri.id = rq.inquiry_id where rq.company_id = p.company_id and rq.status = 'submitted' and left(ri.ata_chapter, 2) = ${chapter}))`;
  return db
    .selectFrom('supplier_profiles as p')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .leftJoin('supplier_repair_capabilities as r', 'r.company_id', 'p.company_id')
    .where('c.type', '=', 'supplier')
    .where('p.review_status', '=', 'synchronized_to_sap')
    .select(['p.company_id', 'c.name', 'c.name_en'])
    .select(sql<string | null>`max(case when upper(r.part_number) = ${upper} then r.part_number end)`.as('matched_pn'))
    .select(sql<number>`count(r.id)::int`.as('capabilities'))
    .select(ata.as('ata_match'))
    .groupBy(['p.company_id', 'c.name', 'c.name_en'])
    .orderBy(sql`min(case when upper(r.part_number) = ${upper} then 0 when ${ata} then 1 when r.id is not null then 2 else 3 end)`)
    .orderBy('c.name')
    .limit(50)
    .execute();
}

/** Of `ids`, the official suppliers (review finished with the SAP sync, as sourcing's bidders, D-242). */
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

// ---- orders ----

function selectOrder(db: Database) {
  return db
    .selectFrom('repair_orders as o')
    .innerJoin('repair_inquiries as i', 'i.id', 'o.inquiry_id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select([
      'o.id', 'o.order_no', 'o.sequence_no', 'o.business_type', 'o.company_id', 'o.inquiry_id', 'o.quote_id', 'o.status', 'o.status_since', 'o.quoted_lead_days',
      'o.quoted_amount', 'o.cap_fee', 'o.currency', 'o.process_code', 'o.warranty_code', 'o.warranty_value', 'o.return_waybill_no', 'o.shipped_at', 'o.created_at',
      'o.core_status', 'o.core_waybill_no', 'o.core_sent_at', 'o.core_received_at', 'o.core_return_days', 'o.core_overdue_fee', 'o.core_overdue_days', 'o.core_overdue_charge',
      'o.kind', 'o.outcome', 'o.serial_return_code',
      'i.number as inquiry_number', 'i.pn', 'i.description', 'i.quantity', 'i.unit', 'i.priority', 'i.serial_numbers',
      'c.name as company_name', 'c.name_en as company_name_en',
    ])
    .select((eb) => [
      // The documents filed, one per serial: what shipping checks (D-454).
      eb.selectFrom('repair_certificates as rc').whereRef('rc.order_id', '=', 'o.id')
        .select(sql<{ serialNo: string; type: string }[]>`coalesce(json_agg(json_build_object('serialNo', rc.serial_no, 'type', rc.certificate_type)), '[]')`.as('d')).as('documents'),
      eb.selectFrom('repair_bills as rb').whereRef('rb.order_id', '=', 'o.id').select('rb.status').as('bill_status'),
    ])
    .select([
      day('o.quotation_date', 'quotation_date'), day('o.approval_date', 'approval_date'), day('o.receipt_date', 'receipt_date'),
      day('o.core_due_date', 'core_due_date'), day('o.completion_date', 'completion_date'), day('o.planned_completion_date', 'planned_completion_date'), day('o.supplier_issue_date', 'supplier_issue_date'),
    ]);
}
export type OrderDbRow = Awaited<ReturnType<ReturnType<typeof selectOrder>['executeTakeFirstOrThrow']>>;

/** The order lists' filters on repair_orders `o` alone (its own copy of the P/N, its due time), one condition for the page's ids and their count. */
function orderFilter(scope: Scope, q: OrderListQuery, now: Date) {
  const c = [companyFilter('o.company_id', scope)];
  if (q.orderNo) c.push(containsText('o.order_no', q.orderNo));
  if (q.pn) c.push(sql<boolean>`upper(o.pn) like ${prefix(q.pn)}`);
  if (q.status) c.push(sql<boolean>`o.status = ${q.status}`);
  if (q.stage === 'shop') c.push(sql<boolean>`o.status = any(${sql.val([...SHOP_STATUSES])}::text[])`);
  if (q.stage === 'payment') c.push(sql<boolean>`o.status = any(${sql.val(PAYMENT_STATUSES.filter((s) => s !== 'closed'))}::text[])`);
  if (q.stage === 'closed') c.push(sql<boolean>`o.status = 'closed'`);
  if (q.companyId) c.push(sql<boolean>`o.company_id = ${q.companyId}`);
  if (q.overdue !== undefined) {
    const over = sql<boolean>`(o.due_at is not null and coalesce(o.shipped_at, ${now}) > o.due_at)`;
    c.push(q.overdue ? over : sql<boolean>`not ${over}`);
  }
  return sql<boolean>`${sql.join(c, sql` and `)}`;
}

/**
 * One page of orders (newest first) and the capped count. The page's ids come from the orders alone,
 * walking a list index that carries the filter columns (migration 0990, D-441), and only those 20
 * orders are joined and read.
 */
export async function listOrders(db: Database, scope: Scope, q: OrderListQuery, now: Date): Promise<Page<OrderDbRow>> {
  const filtered = db.selectFrom('repair_orders as o').select('o.id').where(orderFilter(scope, q, now));
  const ids = filtered.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  const [rows, count] = await Promise.all([
    selectOrder(db).where('o.id', 'in', ids).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute(),
    countQuery(db, filtered, { countCap: COUNT_CAP }),
  ]);
  return { rows, page: q.page, pageSize: q.pageSize, total: count.total, ...(count.capped ? { capped: true } : {}) };
}

export const findOrder = (db: Database, scope: Scope, id: number) => selectOrder(db).where(companyFilter('o.company_id', scope)).where('o.id', '=', id).executeTakeFirst();

/** A status change of an order's timeline, as read from its JSON (`at` an ISO text). */
export interface StatusChangeJson {
  id: number;
  from_status: RepairOrderStatus | null;
  to_status: RepairOrderStatus;
  at: string;
  actor_name: string | null;
  actor_side: 'staff' | 'supplier' | 'system';
  note: string | null;
}
/** A certificate of an order, as read from its JSON. */
export interface CertificateJson {
  serial_no: string;
  certificate_type: string;
  certificate_no: string;
  file_key: string;
  uploaded_at: string;
  filename: string | null;
}
/** The order's bill as read from its JSON (amounts as numbers, times as ISO texts), without the order's and shop's columns. */
export type BillJson = Omit<BillDbRow, 'order_no' | 'quoted_amount' | 'cap_fee'>;

/**
 * An order with its whole detail in one statement (D-442): the status history (by `(order_id, id)`),
 * the certificates and the bill as JSON columns, so the detail costs one round trip (PGlite runs
 * statements one after another).
 */
export const findOrderDetail = (db: Database, scope: Scope, id: number) =>
  selectOrder(db)
    .select([
      sql<StatusChangeJson[]>`(select coalesce(json_agg(json_build_object('id', sc.id, 'from_status', sc.from_status, 'to_status', sc.to_status, 'at', sc.at,
        'actor_name', sc.actor_name, 'actor_side', sc.actor_side, 'note', sc.note) order by sc.id), '[]') from repair_status_changes sc where sc.order_id = o.id)`.as('changes'),
      sql<CertificateJson[]>`(select coalesce(json_agg(json_build_object('serial_no', rc.serial_no, 'certificate_type', rc.certificate_type, 'certificate_no', rc.certificate_no,
        'file_key', rc.file_key, 'uploaded_at', rc.uploaded_at, 'filename', f.filename) order by rc.serial_no), '[]')
        from repair_certificates rc left join files f on f.id = rc.file_key where rc.order_id = o.id)`.as('certificates'),
      sql<BillJson | null>`(select to_jsonb(rb) || jsonb_build_object('company_name', bc.name, 'company_name_en', bc.name_en)
        from repair_bills rb join companies bc on bc.id = rb.company_id where rb.order_id = o.id)`.as('bill'),
    ])
    .where(companyFilter('o.company_id', scope))
    .where('o.id', '=', id)
    .executeTakeFirst();

export const lockOrder = (trx: Database, scope: Scope, id: number) =>
  trx.selectFrom('repair_orders').select(['id', 'status', 'company_id', 'inquiry_id']).where(companyFilter('company_id', scope)).where('id', '=', id).forUpdate().executeTakeFirst();

export async function insertOrder(trx: Database, values: Insertable<RepairOrdersTable>): Promise<number> {
  return (await trx.insertInto('repair_orders').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateOrder(trx: Database, id: number, values: Updateable<RepairOrdersTable>) {
  await trx.updateTable('repair_orders').set(values).where('id', '=', id).execute();
}

/** The order's maintenance status, moved only by `applyTransition` with REPAIR_ORDER_WORKFLOW. */
export const REPAIR_ORDER_STATUS = statusColumn({ table: 'repair_orders', workflow: REPAIR_ORDER_WORKFLOW });
/** An exchange core's return (D-347), moved only by `applyTransition` with CORE_WORKFLOW. */
export const CORE_STATUS = statusColumn({ table: 'repair_orders', workflow: CORE_WORKFLOW, column: 'core_status' });

/**
 * Moves the order by `action`, with the columns the status sets. `coreDue`: an exchange unit
 * shipped, so its core is due back from then (the core's first state, as an insert writes one, D-811).
 */
export async function moveOrder(trx: Database, id: number, action: RepairOrderAction, values: Updateable<RepairOrdersTable> & { coreDue?: { dueDate: string } }): Promise<RepairOrderStatus> {
  const { coreDue, ...set } = values;
  return applyTransition(trx, REPAIR_ORDER_STATUS, { id, action, set: coreDue ? { ...set, core_status: 'due' satisfies CoreStatus, core_due_date: coreDue.dueDate } : set });
}

export async function moveCore(trx: Database, id: number, action: CoreAction, values: Updateable<RepairOrdersTable>): Promise<CoreStatus> {
  return applyTransition(trx, CORE_STATUS, { id, action, set: values });
}

export async function insertStatusChange(
  trx: Database,
  v: { order_id: number; from_status: RepairOrderStatus | null; to_status: RepairOrderStatus; at: Date; actor_id: number | null; actor_name: string | null; actor_side: 'staff' | 'supplier' | 'system'; note: string | null },
) {
  await trx.insertInto('repair_status_changes').values(v).execute();
}

export async function upsertCertificate(trx: Database, v: { order_id: number; serial_no: string; certificate_type: string; certificate_no: string; file_key: string; uploaded_at: Date }) {
  await trx
    .insertInto('repair_certificates')
    .values(v)
    .onConflict((oc) => oc.columns(['order_id', 'serial_no']).doUpdateSet({ certificate_type: v.certificate_type, certificate_no: v.certificate_no, file_key: v.file_key, uploaded_at: v.uploaded_at }))
    .execute();
}

export type { QuoteStatus };

export const findOrderOfInquiry = (db: Database, inquiryId: number) => db.selectFrom('repair_orders').select(['id', 'order_no']).where('inquiry_id', '=', inquiryId).executeTakeFirst();

/** The enabled users of a shop holding `permission` (or its company administrators): who is told of repair news. */
export async function shopUsers(db: Database, companyId: number, permission: 'sup.quotation' | 'sup.purchaseOrder'): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.company_id', '=', companyId)
    .where('u.enabled', '=', true)
    .where(sql<boolean>`(u.is_company_admin or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and ${permission} = any(r.permissions)))`)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/** The shop's inquiries of the "pending" group (a quote not given while the inquiry accepts one): `sup/repair?group=pending`. */
export async function countPendingSupplierInquiries(db: Database, companyId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('repair_quotes as q')
    .innerJoin('repair_inquiries as i', 'i.id', 'q.inquiry_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('q.company_id', '=', companyId)
    .where('q.status', 'in', ['not_filled', 'hold'])
    .where(sql<boolean>`(i.status = 'sent' and i.quotation_deadline > ${now})`)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Repair orders of the order lists' filters (the same condition as `listOrders`), counted up to `COUNT_CAP`. */
export async function countOrders(db: Database, scope: Scope, q: OrderListQuery, now: Date): Promise<number> {
  return (await countQuery(db, db.selectFrom('repair_orders as o').select('o.id').where(orderFilter(scope, q, now)), { countCap: COUNT_CAP })).total;
}

// Callers read every repair query through `repo`; the bills' part lives beside it.
export * from './bills-repo';
