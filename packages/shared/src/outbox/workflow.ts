/**
 * An outbox message as data: pending until delivered (sent) or given up (failed), held when no mail
 * server is configured; the system administrator sends an undelivered mail again (retry -> pending),
 * only with a mail server configured (SMS have no gateway).
 */
import { defineWorkflow, type Guard } from '../workflow/machine';
import { OUTBOX_STATUSES, type OutboxChannel, type OutboxStatus } from './schemas';

export const OUTBOX_ACTIONS = ['view', 'retry'] as const;
export type OutboxAction = (typeof OUTBOX_ACTIONS)[number];
/** The delivery job's outcomes (system actions: no user is offered them). */
export const OUTBOX_JOB_ACTIONS = ['deliver', 'fail'] as const;
export type OutboxJobAction = (typeof OUTBOX_JOB_ACTIONS)[number];

export interface OutboxRecord {
  status: OutboxStatus;
  channel: OutboxChannel;
  /** A mail server is configured (else mail is held). */
  canDeliver: boolean;
}

/** Checked before the state (the order the API has always answered in). */
export const OUTBOX_TRANSPORT_GUARD: Guard<OutboxRecord> = { name: 'a mail server is configured', test: (r) => r.canDeliver, refusal: { status: 409, errorKey: 'outbox.no_transport' } };
const MAIL_ONLY: Guard<OutboxRecord> = { name: 'a mail, not an SMS', test: (r) => r.channel === 'mail', refusal: { status: 409, errorKey: 'outbox.not_retryable' } };

export const OUTBOX_WORKFLOW = defineWorkflow<OutboxStatus, OutboxAction | OutboxJobAction, OutboxRecord>({
  name: 'outbox',
  states: OUTBOX_STATUSES,
  actions: [...OUTBOX_ACTIONS, ...OUTBOX_JOB_ACTIONS],
  stateOf: (r) => r.status,
  wrongStateKey: 'outbox.not_retryable',
  transitions: [
    { action: 'view', from: OUTBOX_STATUSES },
    { action: 'retry', from: ['failed', 'held'], to: 'pending', permission: 'sys.outbox.view', actorKinds: ['staff'], guards: [OUTBOX_TRANSPORT_GUARD, MAIL_ONLY] },
    // A job retried after a failure may still deliver.
    { action: 'deliver', from: ['pending', 'held', 'failed'], to: 'sent', actorKinds: [] },
    { action: 'fail', from: ['pending', 'held', 'failed'], to: 'failed', actorKinds: [] },
  ],
});
