/**
 * The codes of each sourcing write, for the dictionaries' one check (issue 25 item 3, D-560):
 * requirements (the form and the import), the RFx header and items, the quotation header and items.
 * Paths are the request's, so the web marks the field.
 */
import type { QuotationBody, RfxBody } from '@aerosupply/shared/sourcing/schemas';
import { itemChecks, type CodeCheck } from '../dict';

/** The coded fields of a requirement (the form's body or an import row). */
type RequirementCodes = Partial<Record<'unit' | 'plant' | 'purchaseOrg' | 'purchaseGroup' | 'deliveryLocation' | 'currency', string | null>>;

export function requirementCodes(b: RequirementCodes, prefix = ''): CodeCheck[] {
  const p = (f: string) => `${prefix}${f}`;
  return [
    { path: p('unit'), table: 'unit', value: b.unit },
    { path: p('plant'), table: 'plant', value: b.plant },
    { path: p('purchaseOrg'), table: 'purchaseOrg', value: b.purchaseOrg },
    { path: p('purchaseGroup'), table: 'purchaseGroup', value: b.purchaseGroup },
    { path: p('deliveryLocation'), table: 'deliveryLocation', value: b.deliveryLocation },
    { path: p('currency'), table: 'currency', value: b.currency },
  ];
}

export function rfxCodes(b: RfxBody): CodeCheck[] {
  return [
    { path: 'type', table: 'rfxType', value: b.type },
    { path: 'purchaseOrg', table: 'purchaseOrg', value: b.purchaseOrg },
    { path: 'purchaseGroup', table: 'purchaseGroup', value: b.purchaseGroup },
    { path: 'plant', table: 'plant', value: b.plant },
    { path: 'incoterms', table: 'incoterm', value: b.incoterms },
    { path: 'deliveryLocation', table: 'deliveryLocation', value: b.deliveryLocation },
    { path: 'paymentTerm', table: 'paymentTerm', value: b.paymentTerm },
    ...itemChecks('items', b.items, (i) => [
      { field: 'unit', table: 'unit', value: i.unit },
      { field: 'paymentTerm', table: 'paymentTerm', value: i.paymentTerm },
      { field: 'budgetCurrency', table: 'currency', value: i.budgetCurrency },
      { field: 'incoterms', table: 'incoterm', value: i.incoterms },
      { field: 'deliveryLocation', table: 'deliveryLocation', value: i.deliveryLocation },
    ]),
  ];
}

export function quotationCodes(b: QuotationBody): CodeCheck[] {
  return [
    { path: 'currency', table: 'currency', value: b.currency },
    { path: 'incoterms', table: 'incoterm', value: b.incoterms },
    { path: 'deliveryLocation', table: 'deliveryLocation', value: b.deliveryLocation },
    { path: 'paymentTerm', table: 'paymentTerm', value: b.paymentTerm },
    ...itemChecks('items', b.items, (i) => [
      { field: 'currency', table: 'currency', value: i.currency },
      { field: 'vatRate', table: 'taxRate', value: i.vatRate },
    ]),
  ];
}
