import { sql, type Kysely } from 'kysely';

/**
 * The supplier's bidder contacts of a quotation (D-390): per RFx and supplier, up to five contacts
 * (name, phone, e-mail, e-mail reminder), kept outside the sealed quotation; and the deadline
 * reminder sent once per RFx and supplier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sourcing_bidder_contacts (
      id serial primary key,
      rfx_id integer not null references sourcing_rfx(id) on delete cascade,
      company_id integer not null references companies(id),
      seq integer not null,
      name text not null,
      phone text,
      email text not null,
      email_reminder boolean not null default true,
      updated_at timestamptz not null,
      unique (rfx_id, company_id, seq)
    )`.execute(db);
  await sql`
    create table sourcing_deadline_reminders (
      rfx_id integer not null references sourcing_rfx(id) on delete cascade,
      company_id integer not null references companies(id),
      sent_at timestamptz not null,
      mailed integer not null default 0,
      primary key (rfx_id, company_id)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
