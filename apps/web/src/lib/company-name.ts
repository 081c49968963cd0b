import type { Lang } from '@aerosupply/shared';
import { currentLang } from './i18n';

/**
 * A company's name as the reader's language has it (issue 11 item 6): in English the English name
 * where the company gave one, otherwise (and in Chinese) its registered name.
 */
export function companyName(name: string, nameEn: string | null | undefined, lang: Lang = currentLang()): string {
  return lang === 'en' && nameEn ? nameEn : name;
}

/** The same for a record carrying `name` / `nameEn` (the supplier lists' rows). */
export const supplierName = (r: { name: string; nameEn?: string | null }): string => companyName(r.name, r.nameEn);
