import { sql, type Kysely } from 'kysely';

/**
 * Award fidelity (issue 25 item 1, D-470..D-473): an agreement line carries the awarded offer
 * (the P/N it replaces when an alternate was awarded, manufacturer, condition code, certificate,
 * postponed delivery date); the offer's other fees become agreement charges, counted in the total;
 * the approver of the award is recorded apart from the buyer. Clause numbers and contract numbers
 * take the RFx's lengths (60).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table agreements add column approver_user_id integer references users(id), add column approver_name text`.execute(db);
  await sql`alter table agreement_lines add column replaces_pn text, add column manufacturer_pn text, add column manufacturer_code text,
    add column manufacturer_name text, add column condition_code text, add column certificate text, add column postponed_date date`.execute(db);
  await sql`
    create table agreement_charges (
      id serial primary key,
      agreement_id integer not null references agreements(id) on delete cascade,
      seq integer not null,
      line_no integer,
      name text not null,
      amount numeric(18,4) not null check (amount >= 0),
      unique (agreement_id, seq)
    )`.execute(db);
}
