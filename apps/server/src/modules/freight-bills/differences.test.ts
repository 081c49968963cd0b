/**
 * The rules of the cross-bill difference list without a database (D-369, D-367, D-368): the
 * comparison of one bill with the shipments and other bills handed to it, and the totals.
 */
import type { DifferenceRow } from '@aerosupply/shared/freight-bills/schemas';
import { describe, expect, it } from 'vitest';
import type { WaybillShipment } from '../logistics';
import { summarise } from './differences';
import { compareBill, type BillToMatch } from './shipment-match';

const bill = (over: Partial<BillToMatch> = {}): BillToMatch => ({ id: 1, companyId: 7, waybillNos: ['A-1', 'a-2'], weightKg: 200, origin: 'FRA', destination: 'PVG', totalFreight: 1000, expectation: null, ...over });
const shipment = (waybill: string, over: Partial<WaybillShipment> = {}): WaybillShipment => ({
  waybill, shipmentId: 10, shipmentNumber: 'TN-1', grossWeight: 100, chargeableWeight: 100, originPort: 'FRA', destinationPort: 'PVG', transportType: 'air', serviceMode: null, etd: null, atd: null, ata: null, ...over,
});

describe('compareBill', () => {
  it('lists the waybills not found, counts a shipment named twice once, and charges each waybill its share', () => {
    const m = compareBill(bill(), [shipment('A-1')], [{ billId: 2, number: 'FB-2', waybill: 'A-1' }]);
    expect(m.state).toBe('unmatched');
    expect(m.unmatched).toEqual(['A-2']);
    expect(m.differences.map((d) => [d.kind, d.amount])).toEqual([['duplicate', 500], ['chargeable_weight', null], ['weight', null]]);
    const same = compareBill(bill(), [shipment('A-1'), shipment('A-2')], []);
    // Both waybills name shipment 10 (100 kg): 200 kg billed against 100 kg.
    expect(same.differences.map((d) => `${d.kind} ${d.billValue} ${d.shipmentValue}`)).toEqual(['chargeable_weight 200 kg 100 kg', 'weight 200 kg 100 kg']);
  });

  it('tolerates 1 % in the standard reading and prices the difference by the rate card', () => {
    const expectation = { rateCardId: 1, ratePerKg: 10, minCharge: 0, weightKg: 101, expectedAmount: 1010, difference: 0 };
    expect(compareBill(bill({ waybillNos: ['A-1'], weightKg: 101, totalFreight: 1010, expectation }), [shipment('A-1')], []).differences).toEqual([]);
    const strict = compareBill(bill({ waybillNos: ['A-1'], weightKg: 101, totalFreight: 1010, expectation }), [shipment('A-1')], [], true);
    expect(strict.differences.map((d) => [d.kind, d.amount])).toEqual([['chargeable_weight', 10], ['weight', null]]);
    expect(strict.amountAtStake).toBe(10);
  });

  it('has nothing to compare for a bill without waybills', () => {
    expect(compareBill(bill({ waybillNos: [] }), [], [])).toEqual({ state: 'not_available', unmatched: [], shipments: [], differences: [], amountAtStake: 0 });
  });
});

describe('summarise', () => {
  it('totals per kind and currency, never across currencies, unpriced rows counted with 0', () => {
    const row = (kind: DifferenceRow['kind'], currency: DifferenceRow['currency'], amount: number | null) => ({ kind, currency, amount }) as DifferenceRow;
    expect(summarise([row('rate', 'CNY', 10.1), row('rate', 'CNY', 0.2), row('rate', 'USD', 5), row('weight', 'CNY', null)])).toEqual([
      { kind: 'rate', currency: 'CNY', count: 2, amount: 10.3 },
      { kind: 'rate', currency: 'USD', count: 1, amount: 5 },
      { kind: 'weight', currency: 'CNY', count: 1, amount: 0 },
    ]);
  });
});
