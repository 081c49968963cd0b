/** The SQL pieces every read of a bill shares: its rate card in force, its weight in kg, dates as text. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export const day = (col: string, alias: string) => sql<string>`${sql.ref(col)}::text`.as(alias);

/** Weight in kg as the shared `weightInKg` rounds it. */
export const weightKg = sql<string>`round(case when b.weight_unit = 'lb' then b.net_weight * 0.45359237 else b.net_weight end, 3)`;

/** Bills with their forwarder and the rate card in force (the latest start wins). */
export function billsWithCard(db: Database) {
  return db
    .selectFrom('freight_bills as b')
    .innerJoin('companies as c', 'c.id', 'b.company_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('freight_rate_cards as rc')
          .select(['rc.id as rate_card_id', 'rc.rate_per_kg', 'rc.min_charge'])
          .whereRef('rc.company_id', '=', 'b.company_id')
          .where(sql<boolean>`upper(rc.origin) = upper(b.origin) and upper(rc.destination) = upper(b.destination)`)
          .whereRef('rc.transport_mode', '=', 'b.transport_mode')
          .whereRef('rc.currency', '=', 'b.currency')
          .where(sql<boolean>`rc.effective_from <= b.invoice_date and (rc.effective_to is null or rc.effective_to >= b.invoice_date)`)
          .orderBy('rc.effective_from', 'desc')
          .orderBy('rc.id', 'desc')
          .limit(1)
          .as('rc'),
      (join) => join.onTrue(),
    );
}
