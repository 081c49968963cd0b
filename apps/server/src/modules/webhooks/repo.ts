/** All SQL of webhook endpoints, deliveries and the events feed (issue 33). Platform data: staff only. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { applyTransition, statusColumn } from '../../platform/workflow/status-writer';
import { WEBHOOK_DELIVERY_WORKFLOW } from '@aerosupply/shared/webhooks/workflow';

export interface EndpointRow {
  id: number;
  url: string;
  description: string;
  event_types: string[];
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  enabled: boolean;
  disabled_reason: 'manual' | 'failing' | null;
  failing_since: Date | null;
  created_at: Date;
  updated_at: Date;
  pending: number;
}

const endpointColumns = ['w.id', 'w.url', 'w.description', 'w.event_types', 'w.secret', 'w.previous_secret', 'w.previous_secret_until', 'w.enabled', 'w.disabled_reason', 'w.failing_since', 'w.created_at', 'w.updated_at'] as const;

const endpoints = (db: Database) =>
  db
    .selectFrom('webhook_endpoints as w')
    .select(endpointColumns)
    .select(sql<number>`(select count(*)::int from webhook_deliveries d where d.endpoint_id = w.id and d.status = 'pending')`.as('pending'));

export const listEndpoints = (db: Database): Promise<EndpointRow[]> => endpoints(db).orderBy('w.id').execute();

export const findEndpoint = (db: Database, id: number, lock = false): Promise<EndpointRow | undefined> =>
  lock
    ? db.selectFrom('webhook_endpoints as w').select(endpointColumns).select(sql<number>`0`.as('pending')).where('w.id', '=', id).forUpdate().executeTakeFirst()
    : endpoints(db).where('w.id', '=', id).executeTakeFirst();

export interface EndpointValues {
  url: string;
  description: string;
  eventTypes: readonly string[];
  enabled: boolean;
}

export async function insertEndpoint(db: Database, v: EndpointValues & { secret: string; userId: number; now: Date }): Promise<number> {
  const row = await db
    .insertInto('webhook_endpoints')
    .values({
      url: v.url,
      description: v.description,
      event_types: JSON.stringify(v.eventTypes),
      secret: v.secret,
      enabled: v.enabled,
      disabled_reason: v.enabled ? null : 'manual',
      // Events recorded before the endpoint existed are not its (D-650): the newest sequence number now.
      from_event_id: sql<string>`coalesce((select max(id) from outbound_events), 0)`,
      created_by: v.userId,
      created_at: v.now,
      updated_at: v.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEndpoint(db: Database, id: number, v: EndpointValues, now: Date, wasEnabled: boolean): Promise<void> {
  await db
    .updateTable('webhook_endpoints')
    .set({
      url: v.url,
      description: v.description,
      event_types: JSON.stringify(v.eventTypes),
      enabled: v.enabled,
      ...(v.enabled ? { disabled_reason: null, ...(wasEnabled ? {} : { failing_since: null }) } : wasEnabled ? { disabled_reason: 'manual' as const } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

export async function setSecret(db: Database, id: number, v: { secret: string; previous: string | null; previousUntil: Date | null; now: Date }): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ secret: v.secret, previous_secret: v.previous, previous_secret_until: v.previousUntil, updated_at: v.now }).where('id', '=', id).execute();
}

export async function deleteEndpoint(db: Database, id: number): Promise<void> {
  await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
}

/** Pending deliveries of an endpoint enabled again are due now (their attempts continue). */
export async function resumeDeliveries(db: Database, endpointId: number, now: Date): Promise<void> {
  await db.updateTable('webhook_deliveries').set({ next_attempt_at: now }).where('endpoint_id', '=', endpointId).where('status', '=', 'pending').execute();
}

// ---- deliveries ----

export interface DeliveryRow {
  id: string;
  endpoint_id: number;
  msg_id: string;
  type: string;
  subject_key: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

const deliveries = (db: Database) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('outbound_events as e', 'e.id', 'd.event_id')
    .select(['d.id', 'd.endpoint_id', 'e.msg_id', 'e.type', 'd.subject_key', 'd.status', 'd.attempts', 'd.next_attempt_at', 'd.last_status_code', 'd.last_error', 'd.last_attempt_at', 'd.delivered_at', 'd.created_at']);

/** Newest first, keyset by id. */
export async function findDeliveries(db: Database, endpointId: number, f: { status?: DeliveryRow['status']; before?: string }, limit: number): Promise<DeliveryRow[]> {
  let q = deliveries(db).where('d.endpoint_id', '=', endpointId);
  if (f.status) q = q.where('d.status', '=', f.status);
  if (f.before) q = q.where('d.id', '<', f.before);
  return q.orderBy('d.id', 'desc').limit(limit).execute();
}

export const findDelivery = (db: Database, endpointId: number, id: number): Promise<DeliveryRow | undefined> =>
  deliveries(db).where('d.endpoint_id', '=', endpointId).where('d.id', '=', String(id)).forUpdate(['d']).executeTakeFirst();

/** A delivery's status, moved only by `applyTransition` with WEBHOOK_DELIVERY_WORKFLOW (its bigint id fits a number). */
export const DELIVERY_STATUS = statusColumn({ table: 'webhook_deliveries', workflow: WEBHOOK_DELIVERY_WORKFLOW });

/** A replayed delivery is pending and due now, its attempts counted afresh. */
export async function replayDelivery(db: Database, id: string, now: Date): Promise<void> {
  await applyTransition(db, DELIVERY_STATUS, { id: Number(id), action: 'replay', set: { attempts: 0, next_attempt_at: now, last_error: null } });
}

/**
 * Fans the oldest events not fanned out yet (up to `limit`, in sequence order) out to the endpoints
 * that want them (D-650): one pending delivery per enabled endpoint subscribed to the type and
 * created before the event, due at the event's time; the events are marked in the same statement.
 * The rows are locked in sequence order, so two workers queue (a later batch never commits before
 * an earlier one). Events of one record are recorded under that record's lock, so they commit in
 * sequence order and none is fanned out before an older event of its record. Answers how many
 * events were fanned out.
 */
export async function fanOutEvents(db: Database, limit: number): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    with batch as (
      select id, type, subject_type, subject_id, created_at from outbound_events
       where not fanned_out order by id limit ${limit} for update),
    deliveries as (
      insert into webhook_deliveries (endpoint_id, event_id, subject_key, next_attempt_at)
      select w.id, b.id, b.subject_type || ':' || b.subject_id, b.created_at
        from batch b join webhook_endpoints w on w.enabled and w.event_types ? b.type and b.id > w.from_event_id
      on conflict (endpoint_id, event_id) do nothing)
    update outbound_events e set fanned_out = true from batch where e.id = batch.id
    returning e.id`.execute(db);
  return rows.length;
}

export interface ClaimedDelivery {
  id: string;
  endpoint_id: number;
  attempts: number;
  seq: string;
  msg_id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  payload: Record<string, unknown>;
  event_at: Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints, each the oldest undelivered one of its
 * endpoint and subject (D-593: event n+1 of a record waits until n was delivered), counting the
 * attempt and leasing it for `leaseMs` (a process that dies while sending leaves it due again).
 */
export async function claimDue(db: Database, now: Date, leaseMs: number, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    with due as (
      select d.id from webhook_deliveries d
        join webhook_endpoints w on w.id = d.endpoint_id and w.enabled
       where d.status = 'pending' and d.next_attempt_at <= ${now}
         and not exists (select 1 from webhook_deliveries p
                          where p.endpoint_id = d.endpoint_id and p.subject_key = d.subject_key
                            and p.event_id < d.event_id and p.status <> 'delivered')
       order by d.next_attempt_at, d.id
       limit ${limit}
       for update of d skip locked),
    claimed as (
      update webhook_deliveries d set attempts = d.attempts + 1, last_attempt_at = ${now}, next_attempt_at = ${new Date(now.getTime() + leaseMs)}
        from due where d.id = due.id
      returning d.id, d.endpoint_id, d.event_id, d.attempts)
    select c.id, c.endpoint_id, c.attempts, e.id::text as seq, e.msg_id, e.type, e.subject_type, e.subject_id, e.payload, e.created_at as event_at,
           w.url, w.secret, w.previous_secret, w.previous_secret_until
      from claimed c join outbound_events e on e.id = c.event_id join webhook_endpoints w on w.id = c.endpoint_id
     order by e.id`.execute(db);
  return rows;
}

export async function markDelivered(db: Database, id: string, v: { statusCode: number; now: Date }): Promise<void> {
  await applyTransition(db, DELIVERY_STATUS, { id: Number(id), action: 'deliver', set: { last_status_code: v.statusCode, last_error: null, delivered_at: v.now, next_attempt_at: null } });
}

/** A failed attempt: due again at `nextAttemptAt` (still pending), else failed for good (or kept pending without a time: `keepPending`). */
export async function markFailedAttempt(db: Database, id: string, v: { statusCode: number | null; error: string; nextAttemptAt: Date | null; keepPending?: boolean }): Promise<void> {
  const set = { last_status_code: v.statusCode, last_error: v.error.slice(0, 500), next_attempt_at: v.nextAttemptAt };
  if (v.nextAttemptAt || v.keepPending) await db.updateTable('webhook_deliveries').set(set).where('id', '=', id).execute();
  else await applyTransition(db, DELIVERY_STATUS, { id: Number(id), action: 'fail', set });
}

/** After a success: the endpoint is no longer failing. */
export async function clearFailing(db: Database, endpointId: number): Promise<void> {
  await db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).where('failing_since', 'is not', null).execute();
}

/** After a failure: the endpoint is failing since now unless it already was; answers since when. */
export async function markFailing(db: Database, endpointId: number, now: Date): Promise<Date> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set({ failing_since: sql<Date>`coalesce(failing_since, ${now}::timestamptz)` })
    .where('id', '=', endpointId)
    .returning('failing_since')
    .executeTakeFirstOrThrow();
  return row.failing_since ?? now;
}

/** Disables a failing endpoint once (answers false when another worker did it first). */
export async function disableFailing(db: Database, endpointId: number, now: Date): Promise<boolean> {
  const res = await db.updateTable('webhook_endpoints').set({ enabled: false, disabled_reason: 'failing', updated_at: now }).where('id', '=', endpointId).where('enabled', '=', true).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Enabled staff users holding `permission`: who is told that an endpoint was disabled. */
export async function staffHolding(db: Database, permission: string): Promise<number[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select('u.id')
    .where('c.type', '=', 'staff')
    .where('u.enabled', '=', true)
    .where(sql<boolean>`exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id and ${permission} = any(r.permissions))`)
    .orderBy('u.id')
    .execute();
  return rows.map((r) => r.id);
}

// ---- the events feed ----

export interface EventRow {
  id: string;
  msg_id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  payload: Record<string, unknown>;
  created_at: Date;
}

/** Events after `after` (oldest first) recorded before `settledBefore` (D-595). */
export async function findEventsAfter(db: Database, after: string, settledBefore: Date, limit: number): Promise<EventRow[]> {
  return db
    .selectFrom('outbound_events')
    .select(['id', 'msg_id', 'type', 'subject_type', 'subject_id', 'payload', 'created_at'])
    .where('id', '>', after)
    .where('created_at', '<=', settledBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}
