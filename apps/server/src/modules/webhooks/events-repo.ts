/** SQL of recording an event (inside the caller's transaction): the event row alone (D-650). */
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export interface NewEvent {
  msgId: string;
  type: string;
  subjectType: string;
  subjectId: string;
  /** The envelope's `version` and `data`, as JSON text. */
  payload: string;
}

/**
 * One single-row insert without RETURNING: what the business write pays for its event. The delivery
 * job fans it out to the endpoints that want it after the commit (`fanOutEvents` in repo.ts).
 */
export async function insertEvent(db: Database, e: NewEvent): Promise<void> {
  await sql`insert into outbound_events (msg_id, type, subject_type, subject_id, payload) values (${e.msgId}, ${e.type}, ${e.subjectType}, ${e.subjectId}, ${e.payload}::json)`.execute(db);
}
