/**
 * The tables a written code is checked against on the server (issue 25 item 3, D-560): each name
 * maps to its dictionary domain in `dict_items` (a TC_* list or a code table of ./tables.ts), and
 * an unknown value is refused with the message `dict.unknown.<name>` on the field's path.
 */
export const CODE_CHECK_TABLES = {
  purchaseOrg: 'TC_SUPPLIER_ORG',
  purchaseGroup: 'TC_GROUP_TYPE',
  plant: 'TC_FACTORY_TYPE',
  rfxType: 'TC_IQ_TYPE',
  currency: 'TC_CURRENCY',
  incoterm: 'TC_ICT_TYPE',
  paymentTerm: 'TC_PAY_PERIOD',
  taxRate: 'TC_TAX_RATE',
  deliveryLocation: 'TC_SITE_TYPE',
  unit: 'unit',
} as const;
export type CodeCheckTable = keyof typeof CODE_CHECK_TABLES;

/** One field to check: its path in the request body (as zod reports it, e.g. `items.2.unit`), its table and value (blank: nothing to check). */
export interface CodeCheck {
  path: string;
  table: CodeCheckTable;
  value: string | number | null | undefined;
}

/** The message key of an unknown code of `table`. */
export const unknownCodeKey = (table: CodeCheckTable): string => `dict.unknown.${table}`;
