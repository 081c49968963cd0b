/** The repair order's bill: the shop enters it once shipped; finance approves (confirmation, optional comment) or does not (reason); excess over the quotation and cap shown formatted. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Space } from 'antd';
import type { RepairOrderDetail } from '@aerosupply/shared/repair/responses';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { repairApi, type RepairSide } from '../api';
import { BILL_COLORS } from './codes';

export function BillCard({ o, side, onEnter, onReject, onChanged }: { o: RepairOrderDetail; side: RepairSide; onEnter: () => void; onReject: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const b = o.bill;
  const canEnter = side === 'supplier' && (o.actions.includes('submit_bill') || b?.actions.includes('resubmit'));
  // Approval asks for confirmation, with an optional comment for the order's history (issue 27 item 7).
  const [approveOpen, setApproveOpen] = useState(false);
  const [approveForm] = Form.useForm<{ comment?: string }>();
  const approve = useSubmit(
    async (v: { comment?: string }) => {
      await repairApi.approveBill(b!.id, v.comment?.trim() || undefined);
      setApproveOpen(false);
      onChanged();
    },
    { form: approveForm, success: true },
  );
  return (
    <Card
      size="small"
      title={f('bill')}
      extra={
        <Space>
          {canEnter && <Button onClick={onEnter} data-testid="repair-enter-bill">{t('repair.actions.enterBill')}</Button>}
          {b?.actions.includes('approve') && (
            <Button type="primary" onClick={() => { approveForm.resetFields(); approve.reset(); setApproveOpen(true); }} data-testid="repair-approve-bill">
              {t('repair.actions.approveBill')}
            </Button>
          )}
          {b?.actions.includes('reject') && <Button danger onClick={onReject}>{t('repair.actions.rejectBill')}</Button>}
        </Space>
      }
    >
      {b ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {(b.overQuotation || b.overCap) && (
            <Alert
              type="warning"
              showIcon
              data-testid="repair-bill-excess"
              message={[
                b.quotationExcess !== null ? t('repair.bill.overQuotation', { amount: fmt.amount(b.quotationExcess, b.currency) }) : null,
                b.capExcess !== null ? t('repair.bill.overCap', { amount: fmt.amount(b.capExcess, b.currency) }) : null,
              ].filter(Boolean).join(' ')}
            />
          )}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'status', label: f('status'), children: <StatusTag value={b.status} prefix="repair.billStatus" colors={BILL_COLORS} /> },
              { key: 'invoiceNo', label: f('invoiceNo'), children: b.invoiceNo },
              { key: 'currency', label: f('currency'), children: b.currency },
              { key: 'fixedPrice', label: f('fixedPrice'), children: fmt.amount(b.fixedPrice, b.currency) },
              { key: 'equipmentCost', label: f('equipmentCost'), children: fmt.amount(b.equipmentCost, b.currency) },
              { key: 'manHourFee', label: f('manHourFee'), children: fmt.amount(b.manHourFee, b.currency) },
              { key: 'taxRate', label: f('taxRate'), children: `${b.taxRate}%` },
              { key: 'taxAmount', label: f('taxAmount'), children: fmt.amount(b.taxAmount, b.currency) },
              { key: 'total', label: f('total'), children: fmt.amount(b.total, b.currency) },
              { key: 'invoiceAmount', label: f('invoiceAmount'), children: fmt.amount(b.invoiceAmount, b.currency) },
              { key: 'reason', label: f('reason'), children: b.reason ?? '-' },
              { key: 'reviewerName', label: f('reviewerName'), children: b.reviewerName ?? '-' },
            ]}
          />
        </Space>
      ) : (
        <span>{t('repair.bill.none')}</span>
      )}
      <Modal
        open={approveOpen}
        title={t('repair.actions.approveBill')}
        onCancel={() => setApproveOpen(false)}
        onOk={() => void approveForm.validateFields().then((v) => approve.run(v)).catch(() => undefined)}
        okText={t('repair.form.confirm')}
        cancelText={t('repair.form.cancel')}
        confirmLoading={approve.pending}
        okButtonProps={{ 'data-testid': 'repair-approve-bill-ok' } as Record<string, string>}
      >
        {approve.problem && <Alert type="error" showIcon message={approve.problem} />}
        <p>{t('repair.bill.approveConfirm')}</p>
        <Form form={approveForm} layout="vertical">
          <Form.Item name="comment" label={t('repair.bill.approveComment')}><Input.TextArea maxLength={200} rows={3} /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
