/** One RFx item in the comparison: every offer on one basis with its marks, and the quantity to award to each. */
import { useTranslation } from 'react-i18next';
import { Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { ComparisonItem, ComparisonOffer } from '@aerosupply/shared/sourcing/award';
import { useFormat } from '../../../../lib/format';
import { BidderScore, useBidderScores } from '../../../supplier-scorecard';

/** Award quantities by `rfxItemId:companyId`. */
export type AwardQuantities = Record<string, number | null>;

export interface ComparisonItemCardProps {
  item: ComparisonItem;
  /** The comparison currency. */
  currency: string;
  scores: ReturnType<typeof useBidderScores>['data'];
  canAward: boolean;
  qty: AwardQuantities;
  setQty: (update: (prev: AwardQuantities) => AwardQuantities) => void;
  nameOf: (x: { name: string; nameEn: string | null }) => string;
}

export function ComparisonItemCard({ item, currency, scores, canAward, qty, setQty, nameOf }: ComparisonItemCardProps) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (key: string) => t(`award.fields.${key}`);
  const money = (v: number | null) => (v === null ? '-' : fmt.amount(v));
  const marks = (o: ComparisonOffer) => (
    <Space size={2} wrap>
      {o.cheapest && <Tag color="green">{t('award.mark.cheapest')}</Tag>}
      {o.fastest && <Tag color="blue">{t('award.mark.fastest')}</Tag>}
      {o.noBid && <Tag>{t('award.mark.noBid')}</Tag>}
      {o.postponed && <Tag color="orange">{`${t('award.mark.postponed')} ${o.postponedDate ?? ''}`}</Tag>}
      {o.alternativePn && <Tag color="purple">{`${t('award.mark.alternate')} ${o.alternativePn}`}</Tag>}
      {!o.noBid && o.unitPrice !== null && o.rate === null && <Tag color="red">{t('award.mark.noRate')}</Tag>}
    </Space>
  );

  return (
    <Card
      size="small"
      type="inner"
      title={`${item.lineNo}. ${item.materialPn} · ${item.description}`}
      extra={
        <Typography.Text type="secondary">
          {`${f('quantity')}: ${item.quantity} ${item.unit} · ${f('budget')}: ${item.budgetConverted === null ? '-' : `${fmt.amount(item.budgetConverted)} ${currency}`}`}
        </Typography.Text>
      }
      data-testid={`compare-item-${item.lineNo}`}
    >
      <Table<ComparisonOffer>
        rowKey="companyId"
        size="small"
        pagination={false}
        dataSource={item.offers}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text>{t('award.noOffers')}</Typography.Text> }}
        columns={[
          { key: 'supplier', title: f('supplier'), render: (_, o) => nameOf(o) },
          { key: 'score', title: t('scorecard.bidder.score'), render: (_, o) => <BidderScore companyId={o.companyId} scores={scores} /> },
          { key: 'marks', title: f('marks'), render: (_, o) => marks(o) },
          { key: 'price', title: f('quotedPrice'), render: (_, o) => (o.unitPrice === null ? '-' : `${fmt.amount(o.unitPrice)} ${o.currency ?? ''}${o.priceUnit > 1 ? ` / ${o.priceUnit}` : ''}`) },
          { key: 'quoteQty', title: f('quoteQty'), render: (_, o) => o.quoteQty ?? '-' },
          { key: 'fees', title: f('feesPerUnit'), render: (_, o) => money(o.feesPerUnit) },
          { key: 'rate', title: f('rate'), render: (_, o) => (o.rate === null ? '-' : `${o.rate}${o.rateDate ? ` (${o.rateDate})` : ''}`) },
          { key: 'landed', title: `${f('landedUnit')} (${currency})`, render: (_, o) => (o.cheapest ? <Typography.Text strong type="success">{money(o.landedUnit)}</Typography.Text> : money(o.landedUnit)) },
          { key: 'vat', title: f('vatPerUnit'), render: (_, o) => (o.vatPerUnit === null ? '-' : `${money(o.vatPerUnit)} (${o.vatRate}%)`) },
          { key: 'lead', title: f('leadTimeDays'), render: (_, o) => o.leadTimeDays ?? '-' },
          { key: 'condition', title: f('conditionCode'), render: (_, o) => (o.conditionCode ? t(`repair.code.condition.${o.conditionCode}`) : '-') },
          { key: 'certificate', title: f('certificate'), render: (_, o) => (o.certificate ? t(`repair.code.certificate.${o.certificate}`) : '-') },
          { key: 'incoterms', title: f('incoterms'), render: (_, o) => [o.incoterms, o.deliveryLocation].filter(Boolean).join(' · ') || '-' },
          {
            key: 'award',
            title: f('awardQty'),
            render: (_, o) => (
              <InputNumber
                min={0}
                max={o.quoteQty ?? item.quantity}
                size="small"
                disabled={!canAward || o.noBid || o.unitPrice === null}
                value={qty[`${item.rfxItemId}:${o.companyId}`] ?? null}
                onChange={(v) => setQty((q) => ({ ...q, [`${item.rfxItemId}:${o.companyId}`]: typeof v === 'number' ? v : null }))}
                aria-label={`${f('awardQty')} ${item.materialPn} ${nameOf(o)}`}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
