/**
 * Tax (company registration) numbering systems by country, for the registration form's "tax
 * system" select (spec 001 §7 'country, tax ... lookups'). A small table: the national system where
 * one is well known, the EU/UK VAT number, and the generic TIN / other entries for everyone.
 */
import { z } from 'zod';

export const taxSystemSchema = z.strictObject({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  /** A pattern the number must match (upper-cased, spaces removed), when the system has a fixed format. */
  pattern: z.string().nullable(),
  example: z.string().nullable(),
});
export type TaxSystem = z.infer<typeof taxSystemSchema>;

/** China: the 18-character unified social credit code (GB 32100-2015). */
const USCC: TaxSystem = {
  code: 'USCC',
  zh: '统一社会信用代码',
  en: 'Unified social credit code (USCC)',
  pattern: '^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$',
  example: '91510100MA61AB2C3D',
};
/** United States: the IRS employer identification number. */
const EIN: TaxSystem = { code: 'EIN', zh: '雇主识别号 (EIN)', en: 'Employer identification number (EIN)', pattern: '^\\d{2}-?\\d{7}$', example: '94-3126789' };
/** Hong Kong: business registration number. */
const BRN: TaxSystem = { code: 'BRN', zh: '商业登记号码', en: 'Business registration number (BRN)', pattern: '^\\d{8}$', example: '12345678' };
/** EU member states and the UK: VAT identification number (country prefix + national part). */
const VAT: TaxSystem = { code: 'VAT', zh: '增值税号 (VAT)', en: 'VAT identification number', pattern: '^[A-Z]{2}[0-9A-Z+*]{2,13}$', example: 'DE123456789' };
/** Anyone: the national taxpayer identification number. */
const TIN: TaxSystem = { code: 'TIN', zh: '纳税人识别号 (TIN)', en: 'Taxpayer identification number (TIN)', pattern: null, example: null };
const OTHER: TaxSystem = { code: 'OTHER', zh: '其他', en: 'Other', pattern: null, example: null };

/** EU member states plus the UK, Norway and Switzerland, which issue VAT numbers (ISO alpha-2). */
export const VAT_COUNTRIES: readonly string[] = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL',
  'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'GB', 'NO', 'CH',
];

/** Every system (read-only views name a stored code by it). */
export const TAX_SYSTEMS: readonly TaxSystem[] = [USCC, EIN, BRN, VAT, TIN, OTHER];

/** Every system code, for validating a stored choice. */
export const TAX_SYSTEM_CODES = TAX_SYSTEMS.map((s) => s.code);

/** The systems offered for `country` (ISO alpha-2), the national one first; TIN and Other always last. */
export function taxSystemsFor(country: string): TaxSystem[] {
  const c = country.toUpperCase();
  const national: TaxSystem[] = c === 'CN' ? [USCC] : c === 'US' ? [EIN] : c === 'HK' ? [BRN] : VAT_COUNTRIES.includes(c) ? [VAT] : [];
  return [...national, TIN, OTHER];
}

/** True when `value` fits the system's pattern (systems without a pattern accept any non-empty value). */
export function matchesTaxSystem(system: string, value: string): boolean {
  const s = [USCC, EIN, BRN, VAT, TIN, OTHER].find((x) => x.code === system);
  const v = value.replace(/\s+/g, '').toUpperCase();
  if (!s || v === '') return false;
  return s.pattern ? new RegExp(s.pattern).test(v) : true;
}
