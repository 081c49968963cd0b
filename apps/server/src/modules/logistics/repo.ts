/**
 * All SQL of shipment notices, forwarder work, milestones and supplier despatch (issue 16).
 * Scoping: staff see every shipment; a forwarder only those assigned to its company (first or
 * last leg); a supplier its own despatches. Purchase order items come from the orders module's
 * index (`findOrderItems`, `acknowledgedItemsOfSupplier`, `lockOrderItems`; D-384), never from its tables.
 */
import type { ShipmentListQuery } from '@aerosupply/shared/logistics/schemas';
import { DIRECTIONS, FLOW_ENTRIES, SHIPMENT_STATUSES, SHIPMENT_WORKFLOW, type FlowEntry, type FlowList } from '@aerosupply/shared/logistics/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { Scope } from '../../platform/tenancy/scope';
import { statusColumn } from '../../platform/workflow/status-writer';
import type { ShipmentCargoTable, ShipmentsTable } from './tables';
import { dayEndsAt, dayStartsAt } from '../../platform/db/days';

/** `<prefix><yyyymmdd>-<nnnnn>` from the table's id sequence. */
export async function nextNumber(db: Database, prefix: 'TN' | 'DN', now: Date): Promise<string> {
  const seq = prefix === 'TN' ? 'shipments_id_seq' : 'despatches_id_seq';
  const { rows } = await sql<{ n: number }>`select nextval(${seq}::regclass)::int as n`.execute(db);
  return `${prefix}${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(5, '0')}`;
}

/** Forwarders see the shipments their company works on (first or last leg). */
function visible<QB extends { where: (...args: never[]) => QB }>(qb: QB, scope: Scope): QB {
  if (scope.companyType === 'staff') return qb;
  if (scope.companyType !== 'forwarder') return (qb.where as (...a: unknown[]) => QB)(sql<boolean>`false`);
  return (qb.where as (...a: unknown[]) => QB)(sql<boolean>`(s.forwarder_company_id = ${scope.companyId} or s.last_leg_company_id = ${scope.companyId})`);
}

function selectShipment(db: Database) {
  return db
    .selectFrom('shipments as s')
    .leftJoin('logistics_master as f', 'f.id', 's.forwarder_id')
    .selectAll('s')
    .select(['f.code as fwd_code', 'f.name as fwd_name', 'f.name_en as fwd_name_en'])
    .select(sql<string>`(select coalesce(sum(c.picked_qty), 0)::text from shipment_cargo c where c.shipment_id = s.id)`.as('picked_total'));
}
export type ShipmentRowDb = Awaited<ReturnType<ReturnType<typeof selectShipment>['executeTakeFirstOrThrow']>>;

/** Keyset page, newest first: `pageSize + 1` rows after (created_at, id) of the cursor. */
type ShipmentFilterQb = ReturnType<typeof shipmentsBase>;
const shipmentsBase = (db: Database) => db.selectFrom('shipments as s');

/** The list's filters other than scope, status and flow, and the keyset cursor. */
function listFilters<QB extends ShipmentFilterQb>(db: Database, qb: QB, q: ShipmentListQuery, after: { createdAt: string; id: number } | null, timeZone: string): QB {
  let out = qb as ShipmentFilterQb;
  if (q.direction) out = out.where('s.direction', '=', q.direction);
  if (q.number) out = out.where('s.id', 'in', db.selectFrom('shipment_numbers').select('shipment_id').where('value', '=', q.number.trim().toUpperCase()));
  if (q.cleared) out = out.where('s.clearance', q.cleared === 'true' ? 'is not' : 'is', null);
  if (q.createdFrom) out = out.where(sql<boolean>`s.created_at >= ${dayStartsAt(q.createdFrom, timeZone)}`);
  if (q.createdTo) out = out.where(sql<boolean>`s.created_at < ${dayEndsAt(q.createdTo, timeZone)}`);
  if (after) out = out.where(sql<boolean>`(s.created_at, s.id) < (${after.createdAt}::timestamptz, ${after.id})`);
  return out as QB;
}

/**
 * What the list asks for (status and flow together: both): the flow list's entries (status,
 * directions, acting leg; D-513), or null for every status.
 */
function wantedEntries(q: ShipmentListQuery): readonly FlowEntry[] | null {
  const flow = q.flow ? FLOW_ENTRIES[q.flow as FlowList] : null;
  if (q.status) return flow ? flow.filter((e) => e.status === q.status) : [{ status: q.status, directions: DIRECTIONS, leg: null }];
  return flow;
}

/** Only the entry's directions (all four: no condition). */
const inDirections = <QB extends ShipmentFilterQb>(qb: QB, e: FlowEntry): QB =>
  e.directions.length === DIRECTIONS.length ? qb : (qb.where('s.direction', 'in', [...e.directions]) as QB);

/** `timeZone`: the company's, whose calendar days the created-date filters are. */
export function listShipments(db: Database, scope: Scope, q: ShipmentListQuery, after: { createdAt: string; id: number } | null, timeZone: string) {
  const entries = wantedEntries(q);
  if (scope.companyType === 'forwarder' && !q.number) return listForwarderShipments(db, scope.companyId, q, entries, after, timeZone);
  let qb = visible(selectShipment(db), scope);
  if (entries) {
    qb = entries.length === 0
      ? qb.where(sql<boolean>`false`)
      : qb.where((eb) => eb.or(entries.map((e) => eb.and([eb('s.status', '=', e.status), ...(e.directions.length === DIRECTIONS.length ? [] : [eb('s.direction', 'in', [...e.directions])])]))));
  }
  qb = listFilters(db, qb, q, after, timeZone);
  return qb.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(q.pageSize + 1).execute();
}

/**
 * A forwarder's work lists (issue 16 figures, D-434): the page's ids are the newest of one ordered
 * index range per leg (first, last) and status — `(forwarder_company_id | last_leg_company_id,
 * status, created_at desc, id desc)`, migration 0976 — each read for at most a page, so the cost
 * does not grow with the forwarder's history; then the page's rows are read by id. (One
 * `(first or last leg) and status in (…)` query newest first had the planner walk the whole
 * newest-first index when the forwarder had few such shipments.)
 */
async function listForwarderShipments(db: Database, companyId: number, q: ShipmentListQuery, entries: readonly FlowEntry[] | null, after: { createdAt: string; id: number } | null, timeZone: string) {
  const take = q.pageSize + 1;
  const wanted = entries ?? SHIPMENT_STATUSES.map((status): FlowEntry => ({ status, directions: DIRECTIONS, leg: null }));
  if (wanted.length === 0) return [];
  // A work list holds a shipment for the leg that acts on it next (D-513): e.g. the delivery list
  // of the first-leg forwarder does not hold what the last-leg forwarder delivers.
  const legs = [['forwarder_company_id', 'first'], ['last_leg_company_id', 'last']] as const;
  const branches = legs.flatMap(([leg, legName]) =>
    wanted.filter((e) => e.leg === null || e.leg === legName).map((e) => {
      let b = inDirections(shipmentsBase(db).select(['s.id', 's.created_at']).where(`s.${leg}`, '=', companyId).where('s.status', '=', e.status), e);
      // A shipment whose both legs are this forwarder's is listed once, from the first leg.
      if (leg === 'last_leg_company_id') b = b.where(sql<boolean>`s.forwarder_company_id is distinct from ${companyId}`);
      return listFilters(db, b, q, after, timeZone).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').limit(take);
    }),
  );
  if (branches.length === 0) return [];
  const union = branches.map((b, i) => db.selectFrom(b.as(`b${i}`)).select([`b${i}.id as id`, `b${i}.created_at as created_at`])).reduce((a, b) => a.unionAll(b));
  const ids = (await db.selectFrom(union.as('u')).select('u.id').orderBy('u.created_at', 'desc').orderBy('u.id', 'desc').limit(take).execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  return selectShipment(db).where('s.id', 'in', ids).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}

export const findShipment = (db: Database, scope: Scope, id: number) => visible(selectShipment(db), scope).where('s.id', '=', id).executeTakeFirst();

/** Locks the row for a use case (one writer at a time: concurrent pick-ups queue here). */
export const lockShipment = (trx: Database, scope: Scope, id: number) =>
  visible(trx.selectFrom('shipments as s').select(['s.id', 's.status', 's.direction', 's.transport_type', 's.forwarder_company_id', 's.last_leg_company_id', 's.number', 's.allotment']), scope)
    .where('s.id', '=', id)
    .forUpdate()
    .executeTakeFirst();

export const pickedTotal = async (trx: Database, id: number) =>
  Number((await trx.selectFrom('shipment_cargo').select(sql<string>`coalesce(sum(picked_qty), 0)::text`.as('n')).where('shipment_id', '=', id).executeTakeFirstOrThrow()).n);

export const insertShipment = async (trx: Database, values: Insertable<ShipmentsTable>) => (await trx.insertInto('shipments').values(values).returning('id').executeTakeFirstOrThrow()).id;
/** The shipment's status, moved only by `applyTransition` with SHIPMENT_WORKFLOW. */
export const SHIPMENT_STATUS = statusColumn({ table: 'shipments', workflow: SHIPMENT_WORKFLOW });
/** Every column but the status (the status moves by `applyTransition` with SHIPMENT_STATUS). */
export const updateShipment = (trx: Database, id: number, values: Updateable<ShipmentsTable>) => trx.updateTable('shipments').set(values).where('id', '=', id).execute();
export const deleteShipment = (trx: Database, id: number) => trx.deleteFrom('shipments').where('id', '=', id).execute();

export const listCargo = (db: Database, id: number) => db.selectFrom('shipment_cargo').selectAll().where('shipment_id', '=', id).orderBy('line_no').execute();
export type CargoRow = Awaited<ReturnType<typeof listCargo>>[number];
export const replaceCargo = async (trx: Database, id: number, lines: Omit<Insertable<ShipmentCargoTable>, 'shipment_id'>[]) => {
  await trx.deleteFrom('shipment_cargo').where('shipment_id', '=', id).execute();
  if (lines.length) await trx.insertInto('shipment_cargo').values(lines.map((l) => ({ ...l, shipment_id: id }))).execute();
};
export const addPicked = (trx: Database, cargoId: number, qty: number) =>
  trx.updateTable('shipment_cargo').set({ picked_qty: sql`picked_qty + ${qty}` }).where('id', '=', cargoId).execute();

export const insertPickup = (trx: Database, values: Insertable<import('./tables').ShipmentPickupsTable>) => trx.insertInto('shipment_pickups').values(values).execute();
export const listPickups = (db: Database, id: number) => db.selectFrom('shipment_pickups').selectAll().where('shipment_id', '=', id).orderBy('id').execute();

export const insertMilestone = (trx: Database, values: Insertable<import('./tables').ShipmentMilestonesTable>) =>
  trx.insertInto('shipment_milestones').values(values).onConflict((oc) => oc.columns(['shipment_id', 'milestone']).doUpdateSet({ at: values.at, actor_name: values.actor_name, actor_user_id: values.actor_user_id ?? null, actor_side: values.actor_side })).execute();
export const deleteMilestone = (trx: Database, id: number, milestone: string) => trx.deleteFrom('shipment_milestones').where('shipment_id', '=', id).where('milestone', '=', milestone).execute();
export const listMilestones = (db: Database, id: number) => db.selectFrom('shipment_milestones').selectAll().where('shipment_id', '=', id).orderBy('seq').execute();

export const shipmentNumbers = (db: Database, id: number) =>
  db.selectFrom('shipments').select(['number', 'master_waybill', 'house_waybill', 'awb', 'packing_list_no', 'inland_waybill_no', 'external_contract_no']).where('id', '=', id).executeTakeFirstOrThrow();

/** The numbers a shipment is found by (upper case): notice, waybills, AWB, packing list, orders, P/Ns. */
export async function replaceNumbers(trx: Database, id: number, numbers: { value: string; kind: string }[]): Promise<void> {
  await trx.deleteFrom('shipment_numbers').where('shipment_id', '=', id).execute();
  const unique = new Map(numbers.filter((n) => n.value.trim()).map((n) => [`${n.kind}|${n.value.trim().toUpperCase()}`, { shipment_id: id, value: n.value.trim().toUpperCase(), kind: n.kind }]));
  if (unique.size) await trx.insertInto('shipment_numbers').values([...unique.values()]).execute();
}

export const findMasterRef = (db: Database, id: number, kinds: readonly string[]) =>
  db.selectFrom('logistics_master').select(['id', 'code', 'name', 'name_en', 'forwarder_company_id', 'scope', 'enabled']).where('id', '=', id).where('kind', 'in', kinds).executeTakeFirst();

// ---- what was despatched against purchase order items ----

/** The quantity despatched so far against each of these order items (items without despatches: absent). */
export async function despatchedByItem(db: Database, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('despatch_lines')
    .select(['order_item_id', sql<string>`sum(quantity)::text`.as('qty')])
    .where('order_item_id', 'in', itemIds)
    .groupBy('order_item_id')
    .execute();
  return new Map(rows.map((r) => [r.order_item_id, Number(r.qty)]));
}

// ---- supplier despatch ----

export const insertDespatch = async (trx: Database, values: Insertable<import('./tables').DespatchesTable>) =>
  (await trx.insertInto('despatches').values(values).returning('id').executeTakeFirstOrThrow()).id;
export const insertDespatchLines = (trx: Database, rows: Insertable<import('./tables').DespatchLinesTable>[]) => trx.insertInto('despatch_lines').values(rows).execute();

/** How much of a despatch (`d`) its notice's cargo lines have had picked up (D-530). */
export const despatchPicked = sql<string>`(select coalesce(sum(c.picked_qty), 0)::text from shipment_cargo c join despatch_lines dl on dl.id = c.despatch_line_id where dl.despatch_id = d.id)`;

export function listDespatches(db: Database, scope: Scope, ids?: readonly number[]) {
  let qb = db
    .selectFrom('despatches as d')
    .innerJoin('companies as c', 'c.id', 'd.company_id')
    .leftJoin('shipments as s', 's.id', 'd.shipment_id')
    .select(['d.id', 'd.number', 'd.packing_list_no', 'd.receiving_place', 'd.trade_term', 'd.remark', 'd.shipment_id', 'd.created_at', 'd.company_id', 'c.name as company_name', 'c.name_en as company_name_en', 's.number as shipment_number', 's.status as shipment_status'])
    .select(sql<string>`d.ship_date::text`.as('ship_date'))
    .select(despatchPicked.as('picked'));
  if (scope.companyType === 'supplier') qb = qb.where('d.company_id', '=', scope.companyId);
  else if (scope.companyType !== 'staff') qb = qb.where(sql<boolean>`false`);
  if (ids) qb = qb.where('d.id', 'in', ids.length ? ids : [0]);
  return qb.orderBy('d.id', 'desc').limit(200).execute();
}
export type DespatchRow = Awaited<ReturnType<typeof listDespatches>>[number];

export const despatchLines = (db: Database, despatchIds: readonly number[]) =>
  despatchIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('despatch_lines as l')
        .select(['l.id', 'l.despatch_id', 'l.order_id', 'l.order_item_id', 'l.quantity', 'l.batch', 'l.box_no'])
        .where('l.despatch_id', 'in', despatchIds)
        .orderBy('l.id')
        .execute();
export type DespatchLineRow = Awaited<ReturnType<typeof despatchLines>>[number];

/** Takes the despatches off a notice (its edit links those its cargo names again). */
export const unlinkDespatches = (trx: Database, shipmentId: number) => trx.updateTable('despatches').set({ shipment_id: null }).where('shipment_id', '=', shipmentId).execute();

export const linkDespatch = (trx: Database, despatchLineIds: readonly number[], shipmentId: number) =>
  despatchLineIds.length
    ? trx.updateTable('despatches').set({ shipment_id: shipmentId }).where('id', 'in', trx.selectFrom('despatch_lines').select('despatch_id').where('id', 'in', despatchLineIds)).execute()
    : Promise.resolve([]);

/**
 * Shipments carried by one forwarder company under the given waybill numbers (the AWB, master or
 * house waybill, upper-case), for the freight bill match (D-367). The forwarder scope above: only
 * shipments where that company has a leg, so another forwarder's waybill is never found.
 */
export async function findForwarderWaybillRows(db: Database, forwarderCompanyId: number, waybills: readonly string[]) {
  const numbers = [...new Set(waybills.map((w) => w.trim().toUpperCase()))].filter((w) => w !== '');
  if (numbers.length === 0) return [];
  const list = sql.join(numbers);
  const rows = await db
    .selectFrom('shipments as s')
    .where(sql<boolean>`(upper(s.awb) in (${list}) or upper(s.master_waybill) in (${list}) or upper(s.house_waybill) in (${list}))`)
    .where(sql<boolean>`(s.forwarder_company_id = ${forwarderCompanyId} or s.last_leg_company_id = ${forwarderCompanyId})`)
    .select(['s.id', 's.number', 's.awb', 's.master_waybill', 's.house_waybill', 's.gross_weight', 's.chargeable_weight', 's.origin_port', 's.destination_port', 's.transport_type', 's.service_mode', 's.etd', 's.atd', 's.ata'])
    .orderBy('s.id')
    .execute();
  const wanted = new Set(numbers);
  return rows.flatMap((r) =>
    [...new Set([r.awb, r.master_waybill, r.house_waybill].filter((w): w is string => w !== null).map((w) => w.toUpperCase()))]
      .filter((w) => wanted.has(w))
      .map((waybill) => ({ ...r, waybill })),
  );
}

/** Field and record separators of the batch look-up's texts (control characters no waybill or port holds). */
const FIELD = '\x1f';
const RECORD = '\x1e';

/** One row of `findWaybillShipmentRowsOfForwarders`: a shipment under a waybill, for the forwarder that asked, with what a bill is compared with. */
export interface ForwarderWaybillRow {
  company_id: number;
  waybill: string;
  id: number;
  gross_weight: string | null;
  chargeable_weight: string | null;
  origin_port: string;
  destination_port: string;
}

/**
 * `findForwarderWaybillRows` for many forwarders and waybills at once (the cross-bill difference
 * list, D-436): the (forwarder, waybill) pairs go in as one delimited text and are joined with the AWB, the
 * master and the house waybill upper-cased (indexed by migration 0980), with the same forwarder
 * scope (first or last leg). One row per forwarder, waybill and shipment, in shipment id order.
 */
export async function findWaybillShipmentRowsOfForwarders(db: Database, pairs: readonly { companyId: number; waybill: string }[]): Promise<ForwarderWaybillRow[]> {
  const seen = new Set<string>();
  const companies: number[] = [];
  const numbers: string[] = [];
  for (const p of pairs) {
    const w = p.waybill.trim().toUpperCase();
    const k = `${p.companyId}|${w}`;
    if (w === '' || seen.has(k) || w.includes(FIELD) || w.includes(RECORD)) continue;
    seen.add(k);
    companies.push(p.companyId);
    numbers.push(w);
  }
  if (numbers.length === 0) return [];
  // The pairs go in and the rows come back as one delimited text each (D-439): 100,000 array
  // elements and result rows cost the driver several times the query's own time.
  const pairsText = companies.map((c, i) => `${c}${FIELD}${numbers[i]}`).join(RECORD);
  const cols = sql`concat(q.c, ${FIELD}::text, q.w, ${FIELD}::text, s.id, ${FIELD}::text, s.gross_weight, ${FIELD}::text, s.chargeable_weight, ${FIELD}::text, s.origin_port, ${FIELD}::text, s.destination_port) as r`;
  const leg = sql`(s.forwarder_company_id = q.c or s.last_leg_company_id = q.c)`;
  const res = await sql<{ rows: string | null }>`
    with q as materialized (select split_part(x, ${FIELD}::text, 1)::int as c, split_part(x, ${FIELD}::text, 2) as w from string_to_table(${pairsText}::text, ${RECORD}::text) as x)
    select string_agg(r, ${RECORD}::text order by id, r) as rows from (
      select s.id, ${cols} from q join shipments s on upper(s.awb) = q.w and ${leg}
      union all
      select s.id, ${cols} from q join shipments s on upper(s.master_waybill) = q.w and ${leg}
      union all
      select s.id, ${cols} from q join shipments s on upper(s.house_waybill) = q.w and ${leg}) found`.execute(db);
  // A shipment naming the number twice (say AWB and master waybill) is found twice, as the same
  // record next to itself (ordered by id and record): kept once.
  const text = res.rows[0]?.rows;
  if (!text) return [];
  const out: ForwarderWaybillRow[] = [];
  let previous = '';
  for (const record of text.split(RECORD)) {
    if (record === previous) continue;
    previous = record;
    const f = record.split(FIELD);
    out.push({ company_id: Number(f[0]), waybill: f[1]!, id: Number(f[2]), gross_weight: f[3] || null, chargeable_weight: f[4] || null, origin_port: f[5]!, destination_port: f[6]! });
  }
  return out;
}

// ---- workbench counters (issue 28 item 2, D-580) ----

/**
 * The shipments of a forwarder's work list (`fwd/pickup`, `fwd/dispatch`, `fwd/customs`,
 * `fwd/delivery`): the same index ranges as `listForwarderShipments` (one per leg and status),
 * each read for at most `cap + 1` ids, so the count stops at `cap`.
 */
export async function countForwarderFlow(db: Database, companyId: number, flow: FlowList, cap: number): Promise<number> {
  const legs = [['forwarder_company_id', 'first'], ['last_leg_company_id', 'last']] as const;
  const branches = legs.flatMap(([leg, legName]) =>
    FLOW_ENTRIES[flow].filter((e) => e.leg === null || e.leg === legName).map((e) => {
      let b = inDirections(shipmentsBase(db).select('s.id').where(`s.${leg}`, '=', companyId).where('s.status', '=', e.status), e);
      if (leg === 'last_leg_company_id') b = b.where(sql<boolean>`s.forwarder_company_id is distinct from ${companyId}`);
      return b.limit(cap + 1);
    }),
  );
  if (branches.length === 0) return 0;
  const union = branches.map((b, i) => db.selectFrom(b.as(`b${i}`)).select(`b${i}.id as id`)).reduce((a, b) => a.unionAll(b));
  const row = await db.selectFrom(db.selectFrom(union.as('u')).select('u.id').limit(cap + 1).as('c')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Math.min(row.n, cap);
}

/** Shipments in one status (staff: all companies): the rows of `logistics/shipments?status=<status>`, up to `cap`. */
export async function countShipmentsIn(db: Database, status: (typeof SHIPMENT_STATUSES)[number], cap: number): Promise<number> {
  const row = await db.selectFrom(shipmentsBase(db).select('s.id').where('s.status', '=', status).limit(cap + 1).as('c')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return Math.min(row.n, cap);
}
