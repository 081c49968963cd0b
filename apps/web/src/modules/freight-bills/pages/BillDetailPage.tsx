/**
 * One electronic bill (old `/pd/detail`; staff review `/logistics/npd/electronicBilling`): every
 * field of 001 §3, the rate card's expected amount and the difference the reviewer sees before
 * approving, the shipments the bill charges for with every difference and its amount (D-367),
 * attachments, history; the actions the server allows (edit, bill number, submit, delete,
 * approve, return with reason).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Space, Spin, Timeline } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { BillDetail } from '@aerosupply/shared/freight-bills/schemas';
import { FileList } from '../../../components/FileList';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { billApi, billKeys, FWD_BILLS, STAFF_BILLS, useBill } from '../api';
import { BillDialog, type BillDialogKind } from '../components/BillDialog';
import { Difference } from '../components/Difference';
import { ShipmentMatchCard } from '../components/ShipmentMatchCard';
import { BILL_COLORS, useCodeLabel } from '../components/labels';

export function BillDetailPage({ side }: { side: 'forwarder' | 'staff' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const code = useCodeLabel();
  const id = Number(useParams().id);
  const { data: b, isLoading } = useBill(id);
  const [dialog, setDialog] = useState<BillDialogKind | null>(null);
  if (isLoading || !b) return <Spin />;
  const base = side === 'forwarder' ? FWD_BILLS : STAFF_BILLS;
  const f = (key: string) => t(`freight-bills.fields.${key}`);
  const money = (v: number) => fmt.amount(v, b.currency);
  const done = async (next?: BillDetail, text?: string) => {
    if (next) qc.setQueryData(billKeys.one(id), next);
    await qc.invalidateQueries({ queryKey: billKeys.list });
    if (text) showSuccess(text);
  };
  const e = b.expectation;
  return (
    <PageContainer
      title={`${t('freight-bills.detail.title')} ${b.number}`}
      extra={
        <RecordActions
          allowed={b.actions}
          defs={{
            edit: { labelKey: 'freight-bills.actions.edit', onClick: () => void navigate(`${FWD_BILLS}/${b.id}/edit`) },
            renumber: { labelKey: 'freight-bills.actions.renumber', onClick: () => setDialog('renumber') },
            submit: { labelKey: 'freight-bills.actions.submit', confirmKey: 'freight-bills.confirm.submit', onClick: async () => done(await billApi.submit(b.id), t('freight-bills.done.submitted')) },
            delete: {
              labelKey: 'freight-bills.actions.delete',
              danger: true,
              confirmKey: 'freight-bills.confirm.delete',
              onClick: async () => {
                await billApi.remove(b.id);
                await done(undefined, t('freight-bills.done.deleted'));
                void navigate(FWD_BILLS);
              },
            },
            approve: { labelKey: 'freight-bills.actions.approve', confirmKey: 'freight-bills.confirm.approve', onClick: async () => done(await billApi.approve(b.id), t('freight-bills.done.approved')) },
            return: { labelKey: 'freight-bills.actions.return', danger: true, onClick: () => setDialog('return') },
          }}
        />
      }
    >
      {b.status === 'returned' && b.reviewComment && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={t('freight-bills.detail.returned')} description={b.reviewComment} data-testid="bill-return-reason" />}
      <Card size="small" title={t('freight-bills.detail.check')} style={{ marginBottom: 16 }}>
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={f('totalFreight')}>{money(b.totalFreight)}</Descriptions.Item>
          <Descriptions.Item label={f('expectedAmount')}>{e ? money(e.expectedAmount) : '-'}</Descriptions.Item>
          <Descriptions.Item label={f('difference')}>
            <Difference value={e ? e.difference : null} currency={b.currency} />
          </Descriptions.Item>
          <Descriptions.Item label={f('rateCard')}>{e ? t('freight-bills.detail.rateFormula', { weight: e.weightKg, rate: e.ratePerKg, min: e.minCharge }) : t('freight-bills.noRateCard')}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ShipmentMatchCard bill={b} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
        <Descriptions.Item label={f('number')}>{b.number}</Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <StatusTag value={b.status} prefix="freight-bills.status" colors={BILL_COLORS} />
        </Descriptions.Item>
        <Descriptions.Item label={f('forwarder')}>{companyName(b.forwarderName, b.forwarderNameEn)}</Descriptions.Item>
        <Descriptions.Item label={f('invoiceNo')}>{b.invoiceNo}</Descriptions.Item>
        <Descriptions.Item label={f('invoiceDate')}>{b.invoiceDate}</Descriptions.Item>
        <Descriptions.Item label={f('feedbackDate')}>{b.feedbackDate ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('transportMode')}>{code('transportMode', b.transportMode)}</Descriptions.Item>
        <Descriptions.Item label={f('materialLevel')}>{code('materialLevel', b.materialLevel)}</Descriptions.Item>
        <Descriptions.Item label={f('route')}>{`${b.origin} → ${b.destination}`}</Descriptions.Item>
        <Descriptions.Item label={f('transportLevel')}>{code('transportLevel', b.transportLevel)}</Descriptions.Item>
        <Descriptions.Item label={f('billingMode')}>{code('billingMode', b.billingMode)}</Descriptions.Item>
        <Descriptions.Item label={f('netWeight')}>{`${b.netWeight} ${code('weightUnit', b.weightUnit)}`}</Descriptions.Item>
        <Descriptions.Item label={t('freight-bills.fee.operation')}>{money(b.feeOperation)}</Descriptions.Item>
        <Descriptions.Item label={t('freight-bills.fee.level')}>{money(b.feeLevel)}</Descriptions.Item>
        <Descriptions.Item label={t('freight-bills.fee.billing')}>{money(b.feeBilling)}</Descriptions.Item>
        <Descriptions.Item label={t('freight-bills.fee.route')}>{money(b.feeRoute)}</Descriptions.Item>
        <Descriptions.Item label={t('freight-bills.fee.additional')}>{money(b.feeAdditional)}</Descriptions.Item>
        <Descriptions.Item label={f('invoiceAmount')}>{money(b.invoiceAmount)}</Descriptions.Item>
        <Descriptions.Item label={f('waybillNos')}>{b.waybillNos.join(', ') || '-'}</Descriptions.Item>
        <Descriptions.Item label={f('source')}>{t(`freight-bills.source.${b.source}`)}</Descriptions.Item>
        <Descriptions.Item label={f('reviewerName')}>{b.reviewerName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('remark')} span={3}>{b.remark ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={f('attachments')} span={3}>
          <FileList files={b.files} />
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('freight-bills.detail.history')} style={{ marginTop: 16 }}>
        <Timeline
          items={b.history.map((h) => ({
            children: `${fmt.dateTime(h.at)} ${h.actorName ?? ''} ${t(`freight-bills.history.${h.action}`, { defaultValue: h.action })}${h.note ? `: ${h.note}` : ''}`,
          }))}
        />
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate(base)}>{t('common.actions.back')}</Button>
      </Space>
      <BillDialog
        bill={b}
        kind={dialog}
        onClose={() => setDialog(null)}
        onDone={(next) => {
          setDialog(null);
          void done(next);
        }}
      />
    </PageContainer>
  );
}

export default function ForwarderBillDetailPage() {
  return <BillDetailPage side="forwarder" />;
}
