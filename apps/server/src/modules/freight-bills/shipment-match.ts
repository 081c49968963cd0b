/**
 * Matching a bill to the shipments it charges for (issue 17 item 4; D-367, superseding the
 * extension point of D-364). The shipments are read only through the logistics module's
 * `findForwarderWaybills`, scoped to the bill's forwarder company: another forwarder's shipment is
 * "not found". Each waybill is matched or listed in `unmatched`; the differences carry the amount at
 * stake in the bill's currency. Tolerances (D-368): standard weight max(0.5 kg, 1 %), rate
 * max(1.00, 1 % of the expected amount); the strict reading (`FREIGHT_MATCH_STRICT=true`) tolerates
 * nothing beyond rounding (0.001 kg, 0.01).
 */
import { expectedAmount, round2 } from '@aerosupply/shared/freight-bills/amounts';
import type { BillExpectation, MatchDifference, MatchedShipment, ShipmentMatchView } from '@aerosupply/shared/freight-bills/schemas';
import type { Database } from '../../db/database';
import { findForwarderWaybills, type WaybillShipment } from '../logistics';
import { findWaybillsChargedElsewhere } from './repo';

export type ShipmentMatch = ShipmentMatchView;

export interface MatchTolerance {
  weightKg: number;
  weightShare: number;
  amount: number;
  amountShare: number;
}

/** D-368: the standard tolerances and the strict reading. */
export const MATCH_TOLERANCES: Record<'standard' | 'strict', MatchTolerance> = {
  standard: { weightKg: 0.5, weightShare: 0.01, amount: 1, amountShare: 0.01 },
  strict: { weightKg: 0.001, weightShare: 0, amount: 0.01, amountShare: 0 },
};

export interface BillToMatch {
  id: number;
  companyId: number;
  waybillNos: readonly string[];
  /** The bill's net weight in kg. */
  weightKg: number;
  origin: string;
  destination: string;
  totalFreight: number;
  expectation: BillExpectation | null;
}

const kg = (v: number) => Math.round(v * 1000) / 1000;
const fmtKg = (v: number) => `${kg(v)} kg`;
const beyond = (diff: number, base: number, tol: number, share: number) => Math.abs(diff) > Math.max(tol, Math.abs(base) * share) + 1e-9;

/** Another submitted or approved bill of the same forwarder charging one of the bill's waybills. */
export interface ChargedElsewhere {
  billId: number;
  number: string;
  waybill: string;
}

const waybillsOf = (bill: Pick<BillToMatch, 'waybillNos'>) => [...new Set(bill.waybillNos.map((w) => w.toUpperCase()))];

export async function matchShipments(db: Database, bill: BillToMatch, strict = false): Promise<ShipmentMatch> {
  const waybills = waybillsOf(bill);
  if (waybills.length === 0) return compareBill(bill, [], [], strict);
  const [found, elsewhere] = await Promise.all([findForwarderWaybills(db, bill.companyId, waybills), findWaybillsChargedElsewhere(db, bill.companyId, bill.id, waybills)]);
  return compareBill(bill, found, elsewhere, strict);
}

/**
 * The comparison itself (no I/O): the bill against the forwarder's shipments found under its
 * waybills and the other bills charging them. Used for one bill (detail) and for many at once
 * (the cross-bill difference list, D-369).
 */
export function compareBill(bill: BillToMatch, found: readonly WaybillShipment[], elsewhere: readonly ChargedElsewhere[], strict = false): ShipmentMatch {
  if (waybillsOf(bill).length === 0) return { state: 'not_available', unmatched: [], shipments: [], differences: [], amountAtStake: 0 };
  const shipments: MatchedShipment[] = found.map((s) => ({
    ...s,
    etd: s.etd?.toISOString() ?? null,
    atd: s.atd?.toISOString() ?? null,
    ata: s.ata?.toISOString() ?? null,
  }));
  const { unmatched, differences, amountAtStake } = compareDifferences(bill, found, elsewhere, strict);
  return { state: unmatched.length === 0 ? 'matched' : 'unmatched', unmatched, shipments, differences, amountAtStake };
}

/** What a shipment contributes to the comparison (the cross-bill list reads only this, D-436). */
export type ComparedShipment = Pick<WaybillShipment, 'waybill' | 'shipmentId' | 'grossWeight' | 'chargeableWeight' | 'originPort' | 'destinationPort'>;

/** The comparison's findings: the waybills naming no shipment and the differences with their amounts. */
export function compareDifferences(bill: BillToMatch, found: readonly ComparedShipment[], elsewhere: readonly ChargedElsewhere[], strict = false): { unmatched: string[]; differences: MatchDifference[]; amountAtStake: number } {
  const tol = MATCH_TOLERANCES[strict ? 'strict' : 'standard'];
  const waybills = waybillsOf(bill);
  if (waybills.length === 0) return { unmatched: [], differences: [], amountAtStake: 0 };
  const foundSet = new Set(found.map((s) => s.waybill));
  const unmatched = waybills.filter((w) => !foundSet.has(w));
  const share = round2(bill.totalFreight / waybills.length);
  const card = bill.expectation;
  const differences: MatchDifference[] = [];

  for (const d of elsewhere) differences.push({ kind: 'duplicate', waybill: d.waybill, billValue: d.waybill, shipmentValue: d.number, amount: share });

  // Each shipment once (several of the bill's waybills may name the same shipment).
  const distinct = [...new Map(found.map((s) => [s.shipmentId, s])).values()];
  for (const s of distinct) {
    if (s.originPort.toUpperCase() !== bill.origin.toUpperCase() || s.destinationPort.toUpperCase() !== bill.destination.toUpperCase()) {
      differences.push({ kind: 'route', waybill: s.waybill, billValue: `${bill.origin}-${bill.destination}`, shipmentValue: `${s.originPort}-${s.destinationPort}`, amount: share });
    }
  }

  if (distinct.length > 0) {
    const gross = distinct.every((s) => s.grossWeight !== null) ? kg(distinct.reduce((a, s) => a + s.grossWeight!, 0)) : null;
    const chargeable = distinct.every((s) => s.chargeableWeight !== null) ? kg(distinct.reduce((a, s) => a + s.chargeableWeight!, 0)) : null;
    const priced = (w: number) => (card ? round2(expectedAmount(bill.weightKg, card) - expectedAmount(w, card)) : null);
    if (chargeable !== null && beyond(bill.weightKg - chargeable, chargeable, tol.weightKg, tol.weightShare)) {
      differences.push({ kind: 'chargeable_weight', waybill: null, billValue: fmtKg(bill.weightKg), shipmentValue: fmtKg(chargeable), amount: priced(chargeable) });
    }
    if (gross !== null && beyond(bill.weightKg - gross, gross, tol.weightKg, tol.weightShare)) {
      // The money is counted once: on the chargeable weight when the shipments carry one.
      differences.push({ kind: 'weight', waybill: null, billValue: fmtKg(bill.weightKg), shipmentValue: fmtKg(gross), amount: chargeable === null ? priced(gross) : null });
    }
  }

  if (card && beyond(card.difference, card.expectedAmount, tol.amount, tol.amountShare)) {
    differences.push({ kind: 'rate', waybill: null, billValue: bill.totalFreight.toFixed(2), shipmentValue: card.expectedAmount.toFixed(2), amount: card.difference });
  }

  const amountAtStake = round2(differences.reduce((a, d) => a + (d.amount ?? 0), 0));
  return { unmatched, differences, amountAtStake };
}
