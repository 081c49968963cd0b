import { sql, type Kysely } from 'kysely';

/**
 * Wheel price lists of repair (issue 15 item 3, D-341, D-342): price rounds asking repair shops for
 * stepped unit prices of a material group's P/Ns over a validity period, and each shop's answer.
 * Also the bill lists' orders (staff: latest first; the shop: its own latest first, D-343).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table repair_price_rounds (
      id serial primary key,
      number text not null unique,
      status text not null default 'sent' check (status in ('sent','closed')),
      title text not null,
      material_group text not null,
      valid_from date not null,
      valid_to date not null,
      quotation_deadline timestamptz not null,
      lines jsonb not null,
      created_by integer not null references users(id),
      created_by_name text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index repair_price_rounds_list_idx on repair_price_rounds (created_at desc, id desc)`.execute(db);

  await sql`
    create table repair_price_answers (
      id serial primary key,
      round_id integer not null references repair_price_rounds(id),
      company_id integer not null references companies(id),
      status text not null default 'not_filled' check (status in ('not_filled','hold','submitted','no_offer')),
      remarks text,
      no_offer_reason text,
      lines jsonb not null default '[]',
      submitted_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (round_id, company_id)
    )`.execute(db);
  await sql`create index repair_price_answers_company_idx on repair_price_answers (company_id, round_id desc)`.execute(db);
  await sql`create index repair_bills_list_idx on repair_bills (submitted_at desc, id desc)`.execute(db);
  await sql`create index repair_bills_company_idx on repair_bills (company_id, submitted_at desc, id desc)`.execute(db);
}
