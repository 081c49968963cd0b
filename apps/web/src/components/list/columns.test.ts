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
  it('shows every column when the box is wide enough, each with an ellipsis', () => {
    const l = layoutColumns(columns, [], true, 2000);
    expect(ids(l)).toEqual(['no', 'dept', 'type', 'buyer', 'amount', 'currency', 'status', 'actions']);
    expect(l.collapsed).toEqual([]);
    expect(l.columns.slice(0, -1).every((c) => (c as { ellipsis?: boolean }).ellipsis)).toBe(true);
  });

  it('keeps the key columns (first, marked, status) and the actions, and collapses the rest that do not fit, in order', () => {
    // key: no 150 + amount 120 + currency 80 + status 150 + actions 200 = 700; expand button 48; room for one more of 150.
    const l = layoutColumns(columns, [], true, 900);
    expect(ids(l)).toEqual(['no', 'dept', 'amount', 'currency', 'status', 'actions']);
    expect(l.collapsed.map((c) => (c as { dataIndex?: string }).dataIndex)).toEqual(['type', 'buyer']);
    expect(header(l, 0)).toEqual({ 'data-key-column': 'true' });
    expect(header(l, 1)).toBeUndefined();
    expect(header(l, 5)).toEqual({ 'data-actions-column': 'true' });
    expect((l.columns[5] as { fixed?: string }).fixed).toBe('right');
    expect(l.scrollX).toBeLessThanOrEqual(900);
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
