/**
 * An agreement's lines with the awarded offer's facts (the P/N an alternate replaces, manufacturer,
 * condition, certificate, postponed delivery; D-470) and its charges shown apart, then the lines,
 * charges and total (D-471).
 */
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Table, Tag } from 'antd';
import type { AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import { useFormat } from '../../../lib/format';

type Line = AgreementDetail['lines'][number];

export function AgreementLinesCard({ a }: { a: AgreementDetail }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (key: string) => t(`agreements.fields.${key}`);
  const code = (table: 'condition' | 'certificate', v: string | null) => (v ? t(`repair.code.${table}.${v}`) : '');
  return (
    <Card size="small" title={t('agreements.detail.lines')}>
      <Table<Line>
        size="small"
        rowKey="lineNo"
        pagination={false}
        scroll={{ x: true }}
        dataSource={a.lines}
        data-testid="agreement-lines"
        columns={[
          { title: f('lineNo'), dataIndex: 'lineNo' },
          {
            title: f('partNumber'),
            key: 'partNumber',
            render: (_, l) => (
              <>
                {l.partNumber}
                {l.replacesPn && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('agreements.detail.replaces', { pn: l.replacesPn })}</Tag>}
              </>
            ),
          },
          { title: f('description'), dataIndex: 'description', render: (v: string | null) => v ?? '' },
          { title: f('category'), dataIndex: 'category', render: (v: string) => t(`agreements.category.${v}`) },
          { title: f('quantity'), dataIndex: 'quantity', align: 'right' },
          { title: f('unit'), dataIndex: 'unit' },
          { title: f('unitPrice'), dataIndex: 'unitPrice', align: 'right', render: (v: number) => fmt.amount(v) },
          { title: f('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => fmt.amount(v) },
          { title: f('leadTimeDays'), dataIndex: 'leadTimeDays', render: (v: number | null) => v ?? '' },
          { title: f('postponedDate'), dataIndex: 'postponedDate', render: (v: string | null) => v ?? '' },
          { title: f('conditionCode'), key: 'conditionCode', render: (_, l) => code('condition', l.conditionCode) },
          { title: f('certificate'), key: 'certificate', render: (_, l) => code('certificate', l.certificate) },
          { title: f('manufacturer'), key: 'manufacturer', render: (_, l) => [l.manufacturerName, l.manufacturerCode, l.manufacturerPn].filter(Boolean).join(' · ') },
        ]}
      />
      {a.charges.length > 0 && (
        <Table
          size="small"
          rowKey={(c) => `${c.lineNo ?? '-'}-${c.name}`}
          pagination={false}
          dataSource={a.charges}
          data-testid="agreement-charges"
          title={() => t('agreements.detail.charges')}
          style={{ marginTop: 12 }}
          columns={[
            { title: f('lineNo'), dataIndex: 'lineNo', render: (v: number | null) => v ?? t('agreements.detail.wholeAgreement') },
            { title: f('name'), dataIndex: 'name' },
            { title: f('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => fmt.amount(v) },
          ]}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={f('linesAmount')}>{fmt.amount(a.linesAmount, a.currency)}</Descriptions.Item>
        <Descriptions.Item label={f('chargesAmount')}>{fmt.amount(a.chargesAmount, a.currency)}</Descriptions.Item>
        <Descriptions.Item label={f('totalAmount')}>
          <span data-testid="agreement-total">{fmt.amount(a.totalAmount, a.currency)}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
