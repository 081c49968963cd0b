/**
 * The list kit's column priorities (issue 28 item 1, D-660): a list's key columns (its number or
 * name, status, amount, currency, reason, deadline... marked `priority: 'key'`; the first column
 * and a column keyed `status` are key without a mark) and its actions are always shown. The other
 * columns are shown in their order while the table still fits its box; those that do not fit
 * collapse into the row's detail (expand the row), and the column menu hides any of them (kept per
 * user and list). So a list never scrolls sideways to show its key columns.
 */
import type { HTMLAttributes, Key, ReactNode } from 'react';
import type { TableColumnsType } from 'antd';

/** A list column: antd's, with its priority. */
export type ListColumn<T> = TableColumnsType<T>[number] & {
  /** Always shown (number/name, status, amount, currency, reason, deadline, counts). */
  priority?: 'key';
};
export type ListColumns<T> = ListColumn<T>[];

/** Column widths when a page gives none. */
export const DEFAULT_WIDTH = 150;
export const ELLIPSIS_WIDTH = 220;
export const ACTIONS_WIDTH = 200;
/** Room the row's expand button takes when some columns collapse. */
export const EXPAND_WIDTH = 48;

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
  return c.priority === 'key' || index === 0 || id === 'status';
}

export const widthOf = (c: ListColumn<unknown>): number =>
  typeof c.width === 'number' ? c.width : isActions(c) ? ACTIONS_WIDTH : c.ellipsis ? ELLIPSIS_WIDTH : DEFAULT_WIDTH;

export interface ColumnLayout<T> {
  /** The columns the table shows, each with a width; key columns carry `data-key-column` on their header. */
  columns: TableColumnsType<T>;
  /** Columns that did not fit: shown in the row's detail. */
  collapsed: ListColumns<T>;
  /** The table's scroll width. */
  scrollX: number | 'max-content';
}

const mark = (attr: string) => () => ({ [attr]: 'true' }) as HTMLAttributes<HTMLElement>;

/**
 * The shown columns for a box `width` pixels wide (`undefined`: not measured yet, everything
 * shown): hidden ones removed, key columns and actions kept, the rest while they fit; every shown
 * cell ends in an ellipsis with its text as title instead of wrapping. `fixActions`: the actions
 * column sticks to the right (tablet width and up).
 */
export function layoutColumns<T>(columns: ListColumns<T>, hidden: readonly string[], fixActions: boolean, width?: number): ColumnLayout<T> {
  const indexed = columns.map((c, i) => ({ c, i, id: columnId(c as { key?: Key; dataIndex?: unknown }, i) }));
  const visible = indexed.filter(({ c, id, i }) => isActions(c) || isKeyColumn(c as ListColumn<unknown>, i) || !hidden.includes(id));
  const fixedRoom = visible.filter(({ c, i }) => isActions(c) || isKeyColumn(c as ListColumn<unknown>, i)).reduce((sum, { c }) => sum + widthOf(c as ListColumn<unknown>), 0);
  const optional = visible.filter(({ c, i }) => !isActions(c) && !isKeyColumn(c as ListColumn<unknown>, i));
  const optionalRoom = optional.reduce((sum, { c }) => sum + widthOf(c as ListColumn<unknown>), 0);
  const shownOptional = new Set<number>();
  if (width === undefined || fixedRoom + optionalRoom <= width) optional.forEach(({ i }) => shownOptional.add(i));
  else {
    // Some collapse: the row's expand button takes room too.
    let room = width - fixedRoom - EXPAND_WIDTH;
    for (const { c, i } of optional) {
      const w = widthOf(c as ListColumn<unknown>);
      if (w > room) break;
      room -= w;
      shownOptional.add(i);
    }
  }
  const shown = visible.filter(({ c, i }) => isActions(c) || isKeyColumn(c as ListColumn<unknown>, i) || shownOptional.has(i));
  const collapsed = optional.filter(({ i }) => !shownOptional.has(i)).map(({ c }) => c);
  let total = 0;
  const sized = shown.map(({ c, i }) => {
    const { priority: _priority, ...column } = c as ListColumn<T>;
    const w = widthOf(c as ListColumn<unknown>);
    total += w;
    if (isActions(c)) return { ...column, width: w, fixed: fixActions ? ('right' as const) : undefined, onHeaderCell: mark('data-actions-column') };
    const key = isKeyColumn(c as ListColumn<unknown>, i);
    return {
      ...column,
      width: w,
      ellipsis: column.ellipsis ?? true,
      ...(key ? { onHeaderCell: mark('data-key-column') } : {}),
    };
  }) as TableColumnsType<T>;
  return { columns: sized, collapsed, scrollX: total };
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
