/** Options and labels of the repair code tables (labels in locales repair.json: repair.code.<table>.<code>). */
import type { TFunction } from 'i18next';

export const codeOptions = (t: TFunction, table: string, values: readonly string[]) => values.map((value) => ({ value, label: t(`repair.code.${table}.${value}`) }));
export const codeLabel = (t: TFunction, table: string, value: string | null | undefined) => (value ? t(`repair.code.${table}.${value}`) : '-');

export const QUOTE_COLORS: Record<string, string> = { not_filled: 'default', hold: 'warning', submitted: 'success', no_offer: 'error' };
export const INQUIRY_COLORS: Record<string, string> = { sent: 'processing', awarded: 'success', closed: 'default' };
export const ROUND_COLORS: Record<string, string> = { sent: 'processing', closed: 'default' };
export const BILL_COLORS: Record<string, string> = { pending_review: 'processing', approved: 'success', not_approved: 'error' };
export const ORDER_COLORS: Record<string, string> = {
  to_be_updated: 'default', shipped: 'success', closed: 'default', quotation_to_be_approved: 'warning', waiting_spares: 'warning', stopped_awaiting_material: 'warning',
  rejected_first_instance: 'error', payment_revoked: 'error', payment_agreed: 'success', bill_to_be_updated: 'processing',
};
