/** Number helpers of spec 000 §9: k/M/G/T/P/E abbreviations and locale-aware amounts. */

type Lang = 'zh' | 'en';

/** Abbreviation suffixes, largest first (spec 000 §9). */
export const NUMBER_SUFFIXES: readonly { readonly value: number; readonly symbol: string }[] = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** Drops trailing zeros of a fixed-point string: '1.50' -> '1.5', '2.00' -> '2'. */
function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/**
 * Abbreviates with k, M, G, T, P, E (1e3 .. 1e18) and at most `digits` decimals, trailing zeros
 * dropped: 1234 -> '1.2k', 1500000 -> '1.5M', 999950 -> '1M'. Below 1000 the number is returned
 * unchanged (as the legacy helper did). Negative numbers keep their sign.
 */
export function abbreviateNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  if (!Number.isInteger(digits) || digits < 0 || digits > 20) throw new RangeError('digits must be an integer 0-20');
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < NUMBER_SUFFIXES.length; i += 1) {
    const { value, symbol } = NUMBER_SUFFIXES[i]!;
    if (abs >= value) {
      const scaled = Number((abs / value).toFixed(digits));
      // Rounding can reach 1000 of a unit (999.95k -> 1000.0k); show it with the next unit.
      const bigger = i > 0 ? NUMBER_SUFFIXES[i - 1] : undefined;
      if (scaled >= 1000 && bigger) return `${sign}${trimZeros((abs / bigger.value).toFixed(digits))}${bigger.symbol}`;
      return `${sign}${trimZeros((abs / value).toFixed(digits))}${symbol}`;
    }
  }
  return String(n);
}

const amountFormatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a money amount with grouping and two decimals for the language (zh-CN / en-US); with an
 * ISO 4217 `currency` it adds the currency symbol (e.g. '¥1,234.50', '$1,234.50', 'US$1,234.50').
 */
export function formatAmount(n: number, lang: Lang, currency?: string): string {
  const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
  const key = `${locale}|${currency ?? ''}`;
  let formatter = amountFormatters.get(key);
  if (!formatter) {
    formatter = currency
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormatters.set(key, formatter);
  }
  return formatter.format(n);
}
