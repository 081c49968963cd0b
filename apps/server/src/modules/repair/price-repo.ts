/**
 * SQL of the wheel price lists (price rounds, D-342). Rounds are the staff's own; a shop sees a round
 * only through its own answer row (companyFilter: another company's is a 404).
 */
import { ROUND_WORKFLOW, type RoundAction, type RoundListQuery, type RoundStatus, type SupplierRoundQuery } from '@aerosupply/shared/repair/price-rounds';
import { QUOTE_WORKFLOW, type QuoteAction, type QuoteStatus } from '@aerosupply/shared/repair/workflow';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Database } from '../../db/database';
import { pageQuery } from '../../platform/db/paging';
import { companyFilter, type Scope } from '../../platform/tenancy/scope';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import type { RepairPriceAnswersTable, RepairPriceRoundsTable } from './tables';

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => '\\' + c)}%`;

/** `WPR<yyyymmdd>-<nnnn>` from the round table's id sequence. */
export async function nextRoundNumber(db: Database, now: Date): Promise<string> {
  const { rows } = await sql<{ n: number }>`select nextval('repair_price_rounds_id_seq'::regclass)::int as n`.execute(db);
  return `WPR${now.toISOString().slice(0, 10).replaceAll('-', '')}-${String(rows[0]!.n).padStart(4, '0')}`;
}

const ROUND_COLUMNS = [
  'r.id', 'r.number', 'r.status', 'r.title', 'r.material_group', 'r.quotation_deadline', 'r.lines', 'r.created_by_name', 'r.created_at',
] as const;

function selectRound(db: Database) {
  return db
    .selectFrom('repair_price_rounds as r')
    .select(ROUND_COLUMNS)
    .select([sql<string>`r.valid_from::text`.as('valid_from_text'), sql<string>`r.valid_to::text`.as('valid_to_text')])
    .select((eb) => [
      eb.selectFrom('repair_price_answers as a').whereRef('a.round_id', '=', 'r.id').select(sql<number>`count(*)::int`.as('n')).as('shop_count'),
      eb.selectFrom('repair_price_answers as a').whereRef('a.round_id', '=', 'r.id').where('a.status', '=', 'submitted').select(sql<number>`count(*)::int`.as('n')).as('submitted_count'),
    ]);
}
export type RoundDbRow = Awaited<ReturnType<ReturnType<typeof selectRound>['executeTakeFirstOrThrow']>>;

export function listRounds(db: Database, q: RoundListQuery) {
  let qb = selectRound(db);
  if (q.number) qb = qb.where('r.number', 'ilike', like(q.number));
  if (q.materialGroup) qb = qb.where('r.material_group', '=', q.materialGroup);
  if (q.status) qb = qb.where('r.status', '=', q.status);
  return pageQuery(db, qb.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), q);
}

export const findRound = (db: Database, id: number) => selectRound(db).where('r.id', '=', id).executeTakeFirst();

export const lockRound = (trx: Database, id: number) =>
  trx.selectFrom('repair_price_rounds').select(['id', 'status', 'quotation_deadline', 'lines']).where('id', '=', id).forUpdate().executeTakeFirst();

export async function insertRound(trx: Database, values: Insertable<RepairPriceRoundsTable>): Promise<number> {
  return (await trx.insertInto('repair_price_rounds').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** The round's status, moved only by `applyTransition` with ROUND_WORKFLOW. */
export const ROUND_STATUS = statusColumn({ table: 'repair_price_rounds', workflow: ROUND_WORKFLOW });

export async function moveRound(trx: Database, id: number, action: RoundAction, now: Date): Promise<RoundStatus> {
  return applyTransition(trx, ROUND_STATUS, { id, action, set: { updated_at: now } });
}

export async function insertAnswers(trx: Database, roundId: number, companyIds: readonly number[], now: Date) {
  await trx.insertInto('repair_price_answers').values(companyIds.map((company_id) => ({ round_id: roundId, company_id, updated_at: now }))).execute();
}

function selectAnswer(db: Database) {
  return db
    .selectFrom('repair_price_answers as a')
    .innerJoin('companies as c', 'c.id', 'a.company_id')
    .selectAll('a')
    .select(['c.name as company_name', 'c.name_en as company_name_en']);
}
export type AnswerDbRow = Awaited<ReturnType<ReturnType<typeof selectAnswer>['executeTakeFirstOrThrow']>>;

export const listAnswers = (db: Database, roundId: number) => selectAnswer(db).where('a.round_id', '=', roundId).orderBy('a.id').execute();

export const findOwnAnswer = (db: Database, scope: Scope, roundId: number) =>
  selectAnswer(db).where('a.round_id', '=', roundId).where(companyFilter('a.company_id', scope)).executeTakeFirst();

export const lockOwnAnswer = (trx: Database, scope: Scope, roundId: number) =>
  trx.selectFrom('repair_price_answers').select(['id', 'status']).where('round_id', '=', roundId).where(companyFilter('company_id', scope)).forUpdate().executeTakeFirst();

/** A shop's answer to a round has the quotation's states and actions (QUOTE_WORKFLOW). */
export const PRICE_ANSWER_STATUS = statusColumn({ table: 'repair_price_answers', workflow: QUOTE_WORKFLOW });

/** Moves the answer by `action`, with the columns the shop's answer writes. */
export async function moveAnswer(trx: Database, id: number, action: QuoteAction, values: Updateable<RepairPriceAnswersTable>): Promise<QuoteStatus> {
  return applyTransition(trx, PRICE_ANSWER_STATUS, { id, action, set: values });
}

/** The shop's rounds of one list group (pending / processed / expired, as the repair inquiries, D-332). */
export function listSupplierRounds(db: Database, companyId: number, q: SupplierRoundQuery, now: Date) {
  let qb = selectRound(db)
    .innerJoin('repair_price_answers as own', 'own.round_id', 'r.id')
    .select('own.id as answer_id')
    .where('own.company_id', '=', companyId);
  const accepting = sql<boolean>`(r.status = 'sent' and r.quotation_deadline > ${now})`;
  if (q.group === 'processed') qb = qb.where('own.status', 'in', ['submitted', 'no_offer']);
  else {
    qb = qb.where('own.status', 'in', ['not_filled', 'hold']);
    qb = qb.where(q.group === 'pending' ? accepting : sql<boolean>`not ${accepting}`);
  }
  if (q.materialGroup) qb = qb.where('r.material_group', '=', q.materialGroup);
  return pageQuery(db, qb.orderBy('r.quotation_deadline', q.group === 'pending' ? 'asc' : 'desc').orderBy('own.id', 'desc'), q);
}

export const findAnswer = (db: Database, id: number) => selectAnswer(db).where('a.id', '=', id).executeTakeFirstOrThrow();

/** Submitted answers' tiers for `pn` from rounds valid on `today` (YYYY-MM-DD), the latest round first. */
export async function submittedPricesOf(db: Database, pn: string, today: string) {
  const { rows } = await sql<{
    company_id: number; company_name: string; company_name_en: string | null; round_id: number; round_number: string; valid_to: string;
    tiers: { startQty: number; price: number; deliveryDays: number; currency: string }[];
  }>`
    select a.company_id, c.name as company_name, c.name_en as company_name_en, r.id as round_id, r.number as round_number, r.valid_to::text as valid_to, l.value->'tiers' as tiers
    from repair_price_answers a
    join repair_price_rounds r on r.id = a.round_id
    join companies c on c.id = a.company_id
    cross join lateral jsonb_array_elements(a.lines) l
    where a.status = 'submitted' and r.valid_from <= ${today}::date and r.valid_to >= ${today}::date and upper(l.value->>'pn') = ${pn.toUpperCase()}
    order by r.valid_from desc, r.id desc
    limit 200`.execute(db);
  return rows;
}
