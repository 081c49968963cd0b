/**
 * The list kit's column priorities (issue 28 item 1, D-660): a list's key columns (its number or
 * name, status, amount, currency, reason, deadline... marked `priority: 'key'`; the first column
 * and a column keyed `status` are key without a mark) and its actions are always shown. When the
 * table is wider than its box, the key columns move to its left, next to the first, and the other
 * columns follow and scroll sideways under the fixed actions column; the column menu hides any of
 * them (kept per user and list). So no key column needs a sideways scroll to be seen.
 */
import type { HTMLAttributes, Key, ReactNode } from 'react';
import type { TableColumnsType } from 'antd';

/** A list column: antd's, with its priority. */
export type ListColumn<T> = TableColumnsType<T>[number] & {
  /** 'key': always shown (number/name, status, amount, currency, reason, deadline, counts); 'normal': not key even when keyed `status`. */
  priority?: 'key' | 'normal';
};
export type ListColumns<T> = ListColumn<T>[];

/** Column widths when a page gives none. */
export const DEFAULT_WIDTH = 150;
export const ELLIPSIS_WIDTH = 220;
export const ACTIONS_WIDTH = 200;

/** The id of a column in the settings: its key, else its dataIndex. */
export function columnId(column: { key?: Key; dataIndex?: unknown }, index: number): string {
  if (column.key !== undefined) return String(column.key);
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') return String(column.dataIndex);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.join('.');
  return `#${index}`;
}

export const isActions = (c: { key?: Key }): boolean => c.key === 'actions';

/** Whether a column is always shown: marked key, the first column, or the status column. */
export function isKeyColumn(c: ListColumn<unknown>, index: number): boolean {
  if (isActions(c)) return false;
  const id = columnId(c as { key?: Key; dataIndex?: unknown }, index);
  if (c.priority) return c.priority === 'key';
  return index === 0 || id === 'status';
}

export const widthOf = (c: ListColumn<unknown>): number =>
  typeof c.width === 'number' ? c.width : isActions(c) ? ACTIONS_WIDTH : c.ellipsis ? ELLIPSIS_WIDTH : DEFAULT_WIDTH;

export interface ColumnLayout<T> {
  /** The columns the table shows, each with a width; key columns carry `data-key-column` on their header. */
  columns: TableColumnsType<T>;
  /** The key columns were moved left because the table is wider than its box. */
  reordered: boolean;
  /** The table's scroll width. */
  scrollX: number;
}

const mark = (attr: string) => () => ({ [attr]: 'true' }) as HTMLAttributes<HTMLElement>;

/**
 * The shown columns for a box `width` pixels wide (`undefined`: not measured yet): hidden ones
 * removed (never a key column or the actions); every column sized; when their sum is wider than
 * the box, the key columns move left (after the first) and the rest follow. Every shown cell ends
 * in an ellipsis with its text as title instead of wrapping. `fixActions`: the actions column
 * sticks to the right (tablet width and up).
 */
export function layoutColumns<T>(columns: ListColumns<T>, hidden: readonly string[], fixActions: boolean, width?: number): ColumnLayout<T> {
  const indexed = columns.map((c, i) => ({ c, i, id: columnId(c as { key?: Key; dataIndex?: unknown }, i), key: isKeyColumn(c as ListColumn<unknown>, i) }));
  const visible = indexed.filter(({ c, id, key }) => isActions(c) || key || !hidden.includes(id));
  const total = visible.reduce((sum, { c }) => sum + widthOf(c as ListColumn<unknown>), 0);
  const reordered = width !== undefined && total > width;
  const ordered = reordered
    ? [...visible.filter(({ key }) => key), ...visible.filter(({ c, key }) => !key && !isActions(c)), ...visible.filter(({ c }) => isActions(c))]
    : visible;
  const sized = ordered.map(({ c, key }) => {
    const { priority: _priority, ...column } = c as ListColumn<T>;
    const w = widthOf(c as ListColumn<unknown>);
    if (isActions(c)) return { ...column, width: w, fixed: fixActions ? ('right' as const) : undefined, onHeaderCell: mark('data-actions-column') };
    return {
      ...column,
      width: w,
      ellipsis: column.ellipsis ?? true,
      ...(key ? { onHeaderCell: mark('data-key-column') } : {}),
    };
  }) as TableColumnsType<T>;
  return { columns: sized, reordered, scrollX: total };
}

/** The value a column shows for a row, as the table would render it. */
export function cellValue<T>(c: ListColumn<T>, row: T, index: number): ReactNode {
  const dataIndex = (c as { dataIndex?: unknown }).dataIndex;
  const path = Array.isArray(dataIndex) ? dataIndex : dataIndex === undefined ? [] : [dataIndex];
  let value: unknown = path.length ? row : undefined;
  for (const p of path) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[String(p)];
  const render = (c as { render?: (v: unknown, r: T, i: number) => unknown }).render;
  const out = render ? render(value, row, index) : value;
  // antd's render may answer `{ children, props }`.
  if (out && typeof out === 'object' && !('$$typeof' in out) && 'children' in out) return (out as { children: ReactNode }).children;
  return out === null || out === undefined || out === '' ? '-' : (out as ReactNode);
}
