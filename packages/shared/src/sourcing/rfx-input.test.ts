import { describe, expect, it } from 'vitest';
import type { RfxDetail } from './responses';
import { rfxInputOf } from './rfx-input';

const item = {
  id: 7, lineNo: 10, requirementId: 3, requirementNumber: 'REQ1', materialType: null, materialPn: 'PN-1', description: 'Bushing', purchaseCategory: null,
  deliveryType: null, deliveryNote: null, deliveryDeadline: '2027-01-10', firstDeliveryDate: '2027-01-05', paymentTerm: 'N60', paymentNote: null,
  detailedRequirements: null, acceptReplacement: false, specialRequirements: null, quantity: 4, unit: 'EA', budgetPrice: null, budgetCurrency: null,
  showBudgetPrice: false, incoterms: null, deliveryLocation: null, deliveryAddress: null, consignment: false, manufacturerCode: null, manufacturerName: null,
  clauses: [{ contractType: 'purchase', contractNo: null, contractName: null, clauseNo: null, clauseText: 'FAA 8130-3' }],
};
const source = {
  type: 'RFQ', description: 'Bushings', purchaseOrg: 'P100', purchaseGroup: null, plant: 'CTU', bidValidityDays: 30, incoterms: null, deliveryLocation: null,
  deliveryAddress: null, paymentTerm: null, paymentNote: null, deliveryType: null, firstDeliveryDate: '2027-01-01', lastDeliveryDate: '2027-02-01',
  allowRevision: true, showBudgetPrice: false, mustQuoteAll: false, consignment: false, acceptAlternatives: false, mustReply: false,
  items: [item], texts: [], team: [{ userId: 2, passwordHolder: false }, { userId: 5, passwordHolder: true }],
} as unknown as RfxDetail;

describe('an RFx as the input that saves one (copy, round, wizard)', () => {
  it('a copy takes neither requirement links nor delivery dates', () => {
    const input = rfxInputOf(source, { requirements: false, deliveryDates: false });
    expect(input).not.toHaveProperty('firstDeliveryDate');
    expect(input.items[0]).not.toHaveProperty('requirementId');
    expect(input.items[0]).not.toHaveProperty('deliveryDeadline');
    expect(input.items[0]!.clauses[0]).toEqual({ contractType: 'purchase', contractNo: undefined, contractName: undefined, clauseNo: undefined, clauseText: 'FAA 8130-3' });
    expect(input.team).toEqual([2, 5]);
    expect(input.passwordHolderId).toBe(5);
    expect(input.plant).toBe('CTU');
    expect(input.purchaseGroup).toBeUndefined();
  });

  it('a round keeps the delivery dates; the wizard keeps the requirement links too', () => {
    const round = rfxInputOf(source, { requirements: false, deliveryDates: true });
    expect([round.firstDeliveryDate, round.lastDeliveryDate, round.items[0]!.deliveryDeadline, round.items[0]!.firstDeliveryDate]).toEqual(['2027-01-01', '2027-02-01', '2027-01-10', '2027-01-05']);
    expect(round.items[0]).not.toHaveProperty('requirementId');
    expect(rfxInputOf(source, { requirements: true, deliveryDates: true }).items[0]!.requirementId).toBe(3);
  });
});
