/**
 * The purchase requirements import (issue 12 item 1): one requirement per Excel row, through the
 * shared import pipeline (template in both languages, row-level errors, all-or-nothing commit).
 */
import { z } from 'zod';
import { cellText } from '../imports/schemas';
import { DEFAULT_UNIT } from '../validation/fields';
import { MATERIAL_TYPES } from './schemas';

export const REQUIREMENTS_IMPORT = 'sourcing-requirements';

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A decimal cell: 12, "12.5"; `positive` refuses 0; at most `places` decimals. */
function cellDecimal(opts: { required?: boolean; positive?: boolean; places: number; key: string }) {
  const num = z
    .number({ error: (i) => (i.input === null ? 'validation.required' : opts.key) })
    .refine((v) => Number.isFinite(v) && (opts.positive ? v > 0 : v >= 0) && v < 1e12, { error: opts.key })
    .refine((v) => Math.abs(Math.round(v * 10 ** opts.places) - v * 10 ** opts.places) < 1e-6, { error: opts.key });
  const toNumber = (v: unknown) => {
    if (blank(v)) return null;
    if (typeof v !== 'string') return v;
    return /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v;
  };
  return opts.required ? z.preprocess(toNumber, num) : z.preprocess(toNumber, num.nullable());
}

/** A date cell as the reader hands it over (YYYY-MM-DD). */
const cellDate = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: 'sourcing.import.bad_date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'sourcing.import.bad_date' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'sourcing.import.bad_date' })
    .nullable(),
);

const dictHint = 'sourcing.import.hint.dict';

export const REQUIREMENT_IMPORT_COLUMNS = [
  { key: 'materialPn', titleKey: 'sourcing.import.col.materialPn', schema: cellText({ max: 60, required: true, pattern: /^\S+$/ }), hintKey: 'sourcing.import.hint.materialPn', example: '2314-0011-501' },
  { key: 'description', titleKey: 'sourcing.import.col.description', schema: cellText({ max: 200, required: true }), hintKey: 'sourcing.import.hint.description', example: 'Fuel pump seal kit 燃油泵密封件' },
  { key: 'materialType', titleKey: 'sourcing.import.col.materialType', schema: cellText({ max: 2, pattern: /^(10|[1-9])$/ }), hintKey: 'sourcing.import.hint.materialType', example: '4' },
  { key: 'quantity', titleKey: 'sourcing.import.col.quantity', schema: cellDecimal({ required: true, positive: true, places: 3, key: 'sourcing.import.bad_number' }), hintKey: 'sourcing.import.hint.quantity', example: 12 },
  { key: 'unit', titleKey: 'sourcing.import.col.unit', schema: cellText({ max: 10 }), hintKey: 'sourcing.import.hint.unit', example: 'EA' },
  { key: 'requiredDate', titleKey: 'sourcing.import.col.requiredDate', schema: cellDate, hintKey: 'sourcing.import.hint.date', example: '2026-12-31' },
  { key: 'plant', titleKey: 'sourcing.import.col.plant', schema: cellText({ max: 20 }), hintKey: dictHint, example: '1300' },
  { key: 'purchaseOrg', titleKey: 'sourcing.import.col.purchaseOrg', schema: cellText({ max: 20 }), hintKey: dictHint, example: 'P100' },
  { key: 'purchaseGroup', titleKey: 'sourcing.import.col.purchaseGroup', schema: cellText({ max: 20 }), hintKey: dictHint, example: 'A02' },
  { key: 'budgetPrice', titleKey: 'sourcing.import.col.budgetPrice', schema: cellDecimal({ places: 4, key: 'sourcing.import.bad_price' }), hintKey: 'sourcing.import.hint.price', example: 85.5 },
  { key: 'currency', titleKey: 'sourcing.import.col.currency', schema: cellText({ max: 20 }), hintKey: dictHint, example: 'USD' },
  { key: 'manufacturerCode', titleKey: 'sourcing.import.col.manufacturerCode', schema: cellText({ max: 60 }), hintKey: 'sourcing.import.hint.text', example: '81205' },
  { key: 'manufacturerName', titleKey: 'sourcing.import.col.manufacturerName', schema: cellText({ max: 60 }), hintKey: 'sourcing.import.hint.text', example: 'Boeing' },
  { key: 'remark', titleKey: 'sourcing.import.col.remark', schema: cellText({ max: 500 }), hintKey: 'sourcing.import.hint.text', example: '' },
] as const;

export const requirementImportRow = z.object({
  materialPn: z.string(),
  description: z.string(),
  materialType: z.enum(MATERIAL_TYPES).nullable(),
  quantity: z.number(),
  unit: z
    .string()
    .nullable()
    .transform((u) => u || DEFAULT_UNIT),
  requiredDate: z.string().nullable(),
  plant: z.string().nullable(),
  purchaseOrg: z.string().nullable(),
  purchaseGroup: z.string().nullable(),
  budgetPrice: z.number().nullable(),
  currency: z.string().nullable(),
  manufacturerCode: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  remark: z.string().nullable(),
});
export type RequirementImportRow = z.infer<typeof requirementImportRow>;

