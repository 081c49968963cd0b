/** SQL of recording an event (inside the caller's transaction): the event row and its deliveries. */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface NewEvent {
  msgId: string;
  type: string;
  subjectType: string;
  subjectId: string;
  payload: Record<string, unknown>;
}

/**
 * Writes the event and, in the same statement, one pending delivery for every enabled endpoint that
 * wants its type (a disabled endpoint gets none: it would replay stale history when enabled again).
 */
export async function insertEvent(db: Database, e: NewEvent): Promise<void> {
  const subjectKey = `${e.subjectType}:${e.subjectId}`;
  await sql`
    with ev as (
      insert into outbound_events (msg_id, type, subject_type, subject_id, payload)
      values (${e.msgId}, ${e.type}, ${e.subjectType}, ${e.subjectId}, ${JSON.stringify(e.payload)}::jsonb)
      returning id, created_at)
    insert into webhook_deliveries (endpoint_id, event_id, subject_key, next_attempt_at)
    select w.id, ev.id, ${subjectKey}, ev.created_at
      from webhook_endpoints w, ev
     where w.enabled and w.event_types ? ${e.type}`.execute(db);
}
