/**
 * antd Table over a keyset list (useCursorList): no page numbers or totals (the logs grow without
 * bound), but first / previous / next navigation and a page-size choice under the table.
 */
import { useTranslation } from 'react-i18next';
import { Button, Flex, Select, Table, Typography, type TableProps } from 'antd';
import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { CURSOR_PAGE_SIZES, type CursorList } from '../useCursorList';

export interface CursorTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> {
  list: CursorList<T>;
  /** Accessible name of the table (usually the page title). */
  label: string;
}

export function CursorTable<T extends object>({ list, label, scroll, ...rest }: CursorTableProps<T>) {
  const { t } = useTranslation();
  const rows = list.data?.rows ?? [];
  return (
    <>
      <Table<T>
        {...rest}
        aria-label={label}
        size="middle"
        dataSource={rows}
        loading={list.isFetching}
        scroll={scroll ?? { x: 'max-content' }}
        locale={{ emptyText: t('common.table.empty') }}
        pagination={false}
      />
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
