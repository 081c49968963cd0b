/**
 * Staff: the bidders' quotations of an RFx. Sealed until the opening (the server answers 409 and no
 * price); afterwards each supplier's quoted detail (the old `agreement/supQuotedDetail`, D-263):
 * header conditions, answers to the RFx questions, the supplier's questions, annexes and every line
 * with its price; and the SAP sync status with a retry when the sync failed (D-264).
 */
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffQuotation } from '@aerosupply/shared/sourcing/responses';
import { FileList } from '../../../components/FileList';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/format';
import { currentLang } from '../../../lib/i18n';
import { sourcingApi, sourcingKeys } from '../api';
import { QUOTATION_COLORS } from './colors';
import { useDictLabels } from './labels';

type Item = StaffQuotation['items'][number];

export function QuotationsCard({ rfxId, opened, questions = [] }: { rfxId: number; opened: boolean; questions?: string[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const label = useDictLabels();
  const retry = async (q: StaffQuotation) => {
    qc.setQueryData(sourcingKeys.rfxQuotations(rfxId), await sourcingApi.retryQuotationSap(rfxId, q.id));
    showSuccess(t('sourcing.sapRetry.done'));
  };
  const list = useQuery({ queryKey: sourcingKeys.rfxQuotations(rfxId), queryFn: () => sourcingApi.rfxQuotations(rfxId), enabled: opened });
  const f = (key: string) => t(`sourcing.quote.fields.${key}`);
  if (!opened) {
    return (
      <Card size="small" title={t('sourcing.quote.bidderQuotes')}>
        <Alert type="info" showIcon message={t('sourcing.quote.sealedForStaff')} data-testid="quotes-sealed" />
      </Card>
    );
  }
  const money = (v: number | null, cur: string | null) => (v === null ? '-' : `${fmt.amount(v)} ${cur ?? ''}`);
  return (
    <Card size="small" title={t('sourcing.quote.bidderQuotes')}>
      <Table<StaffQuotation>
        // Remounted once loaded, so every quotation opens expanded with its lines.
        key={list.data ? 'loaded' : 'loading'}
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        data-testid="rfx-quotations"
        expandable={{
          defaultExpandAllRows: true,
          rowExpandable: (q) => q.items.length > 0,
          expandedRowRender: (q) => (
            <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid={`quoted-detail-${q.companyId}`}>
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
              <Descriptions.Item label={f('number')}>{q.number}</Descriptions.Item>
              <Descriptions.Item label={f('currency')}>{q.currency ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.fields.incoterms')}>{label('TC_ICT_TYPE', q.incoterms)}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.fields.deliveryLocation')}>{label('TC_SITE_TYPE', q.deliveryLocation)}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.fields.paymentTerm')}>{label('TC_PAY_PERIOD', q.paymentTerm)}</Descriptions.Item>
              <Descriptions.Item label={t('sourcing.fields.paymentNote')}>{q.paymentNote ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={f('remark')} span={3}>{q.remark ?? '-'}</Descriptions.Item>
              {q.answers.length > 0 && (
                <Descriptions.Item label={f('answers')} span={3}>
                  <Space direction="vertical" size={0}>
                    {q.answers.map((a) => (
                      <span key={a.textIndex}>{`${questions[a.textIndex] ?? '-'} → ${a.answer}`}</span>
                    ))}
                  </Space>
                </Descriptions.Item>
              )}
              {q.supplierQuestions.length > 0 && (
                <Descriptions.Item label={t('sourcing.sapRetry.supplierQuestions')} span={3}>
                  <Space direction="vertical" size={0}>
                    {q.supplierQuestions.map((x, n) => (
                      <span key={n}>{`${t(`sourcing.textType.${x.type}`)}: ${x.text}`}</span>
                    ))}
                  </Space>
                </Descriptions.Item>
              )}
              {q.attachments.length > 0 && (
                <Descriptions.Item label={f('annexes')} span={3}>
                  <FileList files={q.attachments} />
                </Descriptions.Item>
              )}
            </Descriptions>
            <Table<Item>
              rowKey="rfxItemId"
              size="small"
              pagination={false}
              dataSource={q.items}
              columns={[
                { key: 'lineNo', title: t('sourcing.fields.lineNo'), dataIndex: 'lineNo' },
                { key: 'materialPn', title: t('sourcing.fields.materialPn'), dataIndex: 'materialPn' },
                { key: 'noBid', title: f('noBid'), dataIndex: 'noBid', render: (v: boolean) => (v ? <Tag>{f('noBid')}</Tag> : '-') },
                { key: 'quoteQty', title: f('quoteQty'), dataIndex: 'quoteQty', render: (v: number | null) => (v === null ? '-' : String(v)) },
                { key: 'unitPrice', title: f('unitPrice'), render: (_, i) => money(i.unitPrice, i.currency) },
                { key: 'priceUnit', title: f('priceUnit'), dataIndex: 'priceUnit' },
                { key: 'vatRate', title: f('vatRate'), dataIndex: 'vatRate', render: (v: number | null) => (v === null ? '-' : `${v}%`) },
                { key: 'otherFees', title: f('otherFees'), render: (_, i) => (i.otherFees.length ? i.otherFees.map((x) => `${x.name} ${fmt.amount(x.amount)}`).join('; ') : '-') },
                { key: 'leadTimeDays', title: f('leadTimeDays'), dataIndex: 'leadTimeDays', render: (v: number | null) => v ?? '-' },
                { key: 'postponed', title: f('postponed'), render: (_, i) => (i.postponed ? `${f('postponed')} ${i.postponedDate ?? ''}` : '-') },
                { key: 'alternativePn', title: f('alternativePn'), dataIndex: 'alternativePn', render: (v: string | null) => v ?? '-' },
                { key: 'manufacturer', title: f('manufacturerName'), render: (_, i) => [i.manufacturerPn, i.manufacturerCode, i.manufacturerName].filter(Boolean).join(' · ') || '-' },
                { key: 'specialNotes', title: f('specialNotes'), dataIndex: 'specialNotes', render: (v: string | null) => v ?? '-' },
              ]}
            />
            </Space>
          ),
        }}
        columns={[
          { key: 'vendorCode', title: t('sourcing.fields.vendorCode'), dataIndex: 'vendorCode' },
          { key: 'name', title: t('sourcing.fields.company'), render: (_, q) => (currentLang() === 'en' && q.nameEn ? q.nameEn : q.name) },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} /> },
          { key: 'version', title: f('version'), dataIndex: 'version' },
          { key: 'submittedAt', title: f('submittedAt'), dataIndex: 'submittedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { key: 'validityDays', title: f('validityDays'), dataIndex: 'validityDays', render: (v: number | null) => v ?? '-' },
          {
            key: 'sap',
            title: t('sourcing.fields.sapSyncStatus'),
            dataIndex: 'sapSyncStatus',
            render: (v: string, q) => (
              <Space size={4} wrap>
                {q.sapSyncError ? (
                  <Tooltip title={q.sapSyncError}>
                    <Typography.Text type={v === 'sync_failed' ? 'danger' : undefined}>{t(`sourcing.sap.${v}`)}</Typography.Text>
                  </Tooltip>
                ) : (
                  t(`sourcing.sap.${v}`)
                )}
                {q.sapActions.includes('sap_retry') && (
                  <Button size="small" type="link" onClick={() => void retry(q)} data-testid={`sap-retry-${q.id}`}>
                    {t('sourcing.sapRetry.retry')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
