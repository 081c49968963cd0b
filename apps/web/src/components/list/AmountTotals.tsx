/**
 * Totals of a list with amounts (issue 28 item 1, D-663): the rows shown, summed per currency
 * ("Total of this page: CNY 12,345.00 · USD 1,000.00"). A list's amounts in different currencies
 * are never added together.
 */
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

export function sumByCurrency<T>(rows: readonly T[], amount: (r: T) => number | null | undefined, currency: (r: T) => string | null | undefined): [string, number][] {
  const sums = new Map<string, number>();
  for (const r of rows) {
    const a = amount(r);
    if (a === null || a === undefined || !Number.isFinite(a)) continue;
    const c = currency(r) ?? '';
    sums.set(c, Math.round(((sums.get(c) ?? 0) + a) * 100) / 100);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * Totals over every page of the search (D-721), as the server summed them: shown when the search
 * holds more rows than the page; a capped count is not summed, and says so.
 */
export function SearchTotals({ total, capped, sums }: { total: number; capped?: boolean; sums: readonly { currency: string; amount: number }[] | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (capped) return <span className="as-list-totals-all" data-testid="list-all-totals">{t('common.table.allTotalCapped', { total })}</span>;
  if (!sums || sums.length === 0) return null;
  return (
    <span className="as-list-totals-all" data-testid="list-all-totals">
      <span>{t('common.table.allTotal', { total })}</span>
      {sums.map((s) => (
        <span key={s.currency} data-testid={`list-all-total-${s.currency || 'none'}`}>
          {fmt.amount(s.amount, s.currency || undefined)}
        </span>
      ))}
    </span>
  );
}

export function AmountTotals<T>({ rows, amount, currency }: { rows: readonly T[]; amount: (r: T) => number | null | undefined; currency: (r: T) => string | null | undefined }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const sums = sumByCurrency(rows, amount, currency);
  if (sums.length === 0) return null;
  return (
    <>
      <span>{t('common.table.pageTotal')}</span>
      {sums.map(([c, v]) => (
        <span key={c} data-testid={`list-total-${c || 'none'}`}>
          {fmt.amount(v, c || undefined)}
        </span>
      ))}
    </>
  );
}
