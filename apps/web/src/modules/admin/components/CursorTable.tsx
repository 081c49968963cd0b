/**
 * The list kit's table (toolbar, density, columns, empty hint) over a keyset list (useCursorList):
 * no page numbers or totals (the logs grow without bound), but first / previous / next navigation
 * and a page-size choice under the table.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Select, Typography } from 'antd';
import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { ListTable, type ListTableProps } from '../../../components/DataTable';
import { CURSOR_PAGE_SIZES, type CursorList } from '../useCursorList';

export interface CursorTableProps<T> extends Omit<ListTableProps<T>, 'rows' | 'pagination' | 'loading' | 'scroll' | 'label'> {
  list: CursorList<T>;
  /** Accessible name of the table (usually the page title). */
  label: string;
}

export function CursorTable<T extends object>({ list, label, ...rest }: CursorTableProps<T>) {
  const { t } = useTranslation();
  const rows = list.data?.rows ?? [];
  const holder = useRef<HTMLDivElement>(null);
  // The wide log tables scroll sideways: make antd's scroll container a named region that keyboard
  // users can focus and scroll (axe scrollable-region-focusable); rows hold no focusable control.
  useEffect(() => {
    holder.current?.querySelectorAll<HTMLElement>('.ant-table-content').forEach((el) => {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    });
  });
  return (
    <>
      <div ref={holder}>
        <ListTable<T> {...rest} label={label} rows={rows} loading={list.isFetching} onRefresh={() => void list.refetch()} />
      </div>
      <nav aria-label={t('admin.pager.label')}>
        <Flex justify="flex-end" align="center" gap={8} wrap style={{ marginTop: 16 }}>
          {list.pageNumber !== null && (
            <Typography.Text type="secondary" data-testid="pager-page">
              {t('admin.pager.page', { page: list.pageNumber })}
            </Typography.Text>
          )}
          <Button icon={<VerticalRightOutlined aria-hidden="true" />} disabled={!list.hasPrevious || list.isFetching} onClick={list.first}>
            {t('admin.pager.first')}
          </Button>
          <Button icon={<LeftOutlined aria-hidden="true" />} disabled={!list.hasPrevious || list.isFetching} onClick={list.previous}>
            {t('admin.pager.previous')}
          </Button>
          <Button disabled={!list.hasNext || list.isFetching} onClick={list.next} data-testid="pager-next">
            {t('admin.pager.next')}
            <RightOutlined aria-hidden="true" />
          </Button>
          <Select<number>
            aria-label={t('admin.pager.pageSize')}
            value={list.pageSize}
            onChange={list.setPageSize}
            style={{ width: 130 }}
            options={CURSOR_PAGE_SIZES.map((n) => ({ value: n, label: t('admin.pager.perPage', { n }) }))}
          />
        </Flex>
      </nav>
    </>
  );
}
