/** A repair inquiry (staff; old /air/sendRepair/detail, lookInquiry, lookSup): its fields and each shop's answer side by side, award. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Space, Spin, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { QuoteView } from '@aerosupply/shared/repair/responses';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { repairApi, repairKeys, useInquiry } from '../api';
import { codeLabel, INQUIRY_COLORS, QUOTE_COLORS } from '../components/codes';
import { inquiryItems } from '../components/inquiryItems';

type Row = { key: string; label: string; render: (q: QuoteView) => React.ReactNode };

export default function InquiryDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useInquiry(id);
  if (isLoading || !r) return <Spin />;
  const f = (k: string) => t(`repair.fields.${k}`);
  const n = (v: number | null) => (v === null ? '-' : String(v));
  const refresh = () => void qc.invalidateQueries({ queryKey: repairKeys.all });
  // Money in the reader's language with the quotation's currency; the handling rate is a percentage.
  const money = (v: number | null, currency: string | null) => (v === null ? '-' : fmt.amount(v, currency ?? undefined));
  const fee = (k: keyof QuoteView) => ({ key: k, label: f(k), render: (q: QuoteView) => (k === 'handlingRate' ? n(q[k] as number | null) : money(q[k] as number | null, q.currency)) });
  const rows: Row[] = [
    { key: 'status', label: f('quoteStatus'), render: (q) => <StatusTag value={q.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> },
    { key: 'quotedAmount', label: f('quotedAmount'), render: (q) => money(q.quotedAmount, q.currency) },
    ...(['testFee', 'repairFee', 'renovationFee', 'refitFee', 'fixedRepairPrice', 'fixedRenovationPrice', 'paintingFee', 'exchangeFee', 'handlingRate', 'capFee'] as const).map(fee),
    { key: 'leadTimeDays', label: f('leadTimeDays'), render: (q) => q.leadTimeDays ?? '-' },
    { key: 'certificateType', label: f('certificateType'), render: (q) => codeLabel(t, 'certificate', q.certificateType) },
    { key: 'processCode', label: f('processCode'), render: (q) => codeLabel(t, 'process', q.processCode) },
    { key: 'serialReturnCode', label: f('serialReturnCode'), render: (q) => codeLabel(t, 'serialReturn', q.serialReturnCode) },
    ...(r.pricingMethod === 'flat_rate_exchange'
      ? [
          { key: 'coreReturnDays', label: f('coreReturnDays'), render: (q: QuoteView) => q.coreReturnDays ?? '-' },
          { key: 'coreOverdueFee', label: f('coreOverdueFee'), render: (q: QuoteView) => money(q.coreOverdueFee, q.currency) },
        ]
      : []),
    { key: 'warranty', label: f('warranty'), render: (q) => (q.warrantyCode ? `${codeLabel(t, 'warranty', q.warrantyCode)} ${q.warrantyValue ?? ''}` : '-') },
    { key: 'liability', label: f('liability'), render: (q) => [q.liabilityShelfDays, q.liabilityFlightHours, q.liabilityFlightCycles].map((v) => v ?? '-').join(' / ') },
    { key: 'claimDays', label: f('claimDays'), render: (q) => q.claimDays ?? '-' },
    {
      key: 'validUntil',
      label: f('validUntil'),
      render: (q) => (q.validUntil === null ? '-' : <Space size={4}>{q.validUntil}{q.validityPassed && <Tag color="red">{f('validityPassed')}</Tag>}</Space>),
    },
    { key: 'freight', label: f('manufacturerBearsFreight'), render: (q) => (q.manufacturerBearsFreight === null ? '-' : q.manufacturerBearsFreight ? t('repair.form.yes') : t('repair.form.no')) },
    { key: 'tiers', label: f('tiers'), render: (q) => (q.tiers.length === 0 ? '-' : q.tiers.map((x) => `≥${x.startQty}: ${fmt.amount(x.price, x.currency)} / ${t('repair.rounds.days', { days: x.deliveryDays })}`).join('; ')) },
    { key: 'remarks', label: f('remarks'), render: (q) => q.remarks ?? q.noOfferReason ?? '-' },
    {
      key: 'actions',
      label: f('actions'),
      render: (q) => (
        <RecordActions
          allowed={q.actions}
          defs={{
            award: {
              labelKey: 'repair.actions.award',
              confirmKey: 'repair.actions.confirmAward',
              onClick: async () => {
                const order = await repairApi.award(q.id);
                showSuccess(t('repair.inquiries.awarded'));
                refresh();
                void navigate(`/repair/orders/${order.id}`);
              },
            },
          }}
        />
      ),
    },
  ];
  return (
    <PageContainer
      title={`${t('repair.inquiries.detail')} ${r.number}`}
      extra={
        <RecordActions
          allowed={r.actions}
          defs={{ close: { labelKey: 'repair.actions.close', confirmKey: 'repair.actions.confirmClose', danger: true, onClick: async () => { await repairApi.closeInquiry(r.id); refresh(); } } }}
        />
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {r.order && (
          <Alert type="success" showIcon message={<Link to={`/repair/orders/${r.order.id}`}>{`${t('repair.orders.order')} ${r.order.orderNo}`}</Link>} />
        )}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[{ key: 'status', label: f('status'), children: <StatusTag value={r.status} prefix="repair.inquiryStatus" colors={INQUIRY_COLORS} /> }, ...inquiryItems(t, fmt.dateTime, r)]}
        />
        <Card size="small" title={t('repair.inquiries.answers')}>
          <Table<Row>
            rowKey="key"
            size="small"
            pagination={false}
            scroll={{ x: true }}
            dataSource={rows}
            columns={[
              { key: 'label', title: f('field'), dataIndex: 'label', fixed: 'left', width: 180 },
              ...r.quotes.map((q) => ({ key: String(q.id), title: companyName(q.companyName, q.companyNameEn), render: (_: unknown, row: Row) => row.render(q) })),
            ]}
          />
        </Card>
        <Button onClick={() => void navigate('/repair/inquiries')}>{t('repair.form.back')}</Button>
      </Space>
    </PageContainer>
  );
}
