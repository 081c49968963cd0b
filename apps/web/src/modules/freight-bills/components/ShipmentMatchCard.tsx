/**
 * The bill matched to its shipments (D-367): the shipments the forwarder carried under the bill's
 * waybills, the waybills not found, and every difference with the amount at stake, shown to the
 * reviewer before approving and to the forwarder on its bill.
 */
import { useTranslation } from 'react-i18next';
import { Alert, Card, Space, Table, Tag } from 'antd';
import type { BillDetail, MatchDifference, MatchedShipment } from '@aerosupply/shared/freight-bills/schemas';
import { useCodeTable } from '../../../lib/dict';
import { useFormat } from '../../../lib/format';

export function ShipmentMatchCard({ bill }: { bill: BillDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const modes = useCodeTable('serviceMode');
  const m = bill.shipmentMatch;
  const c = (key: string) => t(`freight-bills.match.${key}`);
  const money = (v: number | null) => (v === null ? t('freight-bills.match.noAmount') : fmt.amount(v, bill.currency));
  const kg = (v: number | null) => (v === null ? '-' : `${v} kg`);
  return (
    <Card size="small" title={c('title')} style={{ marginBottom: 16 }} data-testid="bill-shipment-match">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={m.state === 'matched' ? 'success' : m.state === 'unmatched' ? 'warning' : 'default'} data-testid="bill-match-state">
            {t(`freight-bills.shipmentMatch.${m.state}`)}
          </Tag>
          {m.unmatched.length > 0 && <span data-testid="bill-match-unmatched">{`${c('notFound')}: ${m.unmatched.join(', ')}`}</span>}
        </Space>
        {m.shipments.length > 0 && (
          <Table<MatchedShipment>
            size="small"
            pagination={false}
            rowKey={(s) => `${s.waybill}-${s.shipmentId}`}
            dataSource={m.shipments}
            columns={[
              { title: c('waybill'), dataIndex: 'waybill' },
              { title: c('shipment'), dataIndex: 'shipmentNumber' },
              { title: c('grossWeight'), render: (_, s) => kg(s.grossWeight) },
              { title: c('chargeableWeight'), render: (_, s) => kg(s.chargeableWeight) },
              { title: c('route'), render: (_, s) => `${s.originPort} → ${s.destinationPort}` },
              {
                title: c('mode'),
                render: (_, s) => [t(`logistics.transportType.${s.transportType}`, { defaultValue: '-' }), s.serviceMode ? modes.labelOf(s.serviceMode) : null].filter(Boolean).join(' / '),
              },
              { title: c('departed'), render: (_, s) => fmt.dateTime(s.atd ?? s.etd) || '-' },
            ]}
          />
        )}
        {m.differences.length === 0 ? (
          m.state !== 'not_available' && <Alert type="success" showIcon message={c('noDifference')} />
        ) : (
          <Table<MatchDifference>
            size="small"
            pagination={false}
            data-testid="bill-match-differences"
            rowKey={(d) => `${d.kind}-${d.waybill ?? ''}`}
            dataSource={m.differences}
            columns={[
              { title: c('kind'), render: (_, d) => <Tag color="error">{t(`freight-bills.match.kinds.${d.kind}`)}</Tag> },
              { title: c('waybill'), render: (_, d) => d.waybill ?? '-' },
              { title: c('billValue'), dataIndex: 'billValue' },
              { title: c('shipmentValue'), render: (_, d) => `${t(`freight-bills.match.against.${d.kind}`)}: ${d.shipmentValue}` },
              { title: c('amount'), render: (_, d) => money(d.amount) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={4}>
                  {c('amountAtStake')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>
                  <span data-testid="bill-match-at-stake">{money(m.amountAtStake)}</span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        )}
      </Space>
    </Card>
  );
}
