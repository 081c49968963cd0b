/**
 * Amounts of an electronic freight bill (D-362): total freight is the sum of the five fees; the
 * invoice amount must equal it to the cent. The expected amount of a rate card is
 * max(minimum charge, weight in kg x rate per kg); the difference is billed minus expected.
 */
import type { WeightUnit } from './codes';

export const LB_TO_KG = 0.45359237;

/** Cents, to add money without binary drift. */
const cents = (v: number) => Math.round(v * 100);
export const round2 = (v: number) => Math.round(v * 100) / 100;

export interface BillFees {
  feeOperation: number;
  feeLevel: number;
  feeBilling: number;
  feeRoute: number;
  feeAdditional: number;
}

export const totalFreightOf = (f: BillFees): number =>
  (cents(f.feeOperation) + cents(f.feeLevel) + cents(f.feeBilling) + cents(f.feeRoute) + cents(f.feeAdditional)) / 100;

/** True when the invoice amount equals the total freight to the cent. */
export const invoiceMatches = (invoiceAmount: number, totalFreight: number): boolean => cents(invoiceAmount) === cents(totalFreight);

export const weightInKg = (weight: number, unit: WeightUnit): number => Math.round((unit === 'lb' ? weight * LB_TO_KG : weight) * 1000) / 1000;

export interface RateTerms {
  ratePerKg: number;
  minCharge: number;
}

export function expectedAmount(weightKg: number, card: RateTerms): number {
  return round2(Math.max(card.minCharge, round2(weightKg * card.ratePerKg)));
}

/** Billed minus expected (positive: the forwarder billed more than the card gives). */
export const differenceOf = (billed: number, expected: number): number => (cents(billed) - cents(expected)) / 100;
