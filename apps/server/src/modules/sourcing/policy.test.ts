/** Sourcing policy: actor x requirement / RFx state (and release guards) x action, from the workflow definitions. */
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertMayAnswer, assertMayOnQuotation, assertMayOnRequirement, assertMayOnRfx, bidderRemindable, participationActions, participationRecord, quotationActions, quotationRecord, quotationSapActions, assertMayOnQuotationSap, requirementActions, rfxActions, rfxRecord, supplierRfxActions, supplierRfxRecord } from './policy';

const requirements = { open: { status: 'open' }, 'in an RFx': { status: 'in_rfx' } } as const;

// The buyer (user 2) holds the opening password.
const ready = { status: 'not_released', itemCount: 3, bidderCount: 2, scheduleValid: true, passwordHolderId: 2, approval: 'none', approvalRequired: false, approverIds: [], approvalSubmitterId: null } as const;
const rfxs = {
  'draft, ready': ready,
  'draft, no items': { ...ready, itemCount: 0 },
  'draft, no bidders': { ...ready, bidderCount: 0 },
  'draft, deadline passed': { ...ready, scheduleValid: false },
  open: { ...ready, status: 'open' },
  'open, admin holds the password': { ...ready, status: 'open', passwordHolderId: 1 },
  completed: { ...ready, status: 'completed' },
} as const;

describe('requirement policy', () => {
  it('allows exactly these actions (actor | requirement | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, requirements, requirementActions)).toEqual(['admin | open | edit delete add_to_rfx', 'buyer | open | edit delete add_to_rfx']);
  });
  it('refuses a requirement in an RFx with 409 and others with 403', () => {
    expect(refusal(() => assertMayOnRequirement(requirements['in an RFx'], POLICY_ACTORS.buyer, 'delete'))).toBe('409 sourcing.requirement.in_rfx');
    expect(refusal(() => assertMayOnRequirement(requirements.open, POLICY_ACTORS.auditor, 'edit'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnRequirement(requirements.open, POLICY_ACTORS.supplier, 'edit'))).toBe('403 auth.forbidden');
  });
});

describe('RFx policy (spec 001 §4: not released -> open -> completed)', () => {
  it('allows exactly these actions (actor | RFx | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, rfxs, rfxActions)).toEqual([
      'admin | draft, ready | edit release delete copy',
      'admin | draft, no items | edit delete copy',
      'admin | draft, no bidders | edit delete copy',
      'admin | draft, deadline passed | edit delete copy',
      'admin | open | copy',
      'admin | open, admin holds the password | open_early copy',
      'admin | completed | copy',
      'buyer | draft, ready | edit release delete copy',
      'buyer | draft, no items | edit delete copy',
      'buyer | draft, no bidders | edit delete copy',
      'buyer | draft, deadline passed | edit delete copy',
      'buyer | open | open_early copy',
      'buyer | open, admin holds the password | copy',
      'buyer | completed | copy',
    ]);
  });

  it('refuses with the state or guard message', () => {
    const { buyer, admin, auditor } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnRfx(rfxs.open, buyer, 'delete'))).toBe('409 sourcing.rfx.released_no_delete');
    expect(refusal(() => assertMayOnRfx(rfxs.open, buyer, 'edit'))).toBe('409 sourcing.rfx.released_no_edit');
    expect(refusal(() => assertMayOnRfx(rfxs.open, buyer, 'release'))).toBe('409 sourcing.rfx.already_released');
    expect(refusal(() => assertMayOnRfx(rfxs['draft, no items'], buyer, 'release'))).toBe('409 sourcing.rfx.no_items');
    expect(refusal(() => assertMayOnRfx(rfxs['draft, no bidders'], buyer, 'release'))).toBe('409 sourcing.rfx.no_bidders');
    expect(refusal(() => assertMayOnRfx(rfxs['draft, deadline passed'], buyer, 'release'))).toBe('409 sourcing.rfx.schedule_invalid');
    expect(refusal(() => assertMayOnRfx(rfxs.completed, buyer, 'open_early'))).toBe('409 sourcing.rfx.not_open');
    expect(refusal(() => assertMayOnRfx(rfxs.open, admin, 'open_early'))).toBe('403 sourcing.rfx.not_password_holder');
    expect(refusal(() => assertMayOnRfx(rfxs['draft, ready'], auditor, 'release'))).toBe('403 auth.forbidden');
  });

  it('judges the schedule against the clock: deadline ahead, opening not before it', () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const row = (deadline: string | null, opening: string | null) => ({
      status: 'not_released' as const, item_count: 1, bidder_count: 1, password_holder_id: 2,
      deadline_at: deadline ? new Date(deadline) : null, opening_at: opening ? new Date(opening) : null,
    });
    expect(rfxRecord(row('2026-11-30T08:00:00Z', '2026-11-30T08:00:00Z'), now).scheduleValid).toBe(true);
    expect(rfxRecord(row('2026-11-24T07:59:59Z', '2026-11-30T08:00:00Z'), now).scheduleValid).toBe(false);
    expect(rfxRecord(row('2026-11-30T08:00:00Z', '2026-11-29T08:00:00Z'), now).scheduleValid).toBe(false);
    expect(rfxRecord(row(null, '2026-11-29T08:00:00Z'), now).scheduleValid).toBe(false);
  });
});

describe('RFx approval before release (D-261): the buyer (2) submits, the admin (1) is the inquiry approver', () => {
  const needs = { ...ready, approvalRequired: true, approverIds: [1] } as const;
  const approvals = {
    'needs approval': needs,
    'needs approval, no items': { ...needs, itemCount: 0 },
    'needs approval, no approver (strict)': { ...needs, approverIds: [] },
    'pending, submitted by buyer': { ...needs, approval: 'pending', approvalSubmitterId: 2 },
    'pending, submitted by admin': { ...needs, approval: 'pending', approvalSubmitterId: 1 },
    approved: { ...needs, approval: 'approved', approvalSubmitterId: 2 },
    rejected: { ...needs, approval: 'rejected', approvalSubmitterId: 2 },
  } as const;

  it('allows exactly these actions (actor | RFx | actions; nobody else anything)', () => {
    expect(decisionTable(POLICY_ACTORS, approvals, rfxActions)).toEqual([
      'admin | needs approval | edit submit_approval delete copy',
      'admin | needs approval, no items | edit delete copy',
      'admin | needs approval, no approver (strict) | edit delete copy',
      'admin | pending, submitted by buyer | approve reject copy',
      'admin | pending, submitted by admin | withdraw_approval copy',
      'admin | approved | edit release delete copy',
      'admin | rejected | edit submit_approval delete copy',
      'buyer | needs approval | edit submit_approval delete copy',
      'buyer | needs approval, no items | edit delete copy',
      'buyer | needs approval, no approver (strict) | edit delete copy',
      'buyer | pending, submitted by buyer | withdraw_approval copy',
      'buyer | pending, submitted by admin | copy',
      'buyer | approved | edit release delete copy',
      'buyer | rejected | edit submit_approval delete copy',
    ]);
  });

  it('refuses with the approval messages', () => {
    const { buyer, admin, auditor } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnRfx(approvals['needs approval'], buyer, 'release'))).toBe('409 sourcing.rfx.approval_needed');
    expect(refusal(() => assertMayOnRfx(approvals.rejected, buyer, 'release'))).toBe('409 sourcing.rfx.approval_needed');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by buyer'], buyer, 'release'))).toBe('409 sourcing.rfx.approval_pending');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by buyer'], buyer, 'edit'))).toBe('409 sourcing.rfx.approval_pending');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by buyer'], buyer, 'delete'))).toBe('409 sourcing.rfx.approval_pending');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by buyer'], buyer, 'approve'))).toBe('403 sourcing.rfx.not_approver');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by admin'], admin, 'approve'))).toBe('403 sourcing.rfx.own_approval');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by admin'], buyer, 'withdraw_approval'))).toBe('403 sourcing.rfx.not_submitter');
    expect(refusal(() => assertMayOnRfx(approvals['pending, submitted by buyer'], auditor, 'approve'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnRfx(approvals.approved, admin, 'approve'))).toBe('409 sourcing.rfx.approval_not_pending');
    expect(refusal(() => assertMayOnRfx(approvals.approved, buyer, 'submit_approval'))).toBe('409 sourcing.rfx.already_approved');
    expect(refusal(() => assertMayOnRfx(approvals['needs approval, no approver (strict)'], buyer, 'submit_approval'))).toBe('409 sourcing.rfx.no_approvers');
    expect(refusal(() => assertMayOnRfx(ready, buyer, 'submit_approval'))).toBe('409 sourcing.rfx.approval_not_needed');
    expect(refusal(() => assertMayOnRfx({ ...approvals['pending, submitted by buyer'], status: 'open' }, admin, 'approve'))).toBe('409 sourcing.rfx.already_released');
  });
});

describe('bidder reminders (D-262): open before the deadline, not quoted, not declined, once per interval', () => {
  const now = new Date('2026-11-24T08:00:00Z');
  const open = { status: 'open' as const, deadline_at: new Date('2026-11-25T08:00:00Z') };
  const bidder = { participation: 'pending' as const, quotation_version: null, last_reminded_at: null };
  it('reminds a bidder that has not quoted, and not again within the interval', () => {
    expect(bidderRemindable(open, bidder, now, 60)).toBe(true);
    expect(bidderRemindable(open, { ...bidder, participation: 'participating', quotation_version: 0 }, now, 60)).toBe(true);
    expect(bidderRemindable(open, { ...bidder, last_reminded_at: new Date('2026-11-24T07:00:01Z') }, now, 60)).toBe(false);
    expect(bidderRemindable(open, { ...bidder, last_reminded_at: new Date('2026-11-24T07:00:00Z') }, now, 60)).toBe(true);
  });
  it('never reminds a bidder that quoted or declined, nor after the deadline or before the release', () => {
    expect(bidderRemindable(open, { ...bidder, quotation_version: 1 }, now, 60)).toBe(false);
    expect(bidderRemindable(open, { ...bidder, participation: 'declined' }, now, 60)).toBe(false);
    expect(bidderRemindable({ ...open, deadline_at: now }, bidder, now, 60)).toBe(false);
    expect(bidderRemindable({ ...open, status: 'not_released' }, bidder, now, 60)).toBe(false);
    expect(bidderRemindable({ ...open, status: 'completed' }, bidder, now, 60)).toBe(false);
  });
});

describe('participation policy (001 §4: participate / not participate until the deadline)', () => {
  const answers = {
    'pending, open': { participation: 'pending', accepting: true },
    'participating, open': { participation: 'participating', accepting: true },
    'declined, open': { participation: 'declined', accepting: true },
    'pending, closed': { participation: 'pending', accepting: false },
  } as const;

  it('lets only the supplier answer, and change its mind, while the RFx accepts answers', () => {
    expect(decisionTable(POLICY_ACTORS, answers, participationActions)).toEqual([
      'supplier | pending, open | participate decline',
      'supplier | participating, open | decline',
      'supplier | declined, open | participate',
    ]);
  });

  it('offers the supplier its quotation: to quote while open and not declined, to view once no longer open (D-871)', () => {
    const rfxs = {
      'pending, open': { ...answers['pending, open'], rfxOpen: true },
      'participating, open': { ...answers['participating, open'], rfxOpen: true },
      'declined, open': { ...answers['declined, open'], rfxOpen: true },
      'expired, open': { participation: 'expired', accepting: false, rfxOpen: true },
      'pending, open, deadline passed': { ...answers['pending, closed'], rfxOpen: true },
      'declined, completed': { participation: 'declined', accepting: false, rfxOpen: false },
      'participating, completed': { participation: 'participating', accepting: false, rfxOpen: false },
    } as const;
    expect(decisionTable(POLICY_ACTORS, rfxs, supplierRfxActions)).toEqual([
      'supplier | pending, open | participate decline quote',
      'supplier | participating, open | decline quote',
      'supplier | declined, open | participate',
      'supplier | expired, open | quote',
      'supplier | pending, open, deadline passed | quote',
      'supplier | declined, completed | view_quotation',
      'supplier | participating, completed | view_quotation',
    ]);
    const now = new Date('2026-11-24T08:00:00Z');
    expect(supplierRfxRecord({ participation: 'pending', status: 'completed', deadline_at: now }, now)).toEqual({ participation: 'pending', accepting: false, rfxOpen: false });
  });

  it('refuses after the deadline with 409, a repeated answer with 409, staff with 403', () => {
    const { supplier, buyer } = POLICY_ACTORS;
    expect(refusal(() => assertMayAnswer(answers['pending, closed'], supplier, 'participate'))).toBe('409 sourcing.bid.closed');
    expect(refusal(() => assertMayAnswer(answers['participating, open'], supplier, 'participate'))).toBe('409 sourcing.bid.already');
    expect(refusal(() => assertMayAnswer(answers['pending, open'], buyer, 'decline'))).toBe('403 auth.forbidden');
    const now = new Date('2026-11-24T08:00:00Z');
    expect(participationRecord({ participation: 'pending', status: 'open', deadline_at: new Date('2026-11-24T08:00:00Z') }, now).accepting).toBe(false);
    expect(participationRecord({ participation: 'pending', status: 'open', deadline_at: new Date('2026-11-24T08:00:01Z') }, now).accepting).toBe(true);
    expect(participationRecord({ participation: 'pending', status: 'completed', deadline_at: new Date('2026-11-25T08:00:00Z') }, now).accepting).toBe(false);
  });
});

describe('quotation policy (001 §4 quotation: draft -> submitted, revision when allowed, not quoted at the deadline)', () => {
  const open = { status: 'draft', rfxOpen: true, beforeDeadline: true, allowRevision: true, declined: false } as const;
  const quotations = {
    'draft, open': open,
    'draft, deadline passed': { ...open, beforeDeadline: false },
    'draft, RFx opened': { ...open, rfxOpen: false },
    'draft, declined': { ...open, declined: true },
    'submitted, revision allowed': { ...open, status: 'submitted' },
    'submitted, no revision': { ...open, status: 'submitted', allowRevision: false },
    'not quoted': { ...open, status: 'not_quoted', beforeDeadline: false },
  } as const;

  it('lets only the supplier save, submit and revise, while the RFx is open and before its deadline', () => {
    expect(decisionTable(POLICY_ACTORS, quotations, quotationActions)).toEqual([
      'supplier | draft, open | save submit',
      'supplier | submitted, revision allowed | revise',
    ]);
  });

  it('refuses with the deadline, closed, declined, revision and state messages; staff with 403', () => {
    const { supplier, buyer } = POLICY_ACTORS;
    expect(refusal(() => assertMayOnQuotation(quotations['draft, deadline passed'], supplier, 'submit'))).toBe('409 sourcing.quote.deadline_passed');
    expect(refusal(() => assertMayOnQuotation(quotations['draft, RFx opened'], supplier, 'save'))).toBe('409 sourcing.quote.rfx_closed');
    expect(refusal(() => assertMayOnQuotation(quotations['draft, declined'], supplier, 'save'))).toBe('409 sourcing.quote.declined');
    expect(refusal(() => assertMayOnQuotation(quotations['submitted, no revision'], supplier, 'revise'))).toBe('409 sourcing.quote.no_revision');
    // The guard that was a hand check in the revise use case: no submitted version to revise from.
    expect(refusal(() => assertMayOnQuotation({ ...quotations['submitted, revision allowed'], hasSubmittedVersion: false }, supplier, 'revise'))).toBe('409 sourcing.quote.wrong_state');
    // The deadline job's actions are the system's: no person may take them.
    expect(refusal(() => assertMayOnQuotation(open, supplier, 'close_not_quoted'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnQuotation(open, buyer, 'close_back_to_submitted'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnQuotation(quotations['submitted, revision allowed'], supplier, 'submit'))).toBe('409 sourcing.quote.already_submitted');
    expect(refusal(() => assertMayOnQuotation(quotations['not quoted'], supplier, 'save'))).toBe('409 sourcing.quote.rfx_closed');
    expect(refusal(() => assertMayOnQuotation(open, buyer, 'save'))).toBe('403 auth.forbidden');
    const now = new Date('2026-11-24T08:00:00Z');
    const rfx = (deadline: string) => ({ status: 'open' as const, deadline_at: new Date(deadline), allow_revision: false, participation: 'pending' as const });
    expect(quotationRecord('draft', rfx('2026-11-24T08:00:00Z'), now).beforeDeadline).toBe(false);
    expect(quotationRecord('draft', rfx('2026-11-24T08:00:01Z'), now).beforeDeadline).toBe(true);
  });
});

describe('quotation SAP sync (D-264): a buyer retries a failed sync', () => {
  const sap = { 'not synced': { sapStatus: 'not_synced' }, synced: { sapStatus: 'synced' }, failed: { sapStatus: 'sync_failed' } } as const;
  it('allows exactly the retry of a failed sync to staff with the RFx permission', () => {
    expect(decisionTable(POLICY_ACTORS, sap, quotationSapActions)).toEqual(['admin | failed | sap_retry', 'buyer | failed | sap_retry']);
    expect(refusal(() => assertMayOnQuotationSap(sap.synced, POLICY_ACTORS.buyer, 'sap_retry'))).toBe('409 sourcing.sap.not_failed');
    expect(refusal(() => assertMayOnQuotationSap(sap.failed, POLICY_ACTORS.supplier, 'sap_retry'))).toBe('403 auth.forbidden');
  });
});
