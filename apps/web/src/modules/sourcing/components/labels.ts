/** Labels of dictionary and code values in the UI language, for lists and detail views. */
import { useDictOptionsMap } from '../../../lib/dict';

const DOMAINS = ['TC_IQ_TYPE', 'TC_FACTORY_TYPE', 'TC_SUPPLIER_ORG', 'TC_GROUP_TYPE', 'TC_ICT_TYPE', 'TC_SITE_TYPE', 'TC_PAY_PERIOD', 'TC_CURRENCY'] as const;
export type SourcingDomain = (typeof DOMAINS)[number];

/** `label(domain, value)`: the option's text, or the value itself when the dictionary lacks it; '-' for none. */
export function useDictLabels() {
  const { options } = useDictOptionsMap(DOMAINS);
  return (domain: SourcingDomain, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return '-';
    return options[domain]?.find((o) => o.value === value)?.label ?? value;
  };
}
