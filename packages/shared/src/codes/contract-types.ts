/**
 * Contract types of the RFx items' contract clauses and of the agreements they reach (spec 001 L24,
 * L61; issue 25 item 2, D-474): one code table in both languages, seeded into the dictionary
 * (`contractType`), picked in the RFx item's clause dialog and checked on every write.
 */
import type { CodeItem } from './tables';

export const CONTRACT_TYPE_CODES = ['framework', 'purchase', 'repair', 'exchange', 'consignment', 'other'] as const;
export type ContractTypeCode = (typeof CONTRACT_TYPE_CODES)[number];

const LABELS: Record<ContractTypeCode, [zh: string, en: string]> = {
  framework: ['框架协议', 'Framework agreement'],
  purchase: ['采购合同', 'Purchase contract'],
  repair: ['修理合同', 'Repair contract'],
  exchange: ['交换合同', 'Exchange contract'],
  consignment: ['寄售合同', 'Consignment contract'],
  other: ['其他合同', 'Other contract'],
};

export const CONTRACT_TYPE_TABLE: CodeItem[] = CONTRACT_TYPE_CODES.map((code) => ({ code, zh: LABELS[code][0], en: LABELS[code][1] }));
