/** Formatting hooks over the shared helpers (spec 000 §9), following the UI language. */
import { useMemo } from 'react';
import { formatDate, relativeTime, type DateInput } from '@aerosupply/shared/utils';
import { abbreviateNumber, formatAmount } from '@aerosupply/shared/utils';
import { useLang } from './i18n';

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Shanghai';
  } catch {
    return 'Asia/Shanghai';
  }
}

export interface Formatters {
  /** YYYY-MM-DD ('' for empty, the raw text when unparsable). */
  date: (value: DateInput | null | undefined) => string;
  /** YYYY-MM-DD HH:mm:ss. */
  dateTime: (value: DateInput | null | undefined) => string;
  /** 'just now', '5 minutes ago', ... in the UI language. */
  relative: (value: DateInput | null | undefined) => string;
  /** 1.2k, 3.4M ... */
  abbreviate: (value: number) => string;
  /** Grouped amount with optional currency (an unknown currency code follows the amount as given). */
  amount: (value: number, currency?: string) => string;
  /** Grouped quantity with up to 3 decimals (order and agreement quantities). */
  quantity: (value: number) => string;
  timeZone: string;
}

function safe(fn: () => string, fallback: unknown): string {
  try {
    return fn();
  } catch {
    return fallback === null || fallback === undefined ? '' : String(fallback);
  }
}

/** Date and number formatters in the browser's time zone and the UI language. */
export function useFormat(timeZone: string = browserZone()): Formatters {
  const lang = useLang();
  return useMemo(
    () => ({
      date: (v) => safe(() => formatDate(v, false, timeZone), v),
      dateTime: (v) => safe(() => formatDate(v, true, timeZone), v),
      relative: (v) => (v === null || v === undefined || v === '' ? '' : safe(() => relativeTime(v, Date.now(), lang, timeZone), v)),
      abbreviate: (n) => abbreviateNumber(n),
      amount: (n, currency) => {
        try {
          return formatAmount(n, lang, currency);
        } catch {
          // A currency typed as free text that is no ISO code ('EURO'): the grouped amount and the text as given.
          return `${formatAmount(n, lang)} ${currency ?? ''}`.trim();
        }
      },
      quantity: (n) => new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { maximumFractionDigits: 3 }).format(n),
      timeZone,
    }),
    [lang, timeZone],
  );
}
