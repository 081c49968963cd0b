/**
 * The list kit's tables: `ListTable` over rows a page holds, `DataTable` over a server page
 * (`Page<T>` of packages/shared/api.ts) with page numbers from the URL and the total ("10,000+"
 * when the server caps the count). Both have a caption for screen readers, the toolbar every list
 * shares (refresh, density and column show/hide, kept per user and list in localStorage) and an
 * empty state that says what to do next (the list's `emptyHint`, or "change the filters" under a
 * search). One list screen (issue 28 item 1, D-660..D-662): the key columns (`priority: 'key'`,
 * components/list/columns.ts) and the actions are always in view (a table wider than its box moves
 * its key columns left; the rest scroll sideways under the fixed actions); cells end in an ellipsis
 * instead of wrapping; a list with amounts shows its page's totals (`totals`); under 576 px a
 * list is a column of cards (components/list/ListCards.tsx).
 */
import { useCallback, useMemo, useRef, useState, type Key, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dropdown, Empty, Flex, Grid, Popover, Space, Table, Tooltip, type TableProps } from 'antd';
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { Page } from '@aerosupply/shared';
import { ScrollRegion } from './ScrollRegion';
import { columnId, isKeyColumn, layoutColumns, type ListColumns } from './list/columns';
import { ListCards } from './list/ListCards';
import { SearchTotals } from './list/AmountTotals';
import { RowActionsContext } from './RecordActions';
import { useUserInfo } from '../lib/user';

export type Density = 'large' | 'middle' | 'small';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'size' | 'columns'> {
  rows: readonly T[] | undefined;
  columns?: ListColumns<T>;
  loading?: boolean;
  /** Accessible name of the table (usually the page title). */
  label: string;
  /** Reloads the list (the toolbar's refresh button; hidden without it). */
  onRefresh?: () => unknown;
  /** Where the column and density settings are kept (default: the page's path); per user. */
  settingsKey?: string;
  /** Buttons at the left of the toolbar (export...). */
  toolbar?: ReactNode;
  /**
   * What an empty list says (issue 11 item 8): what to do next, from the list's catalog, e.g.
   * "No invitations yet — use Invite supplier to send one". Default: the generic "No data".
   */
  emptyHint?: ReactNode;
  /** A search is applied: an empty list then says to change or reset the filters. */
  filtered?: boolean;
  /** A list with amounts: the totals of the rows shown (see `AmountTotals`). */
  totals?: (rows: readonly T[]) => ReactNode;
  /** The totals over every page of the search (DataTable passes the server's, D-721). */
  searchTotals?: ReactNode;
}

/** Whether a list's filters hold any value (for `filtered`). */
export const hasFilters = (filters: Record<string, unknown>): boolean =>
  Object.entries(filters).some(([key, v]) => key !== 'sort' && key !== 'order' && v !== undefined && v !== null && v !== '');

export interface DataTableProps<T> extends Omit<ListTableProps<T>, 'rows' | 'pagination'> {
  data: Page<T> | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
}

interface TableSettings {
  hidden: string[];
  density: Density;
}

const DEFAULT_SETTINGS: TableSettings = { hidden: [], density: 'middle' };

/** Settings are kept per user and list (D-660): `aerosupply.table.<user id>.<list>`. */
export const tableSettingsStorageKey = (key: string, userId?: number | null) => (userId ? `aerosupply.table.${userId}.${key}` : `aerosupply.table.${key}`);

function readSettings(key: string): TableSettings {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return DEFAULT_SETTINGS;
    const parsed = JSON.parse(raw) as Partial<TableSettings>;
    return {
      hidden: Array.isArray(parsed.hidden) ? parsed.hidden.filter((h): h is string => typeof h === 'string') : [],
      density: parsed.density === 'large' || parsed.density === 'small' ? parsed.density : 'middle',
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export { columnId, layoutColumns };

function ColumnSettings({ items, hidden, onChange }: { items: { id: string; title: ReactNode }[]; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid="table-column-settings">
      {items.map((item) => (
        <Checkbox
          key={item.id}
          checked={!hidden.includes(item.id)}
          onChange={(e) => onChange(e.target.checked ? hidden.filter((h) => h !== item.id) : [...hidden, item.id])}
        >
          {item.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={() => onChange([])} style={{ alignSelf: 'flex-start', paddingInline: 0 }}>
        {t('common.table.showAllColumns')}
      </Button>
    </Flex>
  );
}

/** The width of an element, followed as it changes (undefined until measured). */
function useWidth(): [(el: HTMLDivElement | null) => void, number | undefined] {
  const [width, setWidth] = useState<number | undefined>(undefined);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((el: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    setWidth(el.clientWidth || undefined);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth((old) => (old === w ? old : w));
    });
    observer.current.observe(el);
  }, []);
  return [ref, width];
}

/**
 * The list kit's table over rows the page already holds (a keyset page, a short list): the
 * toolbar (refresh, density, column show/hide), the column priorities, the fixed actions column,
 * the empty-state hint, the totals and the phone cards. Server-paged lists use `DataTable` below,
 * which adds page numbers and the total.
 */
export function ListTable<T extends object>({ rows, loading, label, scroll, onRefresh, settingsKey, toolbar, emptyHint, filtered, totals, searchTotals, columns = [], pagination = false, expandable, rowKey, ...rest }: ListTableProps<T>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useUserInfo()?.user;
  const storageKey = tableSettingsStorageKey(settingsKey ?? pathname, user?.id);
  const [settings, setSettingsState] = useState<TableSettings>(() => readSettings(storageKey));
  const [settingsFor, setSettingsFor] = useState(storageKey);
  if (settingsFor !== storageKey) {
    setSettingsFor(storageKey);
    setSettingsState(readSettings(storageKey));
  }
  const setSettings = (next: TableSettings) => {
    setSettingsState(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the settings last for this visit.
    }
  };
  const screens = Grid.useBreakpoint();
  const [measure, width] = useWidth();
  // A page with its own sideways scroll (record sections) keeps every column.
  const measured = scroll?.x === undefined ? width : undefined;
  const layout = useMemo(() => layoutColumns(columns, settings.hidden, screens.md !== false, measured), [columns, settings.hidden, screens.md, measured]);
  const choosable = columns
    .map((c, i) => ({ id: columnId(c as { key?: Key; dataIndex?: unknown }, i), title: (typeof c.title === 'function' ? null : c.title) as ReactNode, key: c.key, always: isKeyColumn(c as never, i) }))
    .filter((c) => c.key !== 'actions' && c.title && !c.always);
  const densities: Density[] = ['large', 'middle', 'small'];
  const empty = <span data-testid="table-empty">{filtered ? t('common.table.emptyFiltered') : (emptyHint ?? t('common.table.empty'))}</span>;
  const keyOf = (row: T, index: number): Key => (typeof rowKey === 'function' ? rowKey(row, index) : rowKey ? ((row as Record<string, Key>)[rowKey as string] ?? index) : index);
  // Cards: every list on a phone (D-661), a supplier's and forwarder's first of all.
  const cards = screens.sm === false;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} className="as-table-toolbar">
        <Space wrap>{toolbar}</Space>
        <Space size={4}>
          {onRefresh && (
            <Tooltip title={t('common.table.refresh')}>
              <Button type="text" icon={<ReloadOutlined aria-hidden="true" />} aria-label={t('common.table.refresh')} onClick={() => void onRefresh()} data-testid="table-refresh" />
            </Tooltip>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              selectable: true,
              selectedKeys: [settings.density],
              items: densities.map((d) => ({ key: d, label: t(`common.table.density.${d}`) })),
              onClick: ({ key }) => setSettings({ ...settings, density: key as Density }),
            }}
          >
            <Tooltip title={t('common.table.densityLabel')}>
              <Button type="text" icon={<ColumnHeightOutlined aria-hidden="true" />} aria-label={t('common.table.densityLabel')} data-testid="table-density" />
            </Tooltip>
          </Dropdown>
          {choosable.length > 0 && (
            <Popover trigger="click" placement="bottomRight" title={t('common.table.columns')} content={<ColumnSettings items={choosable} hidden={settings.hidden} onChange={(hidden) => setSettings({ ...settings, hidden })} />}>
              <Tooltip title={t('common.table.columns')}>
                <Button type="text" icon={<SettingOutlined aria-hidden="true" />} aria-label={t('common.table.columns')} data-testid="table-columns" />
              </Tooltip>
            </Popover>
          )}
        </Space>
      </Flex>
      <RowActionsContext.Provider value={true}>
      {cards ? (
        <ListCards<T> rows={rows ?? []} columns={columns} hidden={settings.hidden} rowKey={keyOf} loading={loading} label={label} empty={empty} pagination={pagination === false ? false : pagination} selection={rest.rowSelection} />
      ) : (
        <div ref={measure} className="as-list-box">
          {/* A list that scrolls sideways is a region keyboard users can focus and scroll, even empty (axe scrollable-region-focusable). */}
          <ScrollRegion label={label}>
            <Table<T>
              {...rest}
              rowKey={rowKey}
              expandable={expandable}
              columns={layout.columns}
              aria-label={label}
              size={settings.density}
              dataSource={(rows as T[] | undefined) ?? []}
              loading={loading}
              scroll={scroll ?? { x: layout.scrollX }}
              locale={{ emptyText: loading && !rows?.length ? <span /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
              pagination={pagination}
            />
          </ScrollRegion>
        </div>
      )}
      </RowActionsContext.Provider>
      {totals && rows && rows.length > 0 && (
        <div className="as-list-totals" data-testid="list-totals">
          {totals(rows)}
          {searchTotals}
        </div>
      )}
    </>
  );
}

/** The list kit's table over a server page (`Page<T>`): `ListTable` with page numbers and the total. */
export function DataTable<T extends object>({ data, page, pageSize, onPageChange, ...rest }: DataTableProps<T>) {
  const { t } = useTranslation();
  const total = data?.total ?? 0;
  // More rows than the page shows: the totals of the whole search too (D-721).
  const more = !!data && total > data.rows.length;
  return (
    <ListTable<T>
      {...rest}
      rows={data?.rows}
      searchTotals={rest.totals && more ? <SearchTotals total={total} capped={data?.capped} sums={data?.totals} /> : undefined}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: () => (data?.capped ? t('common.table.totalCapped', { total }) : t('common.table.total', { total })),
        onChange: onPageChange,
      }}
    />
  );
}
