import { sql, type Kysely } from 'kysely';

/**
 * Events cheap to record (issue 33 benchmark, D-650): the change's transaction writes only the event
 * row; the delivery job fans new events out to the endpoints (`fanned_out`, a partial index of the
 * events still to fan out) and an endpoint gets the events recorded after it was created
 * (`from_event_id`). Events recorded before this migration were fanned out when recorded. The
 * message id keeps no unique index (24 random bytes: it is unique without one), and the payload is
 * `json` (kept as the text written; `jsonb` would parse it into its binary form, in the change's
 * transaction, for no query that needs it), stored in the row up to 8 kB without compression.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbound_events add column fanned_out boolean not null default true`.execute(db);
  await sql`alter table outbound_events alter column fanned_out set default false`.execute(db);
  await sql`create index outbound_events_fanout_idx on outbound_events (id) where not fanned_out`.execute(db);
  await sql`alter table outbound_events drop constraint outbound_events_msg_id_key`.execute(db);
  await sql`alter table outbound_events alter column payload type json using payload::json`.execute(db);
  // An order's detail is a few kilobytes: kept in the row as written, not compressed (pglz) in the change's transaction.
  await sql`alter table outbound_events set (toast_tuple_target = 8160)`.execute(db);
  await sql`alter table webhook_endpoints add column from_event_id bigint not null default 0`.execute(db);
}
