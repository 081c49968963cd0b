/** All SQL of the outbox viewer. The outbox is the platform's (not company data): sysadmins read all of it. */
import type { Database } from '../../db/database';

export interface OutboxDbRow {
  id: number;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: 'pending' | 'held' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  company_id: number | null;
  user_id: number | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboxFilter {
  channel?: 'mail' | 'sms';
  status?: 'pending' | 'held' | 'sent' | 'failed';
  recipient?: string;
  q?: string;
  /** Rows with an id below this (keyset). */
  before?: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, keyset by id; reads `limit` rows without bodies. */
export async function findPage(db: Database, f: OutboxFilter, limit: number): Promise<Omit<OutboxDbRow, 'body'>[]> {
  let q = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'status', 'attempts', 'last_error', 'company_id', 'user_id', 'created_at', 'sent_at']);
  if (f.channel) q = q.where('channel', '=', f.channel);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.recipient) q = q.where((eb) => eb(eb.fn('lower', ['recipient']), '=', f.recipient!.toLowerCase()));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    q = q.where((eb) => eb.or([eb('subject', 'ilike', like), eb('recipient', 'ilike', like)]));
  }
  if (f.before !== undefined) q = q.where('id', '<', f.before);
  return q.orderBy('id', 'desc').limit(limit).execute();
}

export async function findById(db: Database, id: number): Promise<OutboxDbRow | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
