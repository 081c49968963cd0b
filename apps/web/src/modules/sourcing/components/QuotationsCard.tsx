/** Staff: the bidders' quotations of an RFx. Sealed until the opening (the server answers 409 and no price); afterwards every line with its price. */
import { useTranslation } from 'react-i18next';
import { Alert, Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { StaffQuotation } from '@aerosupply/shared/sourcing/responses';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { currentLang } from '../../../lib/i18n';
import { sourcingApi, sourcingKeys } from '../api';
import { QUOTATION_COLORS } from './colors';

type Item = StaffQuotation['items'][number];

export function QuotationsCard({ rfxId, opened }: { rfxId: number; opened: boolean }) {
  const { t } = useTranslation();
  const fmt = useFormat();
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
                { key: 'alternativePn', title: f('alternativePn'), dataIndex: 'alternativePn', render: (v: string | null) => v ?? '-' },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'vendorCode', title: t('sourcing.fields.vendorCode'), dataIndex: 'vendorCode' },
          { key: 'name', title: t('sourcing.fields.company'), render: (_, q) => (currentLang() === 'en' && q.nameEn ? q.nameEn : q.name) },
          { key: 'status', title: f('status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="sourcing.quoteStatus" colors={QUOTATION_COLORS} /> },
          { key: 'version', title: f('version'), dataIndex: 'version' },
          { key: 'submittedAt', title: f('submittedAt'), dataIndex: 'submittedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { key: 'validityDays', title: f('validityDays'), dataIndex: 'validityDays', render: (v: number | null) => v ?? '-' },
          { key: 'sap', title: t('sourcing.fields.sapSyncStatus'), dataIndex: 'sapSyncStatus', render: (v: string) => t(`sourcing.sap.${v}`) },
        ]}
      />
    </Card>
  );
}
