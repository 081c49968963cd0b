/**
 * Value lists of electronic freight bills (spec 001 §3 'Electronic bill'; the seeds give none,
 * module-inventory B.10 #21, decided in D-361). Stored as these codes; screens show translated
 * labels (`freightBills.code.<list>.<code>`), the Excel columns take the code or either label.
 */
export const TRANSPORT_MODES = ['air', 'sea', 'road', 'rail', 'express'] as const;
export const MATERIAL_LEVELS = ['aog', 'critical', 'routine'] as const;
export const TRANSPORT_LEVELS = ['urgent', 'priority', 'standard'] as const;
export const BILLING_MODES = ['weight', 'piece', 'flat'] as const;
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'HKD'] as const;
/** The five fee kinds of 001 §3 (operation, level, billing, route, additional). */
export const FEE_KINDS = ['operation', 'level', 'billing', 'route', 'additional'] as const;

export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type MaterialLevel = (typeof MATERIAL_LEVELS)[number];
export type TransportLevel = (typeof TRANSPORT_LEVELS)[number];
export type BillingMode = (typeof BILLING_MODES)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type Currency = (typeof CURRENCIES)[number];
export type FeeKind = (typeof FEE_KINDS)[number];

/** Labels of every code, for the Excel columns (either language) and the server's messages. */
export const CODE_LABELS = {
  transportMode: { air: ['空运', 'Air'], sea: ['海运', 'Sea'], road: ['陆运', 'Road'], rail: ['铁路', 'Rail'], express: ['快递', 'Express'] },
  materialLevel: { aog: ['AOG', 'AOG'], critical: ['紧急', 'Critical'], routine: ['常规', 'Routine'] },
  transportLevel: { urgent: ['特急', 'Urgent'], priority: ['优先', 'Priority'], standard: ['标准', 'Standard'] },
  billingMode: { weight: ['按重量', 'By weight'], piece: ['按件', 'By piece'], flat: ['包干', 'Flat rate'] },
  weightUnit: { kg: ['千克', 'kg'], lb: ['磅', 'lb'] },
} as const;

export type CodeList = keyof typeof CODE_LABELS;

/** The code a cell names: the code itself or its label in either language (case-insensitive). */
export function codeOf(list: CodeList, value: string): string | undefined {
  const v = value.trim().toLowerCase();
  for (const [code, labels] of Object.entries(CODE_LABELS[list]) as [string, readonly string[]][]) {
    if (code.toLowerCase() === v || labels.some((l) => l.toLowerCase() === v)) return code;
  }
  return undefined;
}
