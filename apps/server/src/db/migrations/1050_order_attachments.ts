import { sql, type Kysely } from 'kysely';

/**
 * Order attachments (issue 26 item 12, D-550..D-553): the files a purchase order carries (drawings,
 * specifications, quality clauses), kept by the order number across versions, each with the version
 * it came with; and the files an integration client uploaded, so its intake may name only its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table purchase_order_attachments (
      id serial primary key,
      order_id integer not null references purchase_orders(id) on delete cascade,
      file_id text not null unique references files(id) on delete cascade,
      version integer not null,
      source text not null check (source in ('erp', 'buyer')),
      added_by integer,
      added_by_name text,
      added_at timestamptz not null
    )`.execute(db);
  await sql`create index purchase_order_attachments_order_idx on purchase_order_attachments (order_id, added_at, id)`.execute(db);
  await sql`
    create table integration_files (
      file_id text primary key references files(id) on delete cascade,
      client_id integer not null references integration_clients(id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
}
