/** Status colours and base names of allotments. */
import { useTranslation } from 'react-i18next';
import { ALLOT_BASES } from '@aerosupply/shared/allotment/codes';

export const ALLOT_COLORS: Record<string, string> = {
  draft: 'default',
  submitted: 'processing',
  rejected: 'error',
  instructed: 'warning',
  picked_up: 'cyan',
  in_transit: 'blue',
  received: 'success',
  voided: 'default',
};

export const PRIORITY_COLORS: Record<string, string> = { aog: 'red', urgent: 'orange', routine: 'default' };

/** The base's name in the UI language, with its code. */
export function useBaseName() {
  const { i18n } = useTranslation();
  return (code: string) => {
    const b = ALLOT_BASES.find((x) => x.code === code);
    if (!b) return code;
    return `${i18n.language.startsWith('zh') ? b.zh : b.en} (${b.code})`;
  };
}
