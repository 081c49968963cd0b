/**
 * One purchase order (spec 001 §2 'Purchase order detail'): vendor, salesman, tel, email, terms,
 * currency, payment terms, incoterms, delivery and invoice address, the Chinese VAT invoice
 * information, the three amounts, supplier note, acknowledgement number; items with delivery lines
 * and their actions; requests (item change history) with the buyer's answers; PO action history
 * (time, by, type), attachments (issue 26 item 12) and earlier versions. Every button comes from the server's `actions`.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Card, Descriptions, Result, Space, Spin, Table, Tag, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderDetail, OrderItemView, OrderRequestView } from '@aerosupply/shared/orders/schemas';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { showInfo } from '../../../lib/feedback';
import { useSubmit } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { companyName } from '../../../lib/company-name';
import { ORDER_ROUTES, orderApi, orderKeys, useOrder, type OrderSide } from '../api';
import { ORDER_STATUS_COLORS } from './OrderList';
import { OrderActionDialog, type OrderDialogState } from './OrderActionDialog';
import { OrderAttachments } from './OrderAttachments';
import { LineOnTime, OnTimeSummary } from './OnTime';

/** A table wrapper that scrolls sideways and can take the keyboard focus to do so (WCAG 2.1.1). */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

const NO_PARAMS = {};
const ITEM_COLORS: Record<string, string> = {
  open: 'processing',
  acknowledged: 'success',
  change_requested: 'warning',
  rejection_requested: 'warning',
  cancellation_requested: 'warning',
  cancelled: 'default',
  rejected: 'default',
  received: 'success',
};
const REQUEST_COLORS: Record<string, string> = { pending: 'warning', accepted: 'success', refused: 'error' };

export function OrderDetailView({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const query = useOrder(side, Number.isInteger(id) && id > 0 ? id : null);
  const [dialog, setDialog] = useState<OrderDialogState | null>(null);
  const ackItem = useSubmit((item: OrderItemView) => orderApi.acknowledgeItem(id, item.id, {}).then(done), { success: true });

  async function done(d: OrderDetail) {
    qc.setQueryData(orderKeys.one(side, d.id), d);
    setDialog(null);
    await qc.invalidateQueries({ queryKey: orderKeys.all, refetchType: 'none' });
  }

  /** The order changed meanwhile (409, D-502): reload what is there now, so the next decision is made on it. */
  async function refresh() {
    await qc.invalidateQueries({ queryKey: orderKeys.one(side, id) });
    showInfo(t('orders.conflictRefreshed'));
  }

  if (query.isError) return <Result status="404" title={t('orders.notFound')} />;
  if (query.isLoading || !query.data) return <Spin />;
  const o = query.data;
  const dash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);
  const money = (v: number) => `${fmt.amount(v)} ${o.currency}`;
  const can = (a: OrderDetail['actions'][number]) => o.actions.includes(a);
  /** A request the viewer may answer now: its `actions` say so (pending, the order awaiting an answer, a buyer). */
  const answerable = (r: OrderDetail['requests'][number]) => r.actions.includes('accept');
  const answerableOrderRequest = o.requests.find((r) => r.itemId === null && answerable(r));

  return (
    <PageContainer
      title={`${t('orders.detail.title')} ${o.orderNo}`}
      extra={
        <Space wrap>
          <ExportButton route={ORDER_ROUTES[side].pdf} pathParams={{ id: o.id }} params={NO_PARAMS} fallbackName={`PO-${o.orderNo}.pdf`} label={t('orders.actions.downloadPdf')} testId="order-pdf" />
          {can('acknowledge') && (
            <Button type="primary" onClick={() => setDialog({ kind: 'acknowledge' })} data-testid="order-acknowledge">
              {t('orders.actions.acknowledge')}
            </Button>
          )}
          {can('request_rejection') && (
            <Button danger onClick={() => setDialog({ kind: 'rejection' })}>
              {t('orders.actions.request_rejection')}
            </Button>
          )}
          {can('request_cancellation') && (
            <Button danger onClick={() => setDialog({ kind: 'cancellation' })}>
              {t('orders.actions.request_cancellation')}
            </Button>
          )}
          {answerableOrderRequest && (
            <Button type="primary" onClick={() => setDialog({ kind: 'answer', request: answerableOrderRequest })}>
              {t('orders.actions.answer')}
            </Button>
          )}
          {can('close') && <Button onClick={() => setDialog({ kind: 'close' })}>{t('orders.actions.close')}</Button>}
          {can('cancel') && (
            <Button danger onClick={() => setDialog({ kind: 'cancel' })}>
              {t('orders.actions.cancel')}
            </Button>
          )}
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={t('orders.detail.header')}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'orderNo', label: t('orders.fields.orderNo'), children: o.orderNo },
              { key: 'version', label: t('orders.fields.version'), children: <span data-testid="order-version">{o.version}</span> },
              { key: 'status', label: t('orders.fields.status'), children: <StatusTag value={o.status} prefix="orders.status" colors={ORDER_STATUS_COLORS} /> },
              { key: 'onTime', label: t('orders.fields.onTime'), children: <OnTimeSummary onTime={o.onTime} /> },
              { key: 'vendor', label: t('orders.fields.vendor'), children: `${companyName(o.supplierName, o.supplierNameEn)}${o.vendorCode ? ` (${o.vendorCode})` : ''}` },
              { key: 'salesman', label: t('orders.fields.salesman'), children: dash(o.salesman) },
              { key: 'tel', label: t('orders.fields.tel'), children: dash(o.tel) },
              { key: 'email', label: t('orders.fields.email'), children: dash(o.email) },
              { key: 'purchaseDept', label: t('orders.fields.purchaseDept'), children: o.purchaseDept },
              { key: 'orderType', label: t('orders.fields.orderType'), children: t(`orders.orderType.${o.orderType}`) },
              { key: 'orderDate', label: t('orders.fields.orderDate'), children: o.orderDate },
              { key: 'releasedAt', label: t('orders.fields.releasedAt'), children: fmt.dateTime(o.releasedAt) },
              { key: 'buyer', label: t('orders.fields.buyer'), children: o.buyerName },
              { key: 'currency', label: t('orders.fields.currency'), children: o.currency },
              { key: 'paymentTerms', label: t('orders.fields.paymentTerms'), children: dash(o.paymentTerms) },
              { key: 'incoterms', label: t('orders.fields.incoterms'), children: dash(o.incoterms) },
              { key: 'deliveryAddress', label: t('orders.fields.deliveryAddress'), children: dash(o.deliveryAddress) },
              { key: 'invoiceAddress', label: t('orders.fields.invoiceAddress'), children: dash(o.invoiceAddress) },
              { key: 'source', label: t('orders.fields.source'), children: t(`orders.source.${o.source}`) },
              { key: 'acknowledgementNo', label: t('orders.fields.acknowledgementNo'), children: <span data-testid="order-ack-no-value">{dash(o.acknowledgementNo)}</span> },
              { key: 'supplierNote', label: t('orders.fields.supplierNote'), children: dash(o.supplierNote) },
              { key: 'remark', label: t('orders.fields.remark'), children: dash(o.remark) },
            ]}
          />
        </Card>
        <Card size="small" title={t('orders.detail.vatInvoice')}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'company', label: t('orders.vat.company'), children: dash(o.vatInvoice.company) },
              { key: 'taxId', label: t('orders.vat.taxId'), children: dash(o.vatInvoice.taxId) },
              { key: 'address', label: t('orders.vat.address'), children: dash(o.vatInvoice.address) },
              { key: 'tel', label: t('orders.vat.tel'), children: dash(o.vatInvoice.tel) },
              { key: 'bank', label: t('orders.vat.bank'), children: dash(o.vatInvoice.bank) },
              { key: 'account', label: t('orders.vat.account'), children: dash(o.vatInvoice.account) },
            ]}
          />
        </Card>
        <Card size="small" title={t('orders.detail.amounts')}>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, md: 2, xl: 4 }}
            items={[
              { key: 'net', label: t('orders.fields.netAmount'), children: money(o.netAmount) },
              { key: 'vat', label: t('orders.fields.vatAmount'), children: money(o.vatAmount) },
              { key: 'fee', label: t('orders.fields.fee'), children: money(o.fee) },
              { key: 'total', label: t('orders.fields.totalAmount'), children: <strong data-testid="order-total">{money(o.totalAmount)}</strong> },
            ]}
          />
        </Card>
        <Card size="small" title={t('orders.detail.items')}>
          <Table<OrderItemView>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('common.table.empty') }}
            dataSource={o.items}
            expandable={{
              expandedRowRender: (item) => (
                <Table
                  size="small"
                  rowKey="lineNo"
                  pagination={false}
                  dataSource={item.deliveryLines}
                  columns={[
                    { title: t('orders.fields.lineNo'), dataIndex: 'lineNo' },
                    { title: t('orders.fields.shipToCode'), dataIndex: 'shipToCode' },
                    { title: t('orders.fields.deliveryAddress'), dataIndex: 'deliveryAddress', render: dash },
                    { title: t('orders.fields.scheduledQuantity'), dataIndex: 'quantity' },
                    { title: t('orders.fields.needByDate'), dataIndex: 'needByDate' },
                    { title: t('orders.fields.originalNeedByDate'), dataIndex: 'originalNeedByDate' },
                    { title: t('orders.fields.confirmedShipDate'), dataIndex: 'confirmedShipDate', render: dash },
                  ]}
                />
              ),
            }}
            columns={[
              { title: t('orders.fields.itemNo'), dataIndex: 'itemNo' },
              { title: t('orders.fields.partNumber'), dataIndex: 'partNumber' },
              { title: t('orders.fields.description'), dataIndex: 'description', render: dash },
              {
                // The agreement line the item draws on (D-610), linked to the agreement for either side.
                title: t('orders.fields.agreement'),
                dataIndex: 'agreement',
                render: (v: OrderItemView['agreement'], item) =>
                  v ? (
                    <Link to={`${side === 'supplier' ? '/sup' : ''}/agreements/${v.id}`} data-testid={`item-agreement-${item.itemNo}`}>
                      {t('orders.agreementLine', { agreementNo: v.agreementNo, lineNo: v.lineNo })}
                    </Link>
                  ) : (
                    dash(null)
                  ),
              },
              { title: t('orders.fields.quantity'), dataIndex: 'quantity', align: 'right' },
              { title: t('orders.fields.unit'), dataIndex: 'unit' },
              { title: t('orders.fields.unitPrice'), dataIndex: 'unitPrice', align: 'right', render: (v: number) => fmt.amount(v) },
              { title: t('orders.fields.vatRate'), dataIndex: 'vatRate', render: (v: number) => `${v}%` },
              { title: t('orders.fields.itemTotal'), dataIndex: 'total', align: 'right', render: (v: number) => fmt.amount(v) },
              { title: t('orders.fields.originalShipDate'), dataIndex: 'originalShipDate' },
              { title: t('orders.fields.requestedShipDate'), dataIndex: 'requestedShipDate' },
              { title: t('orders.fields.confirmedShipDate'), dataIndex: 'confirmedShipDate', render: dash },
              {
                title: t('orders.fields.receivedQty'),
                dataIndex: 'receivedQty',
                align: 'right',
                render: (v: number, item) => (
                  <Tooltip title={item.receipts.map((r) => t('orders.onTime.receipt', { shipment: r.shipmentNumber, quantity: r.quantity, date: r.receivedOn })).join('; ') || undefined}>
                    <span data-testid={`item-received-${item.itemNo}`}>{v}</span>
                  </Tooltip>
                ),
              },
              { title: t('orders.fields.receivedOn'), dataIndex: 'receivedOn', render: dash },
              { title: t('orders.fields.onTime'), dataIndex: 'onTime', render: (v: OrderItemView['onTime']) => <LineOnTime onTime={v} /> },
              { title: t('orders.fields.status'), dataIndex: 'status', render: (v: string, item) => <span data-testid={`item-status-${item.itemNo}`}><StatusTag value={v} prefix="orders.itemStatus" colors={ITEM_COLORS} /></span> },
              {
                title: t('orders.fields.actions'),
                key: 'actions',
                fixed: 'right',
                render: (_, item) => (
                  <span data-testid={`order-item-${item.itemNo}`}>
                    <RecordActions
                      allowed={item.actions}
                      defs={{
                        acknowledge: { labelKey: 'orders.actions.acknowledge_item', confirmKey: 'orders.confirm.acknowledgeItem', onClick: () => ackItem.run(item) },
                        request_change: { labelKey: 'orders.actions.request_change', onClick: () => setDialog({ kind: 'change', item }) },
                        request_rejection: { labelKey: 'orders.actions.request_item_rejection', danger: true, onClick: () => setDialog({ kind: 'itemRejection', item }) },
                        request_cancellation: { labelKey: 'orders.actions.request_item_cancellation', danger: true, onClick: () => setDialog({ kind: 'itemCancellation', item }) },
                      }}
                    />
                  </span>
                ),
              },
            ]}
          />
        </Card>
        <Card size="small" title={t('orders.detail.requests')}>
          <ScrollRegion label={t('orders.detail.requests')}>
            <Table<OrderRequestView>
              size="small"
              rowKey="id"
              pagination={false}
              locale={{ emptyText: t('orders.noRequests') }}
              dataSource={o.requests}
              columns={[
                { title: t('orders.fields.requestKind'), dataIndex: 'kind', render: (v: string) => t(`orders.requestKind.${v}`) },
                { title: t('orders.fields.itemNo'), dataIndex: 'itemNo', render: (v: number | null) => v ?? '-' },
                { title: t('orders.fields.version'), dataIndex: 'version' },
                {
                  title: t('orders.fields.change'),
                  key: 'change',
                  render: (_, r) =>
                    r.before && r.after ? (
                      <Space size={4} wrap>
                        {(['partNumber', 'unitPrice', 'quantity', 'shipDate'] as const)
                          .filter((k) => r.before![k] !== r.after![k])
                          .map((k) => (
                            <Tag key={k}>
                              {t(`orders.changeField.${k}`)}: {String(r.before![k])} → {String(r.after![k])}
                            </Tag>
                          ))}
                      </Space>
                    ) : (
                      '-'
                    ),
                },
                { title: t('orders.fields.reason'), dataIndex: 'reason' },
                { title: t('orders.fields.requestedBy'), dataIndex: 'requestedBy' },
                { title: t('orders.fields.requestedAt'), dataIndex: 'requestedAt', render: (v: string) => fmt.dateTime(v) },
                { title: t('orders.fields.requestStatus'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="orders.requestStatus" colors={REQUEST_COLORS} /> },
                { title: t('orders.fields.comment'), dataIndex: 'answerComment', render: dash },
                { title: t('orders.fields.answeredBy'), dataIndex: 'answeredBy', render: dash },
                {
                  title: t('orders.fields.actions'),
                  key: 'actions',
                  render: (_, r) =>
                    answerable(r) ? (
                      <Button type="link" size="small" onClick={() => setDialog({ kind: 'answer', request: r })} data-testid={`order-answer-${r.id}`}>
                        {t('orders.actions.answer')}
                      </Button>
                    ) : null,
                },
              ]}
            />
          </ScrollRegion>
        </Card>
        <OrderAttachments order={o} onChange={(d) => done(d)} />
        <Card size="small" title={t('orders.detail.history')}>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            locale={{ emptyText: t('common.table.empty') }}
            dataSource={o.history}
            columns={[
              { title: t('orders.fields.time'), dataIndex: 'at', render: (v: string) => fmt.dateTime(v) },
              { title: t('orders.fields.by'), dataIndex: 'by', render: (v: string | null) => v ?? t('orders.system') },
              { title: t('orders.fields.type'), dataIndex: 'action', render: (v: string) => t(`orders.history.${v}`, { defaultValue: t('orders.history.other') }) },
              { title: t('orders.fields.status'), dataIndex: 'toStatus', render: (v: string | null) => <StatusTag value={v} prefix="orders.status" colors={ORDER_STATUS_COLORS} /> },
              { title: t('orders.fields.note'), dataIndex: 'note', render: dash },
            ]}
          />
        </Card>
        {o.versions.length > 0 && (
          <Card size="small" title={t('orders.detail.versions')}>
            <Table
              size="small"
              rowKey="version"
              pagination={false}
              dataSource={o.versions}
              columns={[
                { title: t('orders.fields.version'), dataIndex: 'version' },
                { title: t('orders.fields.replacedAt'), dataIndex: 'replacedAt', render: (v: string) => fmt.dateTime(v) },
                { title: t('orders.fields.totalAmount'), dataIndex: 'totalAmount', render: (v: number) => money(v) },
                { title: t('orders.fields.itemCount'), dataIndex: 'itemCount' },
              ]}
            />
          </Card>
        )}
      </Space>
      <OrderActionDialog order={o} state={dialog} onClose={() => setDialog(null)} onDone={(d) => void done(d)} onConflict={() => void refresh()} />
    </PageContainer>
  );
}
