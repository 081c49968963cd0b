/**
 * Supplier despatch (`/sup/despatch`, old `/sup/despatch/index`; issue 16 item 3): the supplier
 * announces a shipment (packing list, ship date, receiving place, trade terms) against its
 * acknowledged order lines, each at most the quantity still open on the line; edits or withdraws a
 * despatch no notice carries yet and follows the shipment it became (issue 26 item 8, D-530..D-531;
 * the buttons are the despatch's `actions` from the server).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { DespatchView, OpenOrderLine } from '@aerosupply/shared/logistics/despatch-schemas';
import { ListTable } from '../../../components/DataTable';
import { RecordActions } from '../../../components/RecordActions';
import { showSuccess } from '../../../lib/feedback';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { logisticsApi, logisticsKeys, useOpenLines, useSupplierDespatches } from '../api';
import { DespatchEditDialog } from '../components/DespatchEditDialog';
import { SupplierShipmentDrawer } from '../components/SupplierShipmentDrawer';

const STATE_COLORS: Record<DespatchView['state'], string> = { open: 'default', on_notice: 'blue', picked_up: 'green' };

export default function DespatchPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const lines = useOpenLines();
  const despatches = useSupplierDespatches();
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [editing, setEditing] = useState<DespatchView | null>(null);
  const [shipmentId, setShipmentId] = useState<number | null>(null);
  const reload = () => qc.invalidateQueries({ queryKey: logisticsKeys.despatch });
  const submit = useSubmit(
    async (v: Record<string, unknown>) => {
      const chosen = Object.entries(qty).filter(([, q]) => q && q > 0);
      await logisticsApi.createDespatch({
        packingListNo: v.packingListNo as string,
        shipDate: (v.shipDate as { format: (f: string) => string }).format('YYYY-MM-DD'),
        receivingPlace: v.receivingPlace as string,
        tradeTerm: v.tradeTerm as string,
        remark: (v.remark as string) || undefined,
        lines: chosen.map(([id, q]) => ({ orderItemId: Number(id), quantity: q! })),
      });
      setQty({});
      form.resetFields();
      await reload();
    },
    { form, success: true },
  );
  const item = (name: string, control: React.ReactNode, span = 6) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(`logistics.despatch.fields.${name}`)} required={name !== 'remark'}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <PageContainer title={t('logistics.despatch.title')}>
      <Card size="small" title={t('logistics.despatch.new')} style={{ marginBottom: 16 }}>
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        <Form form={form} layout="vertical" name="despatch" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
          <Row gutter={16}>
            {item('packingListNo', <Input maxLength={40} data-testid="despatch-packingListNo" />)}
            {item('shipDate', <DatePicker style={{ width: '100%' }} data-testid="despatch-shipDate" />)}
            {item('receivingPlace', <Input maxLength={60} data-testid="despatch-receivingPlace" />)}
            {item('tradeTerm', <Input maxLength={10} data-testid="despatch-tradeTerm" />)}
            {item('remark', <Input maxLength={500} />, 24)}
          </Row>
        </Form>
        <ScrollRegion label={t('logistics.despatch.new')}>
        <Table<OpenOrderLine>
          size="small"
          rowKey="orderItemId"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={lines.isLoading}
          dataSource={lines.data ?? []}
          locale={{ emptyText: t('logistics.despatch.noOpenLines') }}
          columns={[
            { title: t('logistics.despatch.fields.orderNo'), render: (_: unknown, l) => `${l.orderNo}/${l.itemNo}` },
            { title: t('logistics.shipment.cargo.partNumber'), dataIndex: 'partNumber' },
            { title: t('logistics.shipment.cargo.description'), dataIndex: 'description', render: (v: string | null) => v ?? '-' },
            { title: t('logistics.despatch.fields.openQty'), dataIndex: 'openQty', align: 'right' as const, render: (v: number, l) => `${v} ${l.unit}` },
            {
              title: t('logistics.despatch.fields.quantity'),
              render: (_: unknown, l) => (
                <InputNumber
                  min={0}
                  max={l.openQty}
                  value={qty[l.orderItemId] ?? null}
                  aria-label={`${t('logistics.despatch.fields.quantity')} ${l.orderNo}/${l.itemNo}`}
                  data-testid={`despatch-qty-${l.orderNo}-${l.itemNo}`}
                  onChange={(v) => setQty((q) => ({ ...q, [l.orderItemId]: v }))}
                />
              ),
            },
          ]}
        />
        </ScrollRegion>
        <Button type="primary" style={{ marginTop: 12 }} loading={submit.pending} data-testid="despatch-save" onClick={() => void validateThen(form, submit.run)}>
          {t('logistics.despatch.submit')}
        </Button>
      </Card>
      <ListTable<DespatchView>
        rowKey="id"
        label={t('logistics.despatch.list')}
        loading={despatches.isFetching}
        rows={despatches.data}
        onRefresh={() => void despatches.refetch()}
        columns={[
          { key: 'number', title: t('logistics.despatch.fields.number'), dataIndex: 'number' },
          { key: 'packingListNo', title: t('logistics.despatch.fields.packingListNo'), dataIndex: 'packingListNo' },
          { key: 'shipDate', title: t('logistics.despatch.fields.shipDate'), dataIndex: 'shipDate' },
          { key: 'receivingPlace', title: t('logistics.despatch.fields.receivingPlace'), dataIndex: 'receivingPlace' },
          { key: 'lines', title: t('logistics.despatch.fields.lines'), dataIndex: 'lines', render: (v: DespatchView['lines']) => v.map((l) => `${l.partNumber} × ${l.quantity}`).join(', ') },
          { key: 'shipment', title: t('logistics.despatch.fields.shipment'), dataIndex: 'shipment', render: (v: DespatchView['shipment']) => (v ? <Tag color="blue">{v.number}</Tag> : <Tag>{t('logistics.despatch.awaiting')}</Tag>) },
          { key: 'state', title: t('logistics.despatch.fields.state'), dataIndex: 'state', render: (v: DespatchView['state'], r) => <Tag color={STATE_COLORS[v]} data-testid={`despatch-state-${r.number}`}>{t(`logistics.despatch.state.${v}`)}</Tag> },
          { key: 'createdAt', title: t('logistics.despatch.fields.createdAt'), dataIndex: 'createdAt', render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('common.table.actions'),
            fixed: 'right',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  viewShipment: { labelKey: 'logistics.despatch.viewShipment', onClick: () => setShipmentId(r.shipment?.id ?? null) },
                  edit: { labelKey: 'common.actions.edit', onClick: () => setEditing(r) },
                  withdraw: {
                    labelKey: 'logistics.despatch.withdraw',
                    danger: true,
                    confirmKey: 'logistics.despatch.confirmWithdraw',
                    onClick: async () => {
                      await logisticsApi.withdrawDespatch(r.id);
                      showSuccess(t('logistics.despatch.withdrawn'));
                      await reload();
                    },
                  },
                }}
              />
            ),
          },
        ]}
      />
      {editing && (
        <DespatchEditDialog
          despatch={editing}
          openLines={lines.data ?? []}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
      <SupplierShipmentDrawer shipmentId={shipmentId} onClose={() => setShipmentId(null)} />
    </PageContainer>
  );
}
