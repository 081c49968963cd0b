/** An RFx's items with their clauses (staff and supplier views). */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, Descriptions, Table } from 'antd';
import type { RfxDetail } from '@aerosupply/shared/sourcing/responses';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { useCodeTable } from '../../../lib/dict';
import type { useDictLabels } from './labels';

/** Items with their clauses (expandable); the budget shows only where the answer carries it. */
export function RfxItemsTable({ items, label }: { items: (Omit<RfxDetail['items'][number], 'requirementId' | 'requirementNumber'> & { requirementId?: number | null; requirementNumber?: string | null })[]; label: ReturnType<typeof useDictLabels> }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`sourcing.fields.${key}`);
  const contractTypes = useCodeTable('contractType');
  return (
    <Card size="small" title={t('sourcing.rfx.steps.items')}>
      <ScrollRegion label={t('sourcing.rfx.steps.items')}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={items}
          scroll={{ x: 'max-content' }}
          data-testid="rfx-item-table"
          expandable={{
            rowExpandable: (i) => i.clauses.length > 0 || Boolean(i.detailedRequirements || i.specialRequirements),
            expandedRowRender: (i) => (
              <Descriptions size="small" column={1}>
                {i.detailedRequirements && <Descriptions.Item label={f('detailedRequirements')}>{i.detailedRequirements}</Descriptions.Item>}
                {i.specialRequirements && <Descriptions.Item label={f('specialRequirements')}>{i.specialRequirements}</Descriptions.Item>}
                {i.clauses.map((c, n) => (
                  <Descriptions.Item key={n} label={`${t('sourcing.rfx.clauses')} ${n + 1}`}>
                    {[contractTypes.labelOf(c.contractType), c.contractNo, c.contractName, c.clauseNo].filter(Boolean).join(' / ')}: {c.clauseText}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ),
          }}
          columns={[
            { key: 'lineNo', title: f('lineNo'), dataIndex: 'lineNo' },
            { key: 'materialPn', title: f('materialPn'), dataIndex: 'materialPn' },
            { key: 'description', title: f('description'), dataIndex: 'description' },
            { key: 'quantity', title: f('quantity'), render: (_, i) => `${i.quantity} ${i.unit}` },
            { key: 'deliveryDeadline', title: f('deliveryDeadline'), dataIndex: 'deliveryDeadline', render: (v: string | null) => v ?? '-' },
            { key: 'incoterms', title: f('incoterms'), dataIndex: 'incoterms', render: (v: string | null) => label('TC_ICT_TYPE', v) },
            { key: 'deliveryLocation', title: f('deliveryLocation'), dataIndex: 'deliveryLocation', render: (v: string | null) => label('TC_SITE_TYPE', v) },
            { key: 'budgetPrice', title: f('budgetPrice'), render: (_, i) => (i.budgetPrice === null ? '-' : `${i.budgetPrice} ${i.budgetCurrency ?? ''}`) },
            { key: 'manufacturer', title: f('manufacturerName'), render: (_, i) => [i.manufacturerCode, i.manufacturerName].filter(Boolean).join(' ') || '-' },
            { key: 'acceptReplacement', title: f('acceptReplacement'), render: (_, i) => (i.acceptReplacement ? f('yes') : f('no')) },
            ...(items.some((i) => i.requirementId)
              ? [{ key: 'requirement', title: f('requirement'), render: (_: unknown, i: (typeof items)[number]) => (i.requirementId ? <Link to={`/sourcing/requirements/${i.requirementId}`}>{i.requirementNumber}</Link> : '-') }]
              : []),
          ]}
        />
      </ScrollRegion>
    </Card>
  );
}
