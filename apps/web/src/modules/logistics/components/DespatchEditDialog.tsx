/**
 * Edit a despatch no notice carries yet (issue 26 item 8, D-531): packing list, ship date, receiving
 * place, trade term, remark and the quantity of each line (up to its own quantity and what is still
 * open on the order line; 0 takes the line off). The server's refusal is shown as it answers.
 */
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Table } from 'antd';
import dayjs from 'dayjs';
import type { DespatchView, OpenOrderLine } from '@aerosupply/shared/logistics/despatch-schemas';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { logisticsApi } from '../api';

type Line = DespatchView['lines'][number];

export function DespatchEditDialog({ despatch, openLines, onClose, onDone }: { despatch: DespatchView; openLines: readonly OpenOrderLine[]; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const open = new Map(openLines.map((l) => [l.orderItemId, l.openQty]));
  const submit = useSubmit(
    async (v: Record<string, unknown>) => {
      const qty = (v.qty ?? {}) as Record<string, number | null>;
      await logisticsApi.updateDespatch(despatch.id, {
        packingListNo: v.packingListNo as string,
        shipDate: (v.shipDate as dayjs.Dayjs).format('YYYY-MM-DD'),
        receivingPlace: v.receivingPlace as string,
        tradeTerm: v.tradeTerm as string,
        remark: (v.remark as string) || undefined,
        lines: despatch.lines
          .map((l) => ({ orderItemId: l.orderItemId, quantity: qty[l.id] ?? 0, batch: l.batch ?? undefined, boxNo: l.boxNo ?? undefined }))
          .filter((l) => l.quantity > 0),
      });
      onDone();
    },
    { form, success: true },
  );
  const field = (name: string, control: React.ReactNode, span = 12) => (
    <Col xs={24} md={span}>
      <Form.Item name={name} label={t(`logistics.despatch.fields.${name}`)} rules={name === 'remark' ? [] : [{ required: true }]}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Modal
      open
      title={t('logistics.despatch.editTitle', { number: despatch.number })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={submit.pending} data-testid="despatch-edit-save" onClick={() => void validateThen(form, submit.run)}>
          {t('common.actions.confirm')}
        </Button>,
      ]}
      width="min(720px, calc(100vw - 16px))"
      style={{ top: 16 }}
      destroyOnHidden
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        layout="vertical"
        name="despatch-edit"
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        onValuesChange={(changed) => clearEditedErrors(form, changed)}
        initialValues={{
          packingListNo: despatch.packingListNo,
          shipDate: dayjs(despatch.shipDate),
          receivingPlace: despatch.receivingPlace,
          tradeTerm: despatch.tradeTerm,
          remark: despatch.remark ?? '',
          qty: Object.fromEntries(despatch.lines.map((l) => [l.id, l.quantity])),
        }}
      >
        <Row gutter={16}>
          {field('packingListNo', <Input maxLength={40} />)}
          {field('shipDate', <DatePicker style={{ width: '100%' }} />)}
          {field('receivingPlace', <Input maxLength={60} />)}
          {field('tradeTerm', <Input maxLength={10} />)}
          {field('remark', <Input maxLength={500} />, 24)}
        </Row>
        <Table<Line>
          size="small"
          rowKey="id"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={despatch.lines}
          columns={[
            { title: t('logistics.despatch.fields.orderNo'), render: (_: unknown, l) => `${l.orderNo}/${l.itemNo}` },
            { title: t('logistics.shipment.cargo.partNumber'), dataIndex: 'partNumber' },
            {
              title: t('logistics.despatch.fields.quantity'),
              render: (_: unknown, l) => (
                <Form.Item name={['qty', String(l.id)]} noStyle>
                  <InputNumber min={0} max={l.quantity + (open.get(l.orderItemId) ?? 0)} aria-label={`${t('logistics.despatch.fields.quantity')} ${l.orderNo}/${l.itemNo}`} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
