/**
 * Purchase order list (spec 001 §2): filters PO no., status, released date range, purchase dept,
 * buyer (buyers also: supplier, own orders, pending requests); columns PO number, version, dept,
 * type, released date/time, amount, currency, buyer, status, last processed time; actions from the
 * server's `actions` of each row. Orders not acknowledged in time are marked (ORDER_ACK_OVERDUE_DAYS).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Space, Tag, Tooltip } from 'antd';
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { CONSIGNMENT_IMPORT } from '@aerosupply/shared/orders/consignment';
import { ORDER_IMPORT } from '@aerosupply/shared/orders/import';
import { ORDER_STATUSES, type OrderRow } from '@aerosupply/shared/orders/schemas';
import { DataTable } from '../../../components/DataTable';
import { AmountTotals } from '../../../components/list/AmountTotals';
import { ImportDialog } from '../../../components/ImportDialog';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { companyName } from '../../../lib/company-name';
import { ORDER_PAGES, ORDER_ROUTES, orderKeys, type OrderSide } from '../api';
import { OrderOnTime } from './OnTime';

export const ORDER_STATUS_COLORS: Record<string, string> = {
  new: 'processing',
  acknowledged: 'success',
  change_requested: 'warning',
  rejection_requested: 'warning',
  cancellation_requested: 'warning',
  rejected: 'error',
  cancelled: 'default',
  closed: 'default',
  completed: 'success',
};

/** `tabs`: the purchase / repair order tabs shown above the filters when the user may read repair orders (D-460). */
export function OrderList({ side, tabs }: { side: OrderSide; tabs?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const can = useCan();
  const [importing, setImporting] = useState(false);
  const [stockImport, setStockImport] = useState<{ open: boolean; vendorCode: string }>({ open: false, vendorCode: '' });
  const yesNo = [
    { value: 'true', label: t('orders.filters.yes') },
    { value: 'false', label: t('orders.filters.no') },
  ];
  const fields: SearchField[] = [
    { name: 'orderNo', label: t('orders.fields.orderNo') },
    { name: 'status', label: t('orders.fields.status'), type: 'select', options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })) },
    { name: 'released', label: t('orders.fields.releasedAt'), type: 'dateRange' },
    { name: 'purchaseDept', label: t('orders.fields.purchaseDept') },
    { name: 'buyer', label: t('orders.fields.buyer') },
    ...(side === 'staff'
      ? ([
          { name: 'supplier', label: t('orders.fields.supplier') },
          { name: 'mine', label: t('orders.filters.mine'), type: 'select', options: yesNo },
          { name: 'pending', label: t('orders.filters.pending'), type: 'select', options: yesNo },
        ] satisfies SearchField[])
      : []),
  ];
  const { list, query } = usePagedList(orderKeys.list(side), ORDER_ROUTES[side].list, searchKeys(fields));
  const open = (r: OrderRow) => void navigate(`${ORDER_PAGES[side]}/${r.id}`);
  return (
    <PageContainer
      title={t('orders.title')}
      extra={
        side === 'staff' && can('po.manage') ? (
          <Space wrap>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/orders/new')} data-testid="orders-create">
              {t('orders.create.title')}
            </Button>
            <Button icon={<ImportOutlined aria-hidden="true" />} onClick={() => setImporting(true)} data-testid="orders-import">
              {t('orders.import')}
            </Button>
            <Button icon={<ImportOutlined aria-hidden="true" />} onClick={() => setStockImport({ open: true, vendorCode: '' })}>
              {t('orders.consignment.import')}
            </Button>
          </Space>
        ) : undefined
      }
    >
      {tabs}
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<OrderRow>
        rowKey="id"
        label={t('orders.title')}
        {...pagedTableProps(list, query)}
        toolbar={<ExportButton route={ORDER_ROUTES[side].export} params={list.filters} fallbackName="purchase-orders.xlsx" />}
        totals={(rows) => <AmountTotals rows={rows} amount={(r) => r.totalAmount} currency={(r) => r.currency} />}
        columns={[
          {
            title: t('orders.fields.orderNo'),
            dataIndex: 'orderNo',
            width: 180,
            render: (v: string, r) => (
              <>
                <a onClick={() => open(r)} data-testid={`order-${v}`}>
                  {v}
                </a>
                {r.overdue && (
                  <Tooltip title={t('orders.overdueHint')}>
                    <Tag color="red" style={{ marginInlineStart: 8 }}>
                      {t('orders.overdue')}
                    </Tag>
                  </Tooltip>
                )}
              </>
            ),
          },
          { title: t('orders.fields.version'), dataIndex: 'version', width: 80 },
          ...(side === 'staff' ? [{ title: t('orders.fields.supplier'), dataIndex: 'supplierName' as const, render: (_: string, r: OrderRow) => companyName(r.supplierName, r.supplierNameEn) }] : []),
          { title: t('orders.fields.purchaseDept'), dataIndex: 'purchaseDept', width: 130 },
          { title: t('orders.fields.orderType'), dataIndex: 'orderType', width: 130, render: (v: string) => t(`orders.orderType.${v}`) },
          { title: t('orders.fields.releasedAt'), dataIndex: 'releasedAt', render: (v: string) => fmt.dateTime(v) },
          { priority: 'key', title: t('orders.fields.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: (v: number) => fmt.amount(v) },
          { priority: 'key', title: t('orders.fields.currency'), dataIndex: 'currency', width: 90 },
          { title: t('orders.fields.buyer'), dataIndex: 'buyerName', width: 130 },
          {
            title: t('orders.fields.status'),
            dataIndex: 'status',
            // The status and its pending-request tag wrap inside the cell.
            width: 180,
            ellipsis: false,
            render: (v: string, r) => (
              <>
                <StatusTag value={v} prefix="orders.status" colors={ORDER_STATUS_COLORS} />
                {side === 'staff' && r.pendingRequests > 0 && <Tag color="orange">{t('orders.pendingCount', { count: r.pendingRequests })}</Tag>}
              </>
            ),
          },
          { title: t('orders.fields.onTime'), dataIndex: 'onTime', render: (v: OrderRow['onTime'], r) => <OrderOnTime onTime={v} testId={`order-on-time-${r.orderNo}`} /> },
          { title: t('orders.fields.lastProcessedAt'), dataIndex: 'lastProcessedAt', render: (v: string) => fmt.dateTime(v) },
          {
            title: t('orders.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  view: { labelKey: 'orders.actions.view', onClick: () => open(r) },
                  acknowledge: { labelKey: 'orders.actions.acknowledge', onClick: () => open(r) },
                  request_change: { labelKey: 'orders.actions.request_change', onClick: () => open(r) },
                  request_rejection: { labelKey: 'orders.actions.request_rejection', onClick: () => open(r) },
                  request_cancellation: { labelKey: 'orders.actions.request_cancellation', onClick: () => open(r) },
                  accept_request: { labelKey: 'orders.actions.answer', onClick: () => open(r) },
                }}
              />
            ),
          },
        ]}
      />
      <ImportDialog open={importing} importKey={ORDER_IMPORT} title={t('orders.import')} onClose={() => setImporting(false)} onCommitted={() => void query.refetch()} />
      <ImportDialog
        open={stockImport.open}
        importKey={CONSIGNMENT_IMPORT}
        title={t('orders.consignment.import')}
        params={{ vendorCode: stockImport.vendorCode }}
        ready={/^\d{7,9}$/.test(stockImport.vendorCode)}
        onClose={() => setStockImport({ open: false, vendorCode: '' })}
      >
        <Form layout="vertical" component="div">
          <Form.Item label={t('orders.consignment.vendorCode')} htmlFor="consignment-import-vendor" required extra={t('orders.consignment.importHint')} style={{ marginBottom: 0 }}>
            <Input id="consignment-import-vendor" maxLength={9} value={stockImport.vendorCode} onChange={(e) => setStockImport({ open: true, vendorCode: e.target.value.trim() })} />
          </Form.Item>
        </Form>
      </ImportDialog>
    </PageContainer>
  );
}
