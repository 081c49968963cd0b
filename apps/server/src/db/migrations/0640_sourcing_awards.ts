import { sql, type Kysely } from 'kysely';

/**
 * Awards of opened RFx (issue 13 item 3, D-281..D-283): the buyer's award with its reviewer, one
 * line per item and supplier (split quantities), and the agreement each approved line went into.
 * At most one award per RFx is pending or approved (a partial unique index: two buyers awarding the
 * same RFx at once, one wins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sourcing_awards (
      id serial primary key,
      rfx_id integer not null references sourcing_rfx(id),
      status text not null default 'pending' check (status in ('pending','approved','rejected')),
      reason text,
      approver_id integer not null references users(id),
      approver_name text not null,
      submitted_by integer not null references users(id),
      submitted_by_name text not null,
      submitted_at timestamptz not null default now(),
      decided_at timestamptz,
      comment text
    )`.execute(db);
  await sql`create unique index sourcing_awards_live_idx on sourcing_awards (rfx_id) where status in ('pending','approved')`.execute(db);
  await sql`create index sourcing_awards_rfx_idx on sourcing_awards (rfx_id, id desc)`.execute(db);
  await sql`
    create table sourcing_award_lines (
      award_id integer not null references sourcing_awards(id),
      rfx_item_id integer not null references sourcing_rfx_items(id),
      company_id integer not null references companies(id),
      quotation_id integer not null references sourcing_quotations(id),
      quantity numeric(18,3) not null check (quantity > 0),
      unit_price numeric(18,4) not null,
      currency text not null,
      agreement_id integer,
      agreement_no text,
      primary key (award_id, rfx_item_id, company_id)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
