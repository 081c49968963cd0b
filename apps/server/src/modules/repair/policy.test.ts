/** Repair policy: actor x record x action for the inquiry, quotation, the 18-status order table and the bill (shared/repair/workflow.ts). */
import { ORDER_STATUSES, type RepairOrderStatus } from '@aerosupply/shared/repair/workflow';
import { decisionTable } from '@aerosupply/shared/workflow/machine';
import { describe, expect, it } from 'vitest';
import { POLICY_ACTORS, refusal } from '../../../test/policy-actors';
import { assertBillStateAllows, assertMayOnBill, assertMayOnOrder, assertMayOnQuote, assertOrderStateAllows, billActions, inquiryActions, nextStatuses, orderActions, quoteActions, type OrderFacts } from './policy';

const { admin, buyer, finance, supplier } = POLICY_ACTORS;

describe('repair inquiry and quotation policy', () => {
  it('allows exactly these inquiry actions', () => {
    const records = { sent: { status: 'sent' }, awarded: { status: 'awarded' }, closed: { status: 'closed' } } as const;
    expect(decisionTable(POLICY_ACTORS, records, inquiryActions)).toEqual([
      'admin | sent | view close',
      'admin | awarded | view',
      'admin | closed | view',
      'buyer | sent | view close',
      'buyer | awarded | view',
      'buyer | closed | view',
      'supplier | sent | view',
      'supplier | awarded | view',
      'supplier | closed | view',
    ]);
  });

  it('allows exactly these quotation actions (quote states x accepting x inquiry open x validity)', () => {
    const q = (status: 'not_filled' | 'hold' | 'submitted' | 'no_offer', accepting = true, inquiryOpen = true, canTransact = true, validityPassed = false) => ({ status, accepting, inquiryOpen, canTransact, validityPassed });
    const records = {
      not_filled: q('not_filled'),
      hold: q('hold'),
      submitted: q('submitted'),
      no_offer: q('no_offer'),
      'hold/expired': q('hold', false),
      'submitted/expired': q('submitted', false),
      'submitted/awarded': q('submitted', false, false),
      'submitted/frozen shop': q('submitted', true, true, false),
      'submitted/validity passed': q('submitted', true, true, true, true),
    };
    expect(decisionTable(POLICY_ACTORS, records, quoteActions)).toEqual([
      'admin | submitted | award',
      'admin | submitted/expired | award',
      'buyer | submitted | award',
      'buyer | submitted/expired | award',
      'supplier | not_filled | save submit no_offer',
      'supplier | hold | save submit no_offer',
    ]);
    expect(refusal(() => assertMayOnQuote(records['hold/expired'], supplier, 'submit'))).toBe('409 repair.quote.closed');
    expect(refusal(() => assertMayOnQuote(records.submitted, supplier, 'save'))).toBe('409 repair.quote.answered');
    expect(refusal(() => assertMayOnQuote(records['submitted/awarded'], buyer, 'award'))).toBe('409 repair.inquiry.not_open');
    expect(refusal(() => assertMayOnQuote(records['submitted/frozen shop'], buyer, 'award'))).toBe('409 repair.shop_cannot_transact');
    expect(refusal(() => assertMayOnQuote(records['submitted/validity passed'], buyer, 'award'))).toBe('409 repair.quote.validity_passed');
    expect(refusal(() => assertMayOnQuote(records.hold, buyer, 'award'))).toBe('409 repair.quote.not_awardable');
    expect(refusal(() => assertMayOnQuote(records.hold, buyer, 'submit'))).toBe('403 auth.forbidden');
  });
});

describe('return paths by outcome and the exchange (D-454..D-456)', () => {
  const doc = (type: string, serialNo = 'S1') => [{ serialNo, type }];
  const order = (status: RepairOrderStatus, documents: { serialNo: string; type: string }[], over: Partial<OrderFacts['shipping']> = {}): OrderFacts => ({
    status, shipping: { kind: 'repair', serialNumbers: ['S1'], serialReturn: 'P', documents, ...over }, bill_open: false,
  });
  const ship = (o: OrderFacts, outcome: Parameters<typeof assertMayOnOrder>[3]) => refusal(() => assertMayOnOrder(o, supplier, 'to_shipped', outcome));

  it('ships a unit beyond economic repair, with no fault found or scrapped from the findings, with their document and no release', () => {
    expect(ship(order('entry_test', doc('TEARDOWN_REPORT')), 'beyond_economic_repair')).toBe('allowed');
    expect(ship(order('quotation_to_be_approved', doc('TEARDOWN_REPORT')), 'beyond_economic_repair')).toBe('allowed');
    expect(ship(order('troubleshooting', doc('TEST_REPORT')), 'no_fault_found')).toBe('allowed');
    expect(ship(order('stopped_awaiting_material', doc('SCRAP_CERTIFICATE')), 'scrapped')).toBe('allowed');
    // The wrong document for the outcome, or a release certificate for a unit not repaired, is not enough.
    expect(ship(order('entry_test', doc('EASA_FORM_1')), 'beyond_economic_repair')).toBe('409 repair.certificate_required');
    expect(ship(order('entry_test', doc('TEST_REPORT')), 'scrapped')).toBe('409 repair.certificate_required');
    // Repaired or overhauled only after the factory test; a teardown report does not release a repaired unit.
    expect(ship(order('entry_test', doc('EASA_FORM_1')), 'repaired')).toBe('409 repair.outcome_not_now');
    expect(ship(order('factory_test', doc('TEARDOWN_REPORT')), 'overhauled')).toBe('409 repair.certificate_required');
    expect(ship(order('under_repair', doc('TEARDOWN_REPORT')), 'beyond_economic_repair')).toBe('409 repair.order.status_jump');
    expect(nextStatuses(order('entry_test', doc('TEARDOWN_REPORT')), supplier)).toContain('shipped');
    expect(nextStatuses(order('entry_test', []), supplier)).not.toContain('shipped');
  });

  it('counts a document per serial: the order’s own serials for P, any serial for C', () => {
    expect(ship(order('factory_test', doc('EASA_FORM_1', 'OTHER')), 'repaired')).toBe('409 repair.certificate_required');
    expect(ship(order('factory_test', doc('EASA_FORM_1', 'OTHER'), { serialReturn: 'C' }), 'repaired')).toBe('allowed');
    expect(ship(order('factory_test', doc('EASA_FORM_1'), { serialNumbers: ['S1', 'S2'] }), 'repaired')).toBe('409 repair.certificate_required');
  });

  it('ships an exchange unit from stock with its release certificate, and nothing of the repair path', () => {
    const exchange = (documents: { serialNo: string; type: string }[]) => order('to_ship', documents, { kind: 'exchange', serialReturn: 'E' });
    expect(ship(exchange(doc('FAA_8130_3', 'X-100')), null)).toBe('allowed');
    expect(ship(exchange([]), null)).toBe('409 repair.certificate_required');
    expect(ship(exchange(doc('FAA_8130_3', 'X-100')), 'repaired')).toBe('409 repair.outcome_not_now');
    expect(refusal(() => assertMayOnOrder(exchange([]), supplier, 'to_received'))).toBe('409 repair.order.status_jump');
    expect(orderActions(exchange([]), supplier)).toEqual(['view', 'upload_certificate']);
  });
});

describe('the 18-status table (repair orders)', () => {
  const release = [{ serialNo: 'S1', type: 'EASA_FORM_1' }];
  const shipping = (documents = release, over: Partial<OrderFacts['shipping']> = {}): OrderFacts['shipping'] => ({ kind: 'repair', serialNumbers: ['S1'], serialReturn: 'P', documents, ...over });
  const facts = (status: RepairOrderStatus, over: Partial<OrderFacts> = {}): OrderFacts => ({ status, shipping: shipping(), bill_open: false, ...over });

  it('lets each side set exactly these next statuses from each of the 18 (a release certificate filed) and from an exchange’s first', () => {
    const table = ORDER_STATUSES.flatMap((s) => {
      const row = facts(s, { ...(['bill_to_be_updated', 'payment_revoked'].includes(s) ? { bill_open: true } : {}), ...(s === 'to_ship' ? { shipping: shipping(release, { kind: 'exchange' }) } : {}) });
      return [
        `${s} | shop: ${nextStatuses(row, supplier).join(' ')}`,
        `${s} | buyer: ${nextStatuses(row, buyer).join(' ')}`,
        `${s} | finance: ${nextStatuses(row, finance).join(' ')}`,
      ];
    });
    expect(table).toEqual([
      'to_be_updated | shop: received', 'to_be_updated | buyer: ', 'to_be_updated | finance: ',
      'received | shop: entry_test', 'received | buyer: ', 'received | finance: ',
      'entry_test | shop: troubleshooting under_repair prepare_quotation', 'entry_test | buyer: ', 'entry_test | finance: ',
      'troubleshooting | shop: under_repair prepare_quotation waiting_spares', 'troubleshooting | buyer: ', 'troubleshooting | finance: ',
      'under_repair | shop: prepare_quotation waiting_spares stopped_awaiting_material repair_finished', 'under_repair | buyer: ', 'under_repair | finance: ',
      'prepare_quotation | shop: quotation_to_be_approved', 'prepare_quotation | buyer: ', 'prepare_quotation | finance: ',
      'quotation_to_be_approved | shop: stopped_awaiting_material', 'quotation_to_be_approved | buyer: under_repair', 'quotation_to_be_approved | finance: ',
      'waiting_spares | shop: under_repair stopped_awaiting_material', 'waiting_spares | buyer: ', 'waiting_spares | finance: ',
      'stopped_awaiting_material | shop: under_repair', 'stopped_awaiting_material | buyer: ', 'stopped_awaiting_material | finance: ',
      'repair_finished | shop: factory_test', 'repair_finished | buyer: ', 'repair_finished | finance: ',
      'factory_test | shop: shipped', 'factory_test | buyer: ', 'factory_test | finance: ',
      'shipped | shop: bill_to_be_updated', 'shipped | buyer: ', 'shipped | finance: bill_to_be_updated',
      'payment_revoked | shop: bill_to_be_updated', 'payment_revoked | buyer: ', 'payment_revoked | finance: bill_to_be_updated',
      'rejected_first_instance | shop: bill_to_be_updated', 'rejected_first_instance | buyer: ', 'rejected_first_instance | finance: bill_to_be_updated',
      'payment_agreed | shop: ', 'payment_agreed | buyer: ', 'payment_agreed | finance: payment_revoked contractor_completed',
      'contractor_completed | shop: ', 'contractor_completed | buyer: closed', 'contractor_completed | finance: ',
      'bill_to_be_updated | shop: ', 'bill_to_be_updated | buyer: ', 'bill_to_be_updated | finance: ',
      'closed | shop: ', 'closed | buyer: ', 'closed | finance: ',
      'to_ship | shop: shipped', 'to_ship | buyer: ', 'to_ship | finance: ',
    ]);
  });

  it('allows exactly these other order actions (view, certificates, bill)', () => {
    const records = {
      under_repair: facts('under_repair'),
      factory_test: facts('factory_test', { shipping: shipping([]) }),
      shipped: facts('shipped'),
      'shipped/bill open': facts('shipped', { bill_open: true }),
      closed: facts('closed'),
    };
    const other = (r: OrderFacts, actor: typeof admin) => orderActions(r, actor).filter((a) => !a.startsWith('to_') && a !== 'approve_quotation');
    expect(decisionTable({ admin, buyer, finance, supplier }, records, other)).toEqual([
      'admin | under_repair | view',
      'admin | factory_test | view',
      'admin | shipped | view',
      'admin | shipped/bill open | view',
      'admin | closed | view',
      'buyer | under_repair | view',
      'buyer | factory_test | view',
      'buyer | shipped | view',
      'buyer | shipped/bill open | view',
      'buyer | closed | view',
      'finance | under_repair | view',
      'finance | factory_test | view',
      'finance | shipped | view',
      'finance | shipped/bill open | view',
      'finance | closed | view',
      'supplier | under_repair | view upload_certificate',
      'supplier | factory_test | view upload_certificate',
      'supplier | shipped | view submit_bill',
      'supplier | shipped/bill open | view',
      'supplier | closed | view',
    ]);
  });

  it('refuses with the table’s messages', () => {
    expect(refusal(() => assertMayOnOrder(facts('received'), supplier, 'to_shipped'))).toBe('409 repair.order.status_jump');
    expect(refusal(() => assertMayOnOrder(facts('factory_test', { shipping: shipping([]) }), supplier, 'to_shipped', 'repaired'))).toBe('409 repair.certificate_required');
    expect(refusal(() => assertMayOnOrder(facts('factory_test'), supplier, 'to_shipped', 'repaired'))).toBe('allowed');
    expect(refusal(() => assertMayOnOrder(facts('under_repair'), supplier, 'submit_bill'))).toBe('409 repair.bill.not_finished');
    expect(refusal(() => assertMayOnOrder(facts('shipped', { bill_open: true }), supplier, 'submit_bill'))).toBe('409 repair.bill.exists');
    expect(refusal(() => assertMayOnOrder(facts('shipped'), supplier, 'upload_certificate'))).toBe('409 repair.order.certificate_closed');
    expect(refusal(() => assertMayOnOrder(facts('payment_agreed'), supplier, 'to_contractor_completed'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertMayOnOrder(facts('quotation_to_be_approved'), supplier, 'approve_quotation'))).toBe('403 auth.forbidden');
    // D-380: payment agreed and rejected at first instance are set by the bill's review only; no person sets them directly.
    for (const actor of [admin, buyer, finance, supplier]) {
      for (const a of ['to_payment_agreed', 'to_rejected_first_instance'] as const) {
        expect(refusal(() => assertMayOnOrder(facts('bill_to_be_updated', { bill_open: true }), actor, a))).toBe('403 auth.forbidden');
        expect(refusal(() => assertMayOnOrder(facts('payment_revoked', { bill_open: true }), actor, a))).toBe('403 auth.forbidden');
      }
    }
    expect(refusal(() => assertOrderStateAllows(facts('bill_to_be_updated', { bill_open: true }), 'to_payment_agreed'))).toBe('allowed');
    expect(refusal(() => assertOrderStateAllows(facts('payment_revoked', { bill_open: true }), 'to_rejected_first_instance'))).toBe('allowed');
    expect(refusal(() => assertOrderStateAllows(facts('shipped'), 'to_payment_agreed'))).toBe('409 repair.order.status_jump');
    expect(refusal(() => assertOrderStateAllows(facts('payment_agreed'), 'to_rejected_first_instance'))).toBe('409 repair.order.status_jump');
  });
});

describe('repair bill policy', () => {
  it('allows exactly these bill actions', () => {
    const records = { pending_review: { status: 'pending_review' }, approved: { status: 'approved' }, not_approved: { status: 'not_approved' } } as const;
    expect(decisionTable(POLICY_ACTORS, records, billActions)).toEqual([
      'admin | pending_review | approve reject',
      'finance | pending_review | approve reject',
      'supplier | not_approved | resubmit',
    ]);
    expect(refusal(() => assertMayOnBill({ status: 'approved' }, finance, 'approve'))).toBe('409 repair.bill.not_pending');
    expect(refusal(() => assertMayOnBill({ status: 'pending_review' }, buyer, 'approve'))).toBe('403 auth.forbidden');
    // Reopened only inside the revocation of consent to payment (D-380): no person reopens a bill; the state allows it from approved only.
    for (const actor of [admin, finance, supplier]) expect(refusal(() => assertMayOnBill({ status: 'approved' }, actor, 'reopen'))).toBe('403 auth.forbidden');
    expect(refusal(() => assertBillStateAllows({ status: 'approved' }, 'reopen'))).toBe('allowed');
    expect(refusal(() => assertBillStateAllows({ status: 'not_approved' }, 'reopen'))).toBe('409 repair.bill.wrong_state');
  });
});
