/**
 * What orders drew on each agreement line (issue 25 item 6, D-611): agreed, ordered and remaining
 * quantity and value, for the buyer and the supplier alike, and how the setting treats an order beyond
 * the remaining quantity or after expiry (D-612).
 */
import { useTranslation } from 'react-i18next';
import { Card, Table, Typography } from 'antd';
import type { AgreementDetail, AgreementDrawLine } from '@aerosupply/shared/agreements/schemas';
import { useFormat } from '../../../lib/format';

type Row = AgreementDrawLine & { partNumber: string; quantity: number; unit: string; amount: number };

export function AgreementDrawDownCard({ a }: { a: AgreementDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  if (!a.drawDown) return null;
  const lines = new Map(a.lines.map((l) => [l.lineNo, l]));
  const rows: Row[] = a.drawDown.lines.flatMap((d) => {
    const l = lines.get(d.lineNo);
    return l ? [{ ...d, partNumber: l.partNumber, quantity: l.quantity, unit: l.unit, amount: l.amount }] : [];
  });
  const f = (key: string) => t(`agreements.drawDown.${key}`);
  // A line drawn beyond its quantity (possible when the setting only warns) shows its negative remainder in red.
  const left = (v: number, text: string) => (v < 0 ? <Typography.Text type="danger">{text}</Typography.Text> : text);
  return (
    <Card size="small" title={f('title')} data-testid="agreement-draw-down">
      <Table<Row>
        size="small"
        rowKey="lineNo"
        pagination={false}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { title: t('agreements.fields.lineNo'), dataIndex: 'lineNo' },
          { title: t('agreements.fields.partNumber'), dataIndex: 'partNumber' },
          { title: f('agreedQuantity'), key: 'quantity', align: 'right', render: (_, r) => `${fmt.quantity(r.quantity)} ${r.unit}` },
          { title: f('orderedQuantity'), dataIndex: 'orderedQuantity', align: 'right', render: (v: number) => fmt.quantity(v) },
          { title: f('remainingQuantity'), key: 'remainingQuantity', align: 'right', render: (_, r) => <span data-testid={`remaining-qty-${r.lineNo}`}>{left(r.remainingQuantity, fmt.quantity(r.remainingQuantity))}</span> },
          { title: f('orderedAmount'), dataIndex: 'orderedAmount', align: 'right', render: (v: number) => fmt.amount(v, a.currency) },
          { title: f('remainingAmount'), key: 'remainingAmount', align: 'right', render: (_, r) => left(r.remainingAmount, fmt.amount(r.remainingAmount, a.currency)) },
          { title: f('itemCount'), dataIndex: 'itemCount', align: 'right' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {f(`policy.${a.drawDown.policy}`)}
      </Typography.Paragraph>
    </Card>
  );
}
