/**
 * Agreements (contracts) as data (issue 13 item 4, D-270..D-273): a buyer drafts an agreement and
 * sends it to the supplier; the supplier confirms it or refuses it with a reason; a confirmed
 * agreement becomes active when its validity starts and expires when it ends (the daily job,
 * `activate` / `expire`, no person); a buyer may cancel it before it ends. An edit of a sent,
 * confirmed or refused agreement makes a new version, back in draft, to be sent again (D-272).
 */
import { defineWorkflow } from '../workflow/machine';

export const AGREEMENT_STATUSES = ['draft', 'sent', 'confirmed', 'refused', 'active', 'expired', 'cancelled'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

export const AGREEMENT_ACTIONS = ['view', 'edit', 'send', 'confirm', 'refuse', 'cancel', 'activate', 'expire'] as const;
export type AgreementAction = (typeof AGREEMENT_ACTIONS)[number];

/** The facts the flow reads. */
export interface AgreementRecord {
  status: AgreementStatus;
  lineCount: number;
}

const BUYER = { permission: 'agreements.manage', actorKinds: ['staff'] } as const;
const SUPPLIER = { permission: 'sup.purchaseOrder', actorKinds: ['supplier'] } as const;
/** Taken by the validity job only: no person holds a side that may take it (checked with stateRefusal). */
const SYSTEM = { actorKinds: [] } as const;

/** States whose edit makes a new version (the supplier has seen the agreement). */
export const VERSIONED_EDIT_STATES: readonly AgreementStatus[] = ['sent', 'confirmed', 'refused'];
/** States in which an agreement counts as agreed (reports, spend). */
export const AGREED_STATUSES: readonly AgreementStatus[] = ['confirmed', 'active', 'expired'];

export const AGREEMENT_WORKFLOW = defineWorkflow<AgreementStatus, AgreementAction, AgreementRecord>({
  name: 'agreements',
  states: AGREEMENT_STATUSES,
  actions: AGREEMENT_ACTIONS,
  stateOf: (r) => r.status,
  wrongStateKey: 'agreements.wrong_state',
  transitions: [
    { action: 'view', from: AGREEMENT_STATUSES, permission: ['agreements.view', 'sup.purchaseOrder'] },
    // From draft the edit keeps the version; from sent / confirmed / refused it makes the next version in draft.
    { action: 'edit', from: ['draft', 'sent', 'confirmed', 'refused'], to: 'draft', ...BUYER, wrongStateKey: 'agreements.not_editable' },
    {
      action: 'send',
      from: 'draft',
      to: 'sent',
      ...BUYER,
      wrongStateKey: 'agreements.not_sendable',
      guards: [{ name: 'has lines', test: (r) => r.lineCount > 0, refusal: { status: 409, errorKey: 'agreements.lines_required' } }],
    },
    { action: 'confirm', from: 'sent', to: 'confirmed', ...SUPPLIER, wrongStateKey: 'agreements.not_open_for_answer' },
    { action: 'refuse', from: 'sent', to: 'refused', ...SUPPLIER, wrongStateKey: 'agreements.not_open_for_answer' },
    { action: 'cancel', from: ['draft', 'sent', 'confirmed', 'refused', 'active'], to: 'cancelled', ...BUYER, wrongStateKey: 'agreements.not_cancellable' },
    { action: 'activate', from: 'confirmed', to: 'active', ...SYSTEM },
    { action: 'expire', from: ['confirmed', 'active'], to: 'expired', ...SYSTEM },
  ],
});
