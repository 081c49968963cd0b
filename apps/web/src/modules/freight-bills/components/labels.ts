/** Labels of the bill codes and colours of the statuses (codes are never shown raw). */
import { useTranslation } from 'react-i18next';

export const BILL_COLORS: Record<string, string> = { draft: 'default', submitted: 'processing', returned: 'warning', approved: 'success' };

export type CodeListName = 'transportMode' | 'materialLevel' | 'transportLevel' | 'billingMode' | 'weightUnit';

/** `code(list, value)`: the translated label of a code. */
export function useCodeLabel() {
  const { t } = useTranslation();
  return (list: CodeListName, value: string | null | undefined) => (value ? t(`freight-bills.code.${list}.${value}`, { defaultValue: value }) : '-');
}
