import { describe, expect, it } from 'vitest';
import { cellValue, layoutColumns, type ListColumns } from './columns';
import { sumByCurrency } from './AmountTotals';

interface Row {
  no: string;
  dept: string;
  type: string;
  buyer: string;
  amount: number;
  currency: string;
  status: string;
}

const columns: ListColumns<Row> = [
  { title: 'No.', dataIndex: 'no' },
  { title: 'Dept', dataIndex: 'dept' },
  { title: 'Type', dataIndex: 'type' },
  { title: 'Buyer', dataIndex: 'buyer' },
  { priority: 'key', title: 'Amount', dataIndex: 'amount', width: 120 },
  { priority: 'key', title: 'Currency', dataIndex: 'currency', width: 80 },
  { title: 'Status', dataIndex: 'status' },
  { title: 'Actions', key: 'actions' },
];
const ids = (l: { columns: unknown[] }) => l.columns.map((c) => (c as { dataIndex?: string; key?: string }).dataIndex ?? (c as { key?: string }).key);
const header = (l: { columns: unknown[] }, i: number) => (l.columns[i] as { onHeaderCell?: () => Record<string, string> }).onHeaderCell?.();

describe('list kit column priorities (D-660)', () => {
  it('keeps the page order when the box is wide enough, each column with an ellipsis', () => {
    const l = layoutColumns(columns, [], true, 2000);
    expect(ids(l)).toEqual(['no', 'dept', 'type', 'buyer', 'amount', 'currency', 'status', 'actions']);
    expect(l.reordered).toBe(false);
    expect(l.columns.slice(0, -1).every((c) => (c as { ellipsis?: boolean }).ellipsis)).toBe(true);
  });

  it('moves the key columns (first, marked, status) left when the table is wider than its box; the rest follow, the actions stay last and fixed', () => {
    const l = layoutColumns(columns, [], true, 900);
    expect(ids(l)).toEqual(['no', 'amount', 'currency', 'status', 'dept', 'type', 'buyer', 'actions']);
    expect(l.reordered).toBe(true);
    expect(header(l, 0)).toEqual({ 'data-key-column': 'true' });
    expect(header(l, 3)).toEqual({ 'data-key-column': 'true' });
    expect(header(l, 4)).toBeUndefined();
    expect(header(l, 7)).toEqual({ 'data-actions-column': 'true' });
    expect((l.columns[7] as { fixed?: string }).fixed).toBe('right');
    // no 150 + amount 120 + currency 80 + status 150 = 500 px of key columns, left of everything else.
    expect(l.scrollX).toBe(150 * 4 + 120 + 80 + 150 + 200);
  });

  it('never hides a key column, even when the user asked to', () => {
    const l = layoutColumns(columns, ['status', 'amount', 'dept'], true, 2000);
    expect(ids(l)).toEqual(['no', 'type', 'buyer', 'amount', 'currency', 'status', 'actions']);
  });

  it('shows a column cell as the table would (render, dash for empty)', () => {
    const row: Row = { no: 'PO1', dept: '', type: 't', buyer: 'b', amount: 5, currency: 'CNY', status: 'new' };
    expect(cellValue(columns[0]!, row, 0)).toBe('PO1');
    expect(cellValue(columns[1]!, row, 0)).toBe('-');
    expect(cellValue({ title: 'x', render: (_: unknown, r: Row) => `${r.amount} ${r.currency}` }, row, 0)).toBe('5 CNY');
  });
});

describe('list totals (D-663)', () => {
  it('sums per currency and never adds currencies together', () => {
    const rows = [
      { a: 10.1, c: 'USD' },
      { a: 5, c: 'CNY' },
      { a: 0.2, c: 'USD' },
      { a: null, c: 'EUR' },
    ];
    expect(sumByCurrency(rows, (r) => r.a, (r) => r.c)).toEqual([
      ['CNY', 5],
      ['USD', 10.3],
    ]);
  });
});
