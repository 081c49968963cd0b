/** Status colours and the reader's-language text of bilingual evaluation fields. */
import { currentLang } from '../../../lib/i18n';

export const EVALUATION_COLORS: Record<string, string> = { open: 'processing', submitted: 'warning', returned: 'error', closed: 'success', cancelled: 'default' };

/** `zh` or `en` as the reader's language has it. */
export const bilingual = (zh: string, en: string) => (currentLang() === 'en' ? en : zh);

/** A score or rate (one decimal) or a dash. */
export const score = (v: number | null | undefined) => (v === null || v === undefined ? '-' : v.toFixed(1));
