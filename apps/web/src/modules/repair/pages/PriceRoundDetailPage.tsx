/** A price round (staff): its lines with each shop's price side by side (lowest starting quantity's tier), the answers, close. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Descriptions, Space, Spin, Table, Tooltip } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { AnswerView } from '@aerosupply/shared/repair/price-rounds';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { repairApi, repairKeys, useRound } from '../api';
import { codeLabel, QUOTE_COLORS, ROUND_COLORS } from '../components/codes';

type Line = { pn: string; description: string; unit: string };

export default function PriceRoundDetailPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: r, isLoading } = useRound(id);
  if (isLoading || !r) return <Spin />;
  const f = (k: string) => t(`repair.fields.${k}`);
  const priceOf = (a: AnswerView, pn: string) => {
    const tiers = a.lines.find((l) => l.pn.toUpperCase() === pn.toUpperCase())?.tiers ?? [];
    if (tiers.length === 0) return '-';
    const text = tiers.map((x) => `≥${x.startQty}: ${fmt.amount(x.price, x.currency)} / ${t('repair.rounds.days', { days: x.deliveryDays })}`).join('\n');
    const first = [...tiers].sort((x, y) => x.startQty - y.startQty)[0]!;
    return <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{text}</span>}>{fmt.amount(first.price, first.currency)}</Tooltip>;
  };
  return (
    <PageContainer
      title={`${t('repair.rounds.detail')} ${r.number}`}
      extra={
        <RecordActions
          allowed={r.actions}
          defs={{ close: { labelKey: 'repair.actions.closeRound', confirmKey: 'repair.actions.confirmCloseRound', danger: true, onClick: async () => { await repairApi.closeRound(r.id); void qc.invalidateQueries({ queryKey: repairKeys.all }); } } }}
        />
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'status', label: f('status'), children: <StatusTag value={r.status} prefix="repair.roundStatus" colors={ROUND_COLORS} /> },
            { key: 'title', label: f('roundTitle'), children: r.title },
            { key: 'materialGroup', label: f('materialGroup'), children: codeLabel(t, 'materialGroup', r.materialGroup) },
            { key: 'validity', label: f('validity'), children: `${r.validFrom} ~ ${r.validTo}` },
            { key: 'quotationDeadline', label: f('quotationDeadline'), children: fmt.dateTime(r.quotationDeadline) },
            { key: 'createdBy', label: f('createdBy'), children: r.createdBy },
          ]}
        />
        <Table<Line>
          rowKey="pn"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={r.lines}
          columns={[
            { key: 'pn', title: f('pn'), dataIndex: 'pn', fixed: 'left' },
            { key: 'description', title: f('description'), dataIndex: 'description' },
            ...r.answers.map((a) => ({
              key: `shop-${a.id}`,
              title: (
                <Space direction="vertical" size={0}>
                  <span>{companyName(a.companyName, a.companyNameEn)}</span>
                  <StatusTag value={a.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} />
                </Space>
              ),
              align: 'right' as const,
              render: (_: unknown, line: Line) => priceOf(a, line.pn),
            })),
          ]}
        />
        <Table<AnswerView>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={r.answers}
          columns={[
            { key: 'shop', title: f('shop'), render: (_, a) => companyName(a.companyName, a.companyNameEn) },
            { key: 'status', title: f('quoteStatus'), render: (_, a) => <StatusTag value={a.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> },
            { key: 'submittedAt', title: f('submittedAt'), render: (_, a) => (a.submittedAt ? fmt.dateTime(a.submittedAt) : '-') },
            { key: 'remarks', title: f('remarks'), render: (_, a) => a.noOfferReason ?? a.remarks ?? '-' },
          ]}
        />
      </Space>
    </PageContainer>
  );
}
