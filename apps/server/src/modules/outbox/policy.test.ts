/** Outbox policy: actor x message (status, channel, mail server) x action, from OUTBOX_WORKFLOW. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import type { Actor } from '../../platform/context';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayOnMessage, outboxActions } from './policy';

type Message = { status: 'pending' | 'held' | 'sent' | 'failed'; channel: 'mail' | 'sms'; canDeliver: boolean };
const messages: Record<string, Message> = {
  'pending mail': { status: 'pending', channel: 'mail', canDeliver: true },
  'held mail': { status: 'held', channel: 'mail', canDeliver: true },
  'sent mail': { status: 'sent', channel: 'mail', canDeliver: true },
  'failed mail': { status: 'failed', channel: 'mail', canDeliver: true },
  'failed mail, no mail server': { status: 'failed', channel: 'mail', canDeliver: false },
  'failed SMS': { status: 'failed', channel: 'sms', canDeliver: true },
};
const actions = (m: Message, actor: Actor) => outboxActions(m, m.canDeliver, actor);
const assert = (m: Message, actor: Actor) => () => assertMayOnMessage(m, m.canDeliver, actor, 'retry');

describe('outbox policy', () => {
  it('allows exactly these actions (actor | message | actions)', () => {
    const table = decisionTable(POLICY_ACTORS, messages, actions);
    // Everyone who sees a message may view it; only the system administrator retries.
    expect(table.filter((l) => l.startsWith('admin '))).toEqual([
      'admin | pending mail | view',
      'admin | held mail | view retry',
      'admin | sent mail | view',
      'admin | failed mail | view retry',
      'admin | failed mail, no mail server | view',
      'admin | failed SMS | view',
    ]);
    expect(table.filter((l) => l.includes('retry'))).toEqual(['admin | held mail | view retry', 'admin | failed mail | view retry']);
  });

  it('refuses without a mail server first, then an SMS or a delivered mail', () => {
    expect(refusal(assert(messages['failed mail']!, POLICY_ACTORS.admin))).toBe('allowed');
    expect(refusal(assert({ status: 'sent', channel: 'mail', canDeliver: false }, POLICY_ACTORS.admin))).toBe('409 outbox.no_transport');
    expect(refusal(assert(messages['sent mail']!, POLICY_ACTORS.admin))).toBe('409 outbox.not_retryable');
    expect(refusal(assert(messages['failed SMS']!, POLICY_ACTORS.admin))).toBe('409 outbox.not_retryable');
    expect(refusal(assert(messages['failed mail']!, POLICY_ACTORS.buyer))).toBe('403 auth.forbidden');
  });
});
