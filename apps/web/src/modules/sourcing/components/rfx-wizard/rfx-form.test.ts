/** The wizard's mapping: a saved RFx, as the form holds it, saves as a body the RFx contract accepts. */
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { rfxBody } from '@aerosupply/shared/sourcing/schemas';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { formValuesOf, itemInput, requirementNumbersOf, rfxBodyOf } from './rfx-form';

const item = {
  id: 7, lineNo: 10, requirementId: 3, requirementNumber: 'REQ20260101-0001', materialType: null, materialPn: 'P-1', description: 'Filter',
  purchaseCategory: null, deliveryType: null, deliveryNote: null, deliveryDeadline: null, firstDeliveryDate: '2026-03-01', paymentTerm: null,
  paymentNote: null, detailedRequirements: null, acceptReplacement: false, specialRequirements: null, quantity: 2, unit: 'EA', budgetPrice: null,
  budgetCurrency: null, showBudgetPrice: false, incoterms: 'FCA', deliveryLocation: null, deliveryAddress: null, consignment: false,
  manufacturerCode: null, manufacturerName: null,
  clauses: [{ contractType: 'purchase', contractNo: null, contractName: 'QA', clauseNo: null, clauseText: 'Form 1' }],
} as unknown as RfxDetail['items'][number];

const detail = {
  id: 1, number: 'RFX1', type: 'RFQ', description: 'Filters', purchaseOrg: 'P200', purchaseGroup: null, plant: '1300', status: 'not_released',
  approvalStatus: 'none', releasedAt: null, deadlineAt: '2026-04-01T02:00:00.000Z', openingAt: '2026-04-01T03:00:00.000Z', technicalOpenAt: null,
  itemCount: 1, bidderCount: 1, createdBy: 'Buyer', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', actions: ['edit'],
  bidValidityDays: 30, incoterms: null, deliveryLocation: null, deliveryAddress: null, paymentTerm: null, paymentNote: null, deliveryType: null,
  firstDeliveryDate: '2026-03-01', lastDeliveryDate: null, allowRevision: true, showBudgetPrice: false, mustQuoteAll: false, consignment: false,
  acceptAlternatives: false, mustReply: false, sapSyncStatus: 'not_synced', openedAt: null, items: [item], texts: [], attachments: [],
  team: [{ userId: 5, name: 'B', account: 'b', passwordHolder: true }], bidders: [{ companyId: 9, vendorCode: 'V9', name: 'A', nameEn: null }],
  approval: { required: false, approvers: [], submittedBy: null, submittedAt: null, decidedBy: null, decidedAt: null, comment: null },
} as unknown as RfxDetail;

describe('the RFx wizard form', () => {
  it('edits a saved item with absent values where the record has none', () => {
    const i = itemInput(item);
    expect(i).toMatchObject({ requirementId: 3, materialPn: 'P-1', firstDeliveryDate: '2026-03-01', incoterms: 'FCA', materialType: undefined });
    expect(i.clauses).toEqual([{ contractType: 'purchase', contractNo: undefined, contractName: 'QA', clauseNo: undefined, clauseText: 'Form 1' }]);
    expect(requirementNumbersOf(detail)).toEqual({ 3: 'REQ20260101-0001' });
  });

  it('holds moments and dates as dayjs and the team as user ids', () => {
    const v = formValuesOf(detail);
    expect(dayjs.isDayjs(v.deadlineAt)).toBe(true);
    expect(dayjs.isDayjs(v.firstDeliveryDate)).toBe(true);
    expect(v).toMatchObject({ team: [5], passwordHolderId: 5, technicalOpenAt: undefined });
    expect(Object.keys(v)).not.toContain('status');
  });

  it('saves a saved RFx as a body the contract accepts', () => {
    const body = rfxBodyOf(formValuesOf(detail), detail.items.map(itemInput), detail.bidders);
    const parsed = rfxBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body).toMatchObject({ deadlineAt: '2026-04-01T02:00:00.000Z', firstDeliveryDate: '2026-03-01', team: [5], bidders: [9], allowRevision: true, mustReply: false });
  });
});
