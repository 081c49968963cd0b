/**
 * May this actor send this outbox message again? One answer for the presenter (`actions`) and the
 * service (guard), from OUTBOX_WORKFLOW.
 */
import { allowedActions, decide, FORBIDDEN } from '@aerosupply/shared/workflow/machine';
import { OUTBOX_ACTIONS, OUTBOX_TRANSPORT_GUARD, OUTBOX_WORKFLOW, type OutboxAction, type OutboxRecord } from '@aerosupply/shared/outbox/workflow';
import type { Actor } from '../../platform/context';
import { enforce } from '../../platform/errors';
import type { OutboxDbRow } from './repo';

type OutboxFacts = Pick<OutboxDbRow, 'channel' | 'status'>;

const outboxRecord = (r: OutboxFacts, canDeliver: boolean): OutboxRecord => ({ status: r.status, channel: r.channel, canDeliver });

const isUserAction = (a: string): a is OutboxAction => (OUTBOX_ACTIONS as readonly string[]).includes(a);

/** The delivery job's own actions are allowed to nobody; the filter only narrows the type to the users' actions. */
export const outboxActions = (r: OutboxFacts, canDeliver: boolean, actor: Actor): OutboxAction[] => allowedActions(OUTBOX_WORKFLOW, outboxRecord(r, canDeliver), actor).filter(isUserAction);

/** Refuses a retry without a mail server (409 outbox.no_transport, before all else), of an SMS or of a mail not undelivered (409 outbox.not_retryable). */
export function assertMayOnMessage(r: OutboxFacts, canDeliver: boolean, actor: Actor, action: OutboxAction): void {
  const record = outboxRecord(r, canDeliver);
  const refused = decide(OUTBOX_WORKFLOW, action, record, actor);
  if (refused === null || refused === FORBIDDEN || action !== 'retry') return enforce(refused);
  enforce(OUTBOX_TRANSPORT_GUARD.test(record, actor) ? refused : OUTBOX_TRANSPORT_GUARD.refusal);
}
