import { sql, type Kysely } from 'kysely';

/**
 * Outbound events and webhooks (issue 33, D-590..D-596): the events written in the transaction of the
 * change that causes them, the administrator's webhook endpoints, and one delivery per endpoint and
 * event, retried with back-off, in order per endpoint and record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table outbound_events (
      id bigserial primary key,
      msg_id text not null unique,
      type text not null,
      subject_type text not null,
      subject_id text not null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table webhook_endpoints (
      id serial primary key,
      url text not null,
      description text not null default '',
      event_types jsonb not null,
      secret text not null,
      previous_secret text,
      previous_secret_until timestamptz,
      enabled boolean not null default true,
      disabled_reason text check (disabled_reason in ('manual', 'failing')),
      failing_since timestamptz,
      created_by integer,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`
    create table webhook_deliveries (
      id bigserial primary key,
      endpoint_id integer not null references webhook_endpoints(id) on delete cascade,
      event_id bigint not null references outbound_events(id) on delete cascade,
      subject_key text not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      last_status_code integer,
      last_error text,
      last_attempt_at timestamptz,
      delivered_at timestamptz,
      created_at timestamptz not null default now(),
      unique (endpoint_id, event_id)
    )`.execute(db);
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index webhook_deliveries_order_idx on webhook_deliveries (endpoint_id, subject_key, event_id) where status <> 'delivered'`.execute(db);
}
