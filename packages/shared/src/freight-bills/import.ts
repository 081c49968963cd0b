/**
 * The electronic bill Excel import (issue 17 item 3, D-363): one row per bill, the columns of
 * 001 §3; codes are taken as the code or its label in either language. Each row then meets the
 * same rules as a bill entered on the screen (amounts, duplicates).
 */
import { z } from 'zod';
import { cellText } from '../imports/schemas';
import { cellDecimal } from '../orders/import';
import { codeOf, CURRENCIES, type CodeList } from './codes';

export const FREIGHT_BILL_IMPORT = 'freight-bills';
/** Bills one workbook may hold (issue 17: 10,000 rows; above the platform's default of 5,000). */
export const FREIGHT_BILL_IMPORT_MAX_ROWS = 10_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const blankToNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v);
const cellString = z.string({ error: (i) => (i.input === null || i.input === undefined ? 'validation.required' : 'validation.invalid_type') }).max(30, 'validation.too_long');

/** A code column: the code, or its zh or en label. */
function cellCode(list: CodeList) {
  return z.preprocess(
    blankToNull,
    cellString.transform((v, ctx) => {
      const code = codeOf(list, v);
      if (code === undefined) ctx.addIssue({ code: 'custom', message: 'freightBills.unknown_code' });
      return code ?? v;
    }),
  );
}

/** Currency: blank is CNY. */
const currencyCell = z.preprocess(
  (v) => blankToNull(v) ?? 'CNY',
  cellString.transform((v, ctx) => {
    const c = v.toUpperCase();
    if (!(CURRENCIES as readonly string[]).includes(c)) ctx.addIssue({ code: 'custom', message: 'freightBills.unknown_code' });
    return c;
  }),
);

const col = (key: string) => `freightBills.import.col.${key}`;

export const FREIGHT_BILL_IMPORT_COLUMNS = [
  { key: 'invoiceNo', titleKey: col('invoiceNo'), schema: cellText({ max: 30, required: true }), example: 'INV-2026-0001' },
  { key: 'invoiceDate', titleKey: col('invoiceDate'), schema: cellText({ max: 10, required: true, pattern: DATE }), hintKey: 'freightBills.import.hint.date', example: '2026-11-20' },
  { key: 'transportMode', titleKey: col('transportMode'), schema: cellCode('transportMode'), hintKey: 'freightBills.import.hint.transportMode', example: 'Air' },
  { key: 'materialLevel', titleKey: col('materialLevel'), schema: cellCode('materialLevel'), hintKey: 'freightBills.import.hint.materialLevel', example: 'Routine' },
  { key: 'origin', titleKey: col('origin'), schema: cellText({ max: 60, required: true }), example: 'FRA' },
  { key: 'destination', titleKey: col('destination'), schema: cellText({ max: 60, required: true }), example: 'PVG' },
  { key: 'transportLevel', titleKey: col('transportLevel'), schema: cellCode('transportLevel'), hintKey: 'freightBills.import.hint.transportLevel', example: 'Standard' },
  { key: 'billingMode', titleKey: col('billingMode'), schema: cellCode('billingMode'), hintKey: 'freightBills.import.hint.billingMode', example: 'By weight' },
  { key: 'netWeight', titleKey: col('netWeight'), schema: cellDecimal({ required: true }), example: 120 },
  { key: 'weightUnit', titleKey: col('weightUnit'), schema: cellCode('weightUnit'), hintKey: 'freightBills.import.hint.weightUnit', example: 'kg' },
  { key: 'currency', titleKey: col('currency'), schema: currencyCell, hintKey: 'freightBills.import.hint.currency', example: 'CNY' },
  { key: 'feeOperation', titleKey: col('feeOperation'), schema: cellDecimal({ required: true }), example: 100 },
  { key: 'feeLevel', titleKey: col('feeLevel'), schema: cellDecimal({ required: true }), example: 0 },
  { key: 'feeBilling', titleKey: col('feeBilling'), schema: cellDecimal({ required: true }), example: 2220 },
  { key: 'feeRoute', titleKey: col('feeRoute'), schema: cellDecimal({ required: true }), example: 80 },
  { key: 'feeAdditional', titleKey: col('feeAdditional'), schema: cellDecimal({ required: true }), example: 0 },
  { key: 'totalFreight', titleKey: col('totalFreight'), schema: cellDecimal(), hintKey: 'freightBills.import.hint.totalFreight', example: 2400 },
  { key: 'invoiceAmount', titleKey: col('invoiceAmount'), schema: cellDecimal({ required: true }), hintKey: 'freightBills.import.hint.invoiceAmount', example: 2400 },
  { key: 'waybillNos', titleKey: col('waybillNos'), schema: cellText({ max: 500 }), hintKey: 'freightBills.import.hint.waybillNos', example: '020-12345675, 020-12345686' },
] as const;

/** The row after the column rules; the bill body's rules run in the import's check. */
export const freightBillImportRow = z.object({
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  transportMode: z.string(),
  materialLevel: z.string(),
  origin: z.string(),
  destination: z.string(),
  transportLevel: z.string(),
  billingMode: z.string(),
  netWeight: z.number(),
  weightUnit: z.string(),
  currency: z.string(),
  feeOperation: z.number(),
  feeLevel: z.number(),
  feeBilling: z.number(),
  feeRoute: z.number(),
  feeAdditional: z.number(),
  totalFreight: z.number().nullable(),
  invoiceAmount: z.number(),
  waybillNos: z.string().nullable(),
});
export type FreightBillImportRow = z.infer<typeof freightBillImportRow>;

/** The bill body of a row (checked with `billBody` afterwards). */
export const bodyOfRow = (r: FreightBillImportRow) => ({
  invoiceNo: r.invoiceNo,
  invoiceDate: r.invoiceDate,
  transportMode: r.transportMode,
  materialLevel: r.materialLevel,
  origin: r.origin,
  destination: r.destination,
  transportLevel: r.transportLevel,
  billingMode: r.billingMode,
  netWeight: r.netWeight,
  weightUnit: r.weightUnit,
  currency: r.currency,
  invoiceAmount: r.invoiceAmount,
  feeOperation: r.feeOperation,
  feeLevel: r.feeLevel,
  feeBilling: r.feeBilling,
  feeRoute: r.feeRoute,
  feeAdditional: r.feeAdditional,
  waybillNos: (r.waybillNos ?? '').split(/[,，;；\s]+/).filter(Boolean),
});
