/**
 * The list kit's tables: `ListTable` over rows a page holds, `DataTable` over a server page
 * (`Page<T>` of packages/shared/api.ts) with page numbers from the URL and the total ("10,000+"
 * when the server caps the count). Both have a caption for screen readers, the toolbar every list
 * shares (refresh, density and column show/hide, kept per list in localStorage) and an empty state
 * that says what to do next (the list's `emptyHint`, or "change the filters" under a search).
 * The `actions` column stays visible on the right from tablet width on (issue 11 item 5): such a
 * table gets a width for every column and scrolls sideways, so the fixed column never covers data.
 */
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Dropdown, Empty, Flex, Grid, Popover, Space, Table, Tooltip, type TableColumnsType, type TableProps } from 'antd';
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import type { Page } from '@aerosupply/shared';
import { ScrollRegion } from './ScrollRegion';

export type Density = 'large' | 'middle' | 'small';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'size'> {
  rows: readonly T[] | undefined;
  loading?: boolean;
  /** Accessible name of the table (usually the page title). */
  label: string;
  /** Reloads the list (the toolbar's refresh button; hidden without it). */
  onRefresh?: () => unknown;
  /** Where the column and density settings are kept (default: the page's path). */
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
/** Column widths when a page gives none (only tables with a fixed column need them). */
const DEFAULT_WIDTH = 150;
const ELLIPSIS_WIDTH = 220;
const ACTIONS_WIDTH = 200;

export const tableSettingsStorageKey = (key: string) => `aerosupply.table.${key}`;

function readSettings(key: string): TableSettings {
  try {
    const raw = localStorage.getItem(tableSettingsStorageKey(key));
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

/** The id of a column in the settings: its key, else its dataIndex. */
export function columnId(column: { key?: Key; dataIndex?: unknown }, index: number): string {
  if (column.key !== undefined) return String(column.key);
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') return String(column.dataIndex);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.join('.');
  return `#${index}`;
}

/**
 * The shown columns: hidden ones removed; with an `actions` column (fixed right on wide screens)
 * every column gets a width and the table scrolls to their sum.
 */
export function layoutColumns<T>(columns: TableColumnsType<T>, hidden: readonly string[], fixActions: boolean): { columns: TableColumnsType<T>; scrollX: number | 'max-content' } {
  const shown = columns.filter((c, i) => !hidden.includes(columnId(c as { key?: Key; dataIndex?: unknown }, i)) || c.key === 'actions');
  const hasActions = shown.some((c) => c.key === 'actions');
  if (!hasActions || !fixActions) return { columns: shown.map((c) => (c.key === 'actions' ? { ...c, fixed: undefined } : c)), scrollX: 'max-content' };
  let total = 0;
  const sized = shown.map((c) => {
    const width = typeof c.width === 'number' ? c.width : c.key === 'actions' ? ACTIONS_WIDTH : c.ellipsis ? ELLIPSIS_WIDTH : DEFAULT_WIDTH;
    total += width;
    return c.key === 'actions' ? { ...c, width, fixed: 'right' as const } : { ...c, width };
  });
  return { columns: sized, scrollX: total };
}

function ColumnSettings({ items, hidden, onChange }: { items: { id: string; title: ReactNode }[]; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} data-testid="table-column-settings">
      {items.map((item) => (
        <Checkbox
          key={item.id}
          checked={!hidden.includes(item.id)}
          // The last shown column cannot be hidden.
          disabled={!hidden.includes(item.id) && items.length - hidden.length <= 1}
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

/**
 * The list kit's table over rows the page already holds (a keyset page, a short list): the
 * toolbar (refresh, density, column show/hide), the fixed actions column and the empty-state hint.
 * Server-paged lists use `DataTable` below, which adds page numbers and the total.
 */
export function ListTable<T extends object>({ rows, loading, label, scroll, onRefresh, settingsKey, toolbar, emptyHint, filtered, columns = [], pagination = false, ...rest }: ListTableProps<T>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const storageKey = settingsKey ?? pathname;
  const [settings, setSettingsState] = useState<TableSettings>(() => readSettings(storageKey));
  const setSettings = (next: TableSettings) => {
    setSettingsState(next);
    try {
      localStorage.setItem(tableSettingsStorageKey(storageKey), JSON.stringify(next));
    } catch {
      // Private mode or a full storage: the settings last for this visit.
    }
  };
  const screens = Grid.useBreakpoint();
  const layout = useMemo(() => layoutColumns(columns, settings.hidden, screens.md !== false), [columns, settings.hidden, screens.md]);
  const choosable = columns
    .map((c, i) => ({ id: columnId(c as { key?: Key; dataIndex?: unknown }, i), title: (typeof c.title === 'function' ? null : c.title) as ReactNode, key: c.key }))
    .filter((c) => c.key !== 'actions' && c.title);
  const densities: Density[] = ['large', 'middle', 'small'];

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
          <Popover trigger="click" placement="bottomRight" title={t('common.table.columns')} content={<ColumnSettings items={choosable} hidden={settings.hidden} onChange={(hidden) => setSettings({ ...settings, hidden })} />}>
            <Tooltip title={t('common.table.columns')}>
              <Button type="text" icon={<SettingOutlined aria-hidden="true" />} aria-label={t('common.table.columns')} data-testid="table-columns" />
            </Tooltip>
          </Popover>
        </Space>
      </Flex>
      {/* A list that scrolls sideways is a region keyboard users can focus and scroll, even empty (axe scrollable-region-focusable). */}
      <ScrollRegion label={label}>
      <Table<T>
        {...rest}
        columns={layout.columns}
        aria-label={label}
        size={settings.density}
        dataSource={rows as T[] | undefined ?? []}
        loading={loading}
        scroll={scroll ?? { x: layout.scrollX }}
        locale={{ emptyText: loading && !rows?.length ? <span /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span data-testid="table-empty">{filtered ? t('common.table.emptyFiltered') : (emptyHint ?? t('common.table.empty'))}</span>} /> }}
        pagination={pagination}
      />
      </ScrollRegion>
    </>
  );
}

/** The list kit's table over a server page (`Page<T>`): `ListTable` with page numbers and the total. */
export function DataTable<T extends object>({ data, page, pageSize, onPageChange, ...rest }: DataTableProps<T>) {
  const { t } = useTranslation();
  const total = data?.total ?? 0;
  return (
    <ListTable<T>
      {...rest}
      rows={data?.rows}
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
