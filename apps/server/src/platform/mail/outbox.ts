/**
 * Every mail and SMS the portal sends goes through the outbox table. With SMTP configured a job
 * delivers mail through nodemailer; without it (embedded/demo mode) messages stay `held` in the
 * outbox, where the sysadmin reads them in the portal, so flows that send codes work anywhere.
 * There is no SMS gateway: SMS stay `held` (see docs/spec-decisions.md).
 */
import { OUTBOX_WORKFLOW } from '@aerosupply/shared/outbox/workflow';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/database';
import type { JobQueue } from '../jobs/queue';
import { applyTransition, statusColumn } from '../workflow/status-writer';

export interface OutgoingMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  companyId?: number | null;
  userId?: number | null;
}

export const DELIVER_QUEUE = 'outbox.deliver';

/** A message's status, moved only by `applyTransition` with OUTBOX_WORKFLOW (the outbox is the table's owner). */
export const OUTBOX_STATUS = statusColumn({ table: 'outbox', workflow: OUTBOX_WORKFLOW });

export class Outbox {
  private transporter: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly jobs: JobQueue,
    private readonly smtpUrl: string | null,
    private readonly from: string,
    /** The application's clock (deps.now), read at each delivery. */
    private readonly now: () => Date,
  ) {
    this.transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
    jobs.register(DELIVER_QUEUE, async (payload) => {
      await this.deliver(Number(payload.id));
    });
  }

  /** Queue a message; pass the use case's transaction so it is sent only if the use case commits. */
  async send(message: OutgoingMessage, trx: Database = this.db): Promise<number> {
    return (await this.sendMany([message], trx))[0]!;
  }

  /** Queue several messages with one insert (and one insert of their delivery jobs); ids in order. */
  async sendMany(messages: readonly OutgoingMessage[], trx: Database = this.db): Promise<number[]> {
    if (messages.length === 0) return [];
    const deliverable = (m: OutgoingMessage) => m.channel === 'mail' && this.transporter !== null;
    const rows = await trx
      .insertInto('outbox')
      .values(
        messages.map((message) => ({
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          status: deliverable(message) ? ('pending' as const) : ('held' as const),
          company_id: message.companyId ?? null,
          user_id: message.userId ?? null,
        })),
      )
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    const due = ids.filter((_, i) => deliverable(messages[i]!));
    if (due.length) await this.jobs.enqueueMany(DELIVER_QUEUE, due.map((id) => ({ id })), { db: trx });
    return ids;
  }

  /** True when mail can leave the portal (SMTP configured); otherwise mail stays 'held'. */
  get canDeliver(): boolean {
    return this.transporter !== null;
  }

  /** Sends an undelivered mail again (the sysadmin's retry): back to 'pending' and a due delivery job. */
  async retry(id: number, trx: Database = this.db): Promise<void> {
    await applyTransition(trx, OUTBOX_STATUS, { id, action: 'retry', set: { last_error: null } });
    await this.jobs.enqueueOnce(DELIVER_QUEUE, { id }, { db: trx });
  }

  private async deliver(id: number): Promise<void> {
    const msg = await this.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!msg || msg.status === 'sent' || !this.transporter) return;
    try {
      await this.transporter.sendMail({ from: this.from, to: msg.recipient, subject: msg.subject, text: msg.body });
      await applyTransition(this.db, OUTBOX_STATUS, { id, action: 'deliver', set: { sent_at: this.now(), attempts: msg.attempts + 1, last_error: null } });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await applyTransition(this.db, OUTBOX_STATUS, { id, action: 'fail', set: { attempts: msg.attempts + 1, last_error: message.slice(0, 1000) } });
      throw err;
    }
  }

  close(): void {
    this.transporter?.close();
  }
}
