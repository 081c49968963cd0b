import { sql, type Kysely } from 'kysely';

/**
 * RPA results (issue 17 item 7, D-422): the latest result the robot reported for a shipment and
 * task (goods receipt, customs entry), with the ERP document number on success and how many
 * results were uploaded. A success keeps the shipment out of the next download.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rpa_results (
      id serial primary key,
      shipment_id integer not null references shipments(id),
      shipment_number text not null,
      direction text not null,
      task text not null check (task in ('goods_receipt', 'customs_entry')),
      result text not null check (result in ('success', 'failed')),
      document_no text,
      processed_at timestamptz not null,
      message text,
      attempts integer not null default 1,
      uploaded_by integer references users(id),
      uploaded_by_name text not null,
      uploaded_at timestamptz not null,
      unique (shipment_id, task)
    )`.execute(db);
  await sql`create index rpa_results_task_result on rpa_results (task, result)`.execute(db);
  await sql`create index rpa_results_processed_at on rpa_results (processed_at desc, id desc)`.execute(db);
}
