/**
 * What each winner's agreement carries (issue 25 item 1, D-470..D-475), shown with the award
 * before its approval: the lines as offered (alternate P/N and the P/N it replaces, manufacturer,
 * condition, certificate, lead time, postponed date, unit price), the other fees as charges, the
 * totals, the buyer, and every clause of the awarded items.
 */
import { useTranslation } from 'react-i18next';
import { Card, Descriptions, Space, Table, Tag } from 'antd';
import type { AwardAgreementPlan } from '@aerosupply/shared/sourcing/award';
import { useCodeTable } from '../../../lib/dict';
import { useFormat } from '../../../lib/format';

type PlanLine = AwardAgreementPlan['lines'][number];

export function AwardPlans({ plans }: { plans: AwardAgreementPlan[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const contractTypes = useCodeTable('contractType');
  const f = (key: string) => t(`award.plan.${key}`);
  const code = (table: 'condition' | 'certificate', v: string | null) => (v ? t(`repair.code.${table}.${v}`) : '-');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {plans.map((p) => (
        <Card key={p.companyId} size="small" title={t('award.plan.title', { supplier: p.supplierName })} data-testid={`award-plan-${p.companyId}`}>
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={f('buyer')}>{p.buyerName}</Descriptions.Item>
            <Descriptions.Item label={f('terms')}>{`${p.incoterms}${p.incotermsPlace ? ` ${p.incotermsPlace}` : ''} · ${p.paymentTerms}`}</Descriptions.Item>
            <Descriptions.Item label={f('linesAmount')}>{fmt.amount(p.linesAmount, p.currency)}</Descriptions.Item>
            <Descriptions.Item label={f('chargesAmount')}>{fmt.amount(p.chargesAmount, p.currency)}</Descriptions.Item>
            <Descriptions.Item label={f('totalAmount')}>
              <strong data-testid={`award-plan-total-${p.companyId}`}>{fmt.amount(p.totalAmount, p.currency)}</strong>
            </Descriptions.Item>
          </Descriptions>
          <Table<PlanLine>
            rowKey="lineNo"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={p.lines}
            columns={[
              { key: 'lineNo', title: f('lineNo'), dataIndex: 'lineNo' },
              {
                key: 'partNumber',
                title: f('partNumber'),
                render: (_, l) => (
                  <>
                    {l.partNumber}
                    {l.replacesPn && <Tag color="orange" style={{ marginInlineStart: 8 }}>{t('award.plan.replaces', { pn: l.replacesPn })}</Tag>}
                  </>
                ),
              },
              { key: 'quantity', title: f('quantity'), render: (_, l) => `${l.quantity} ${l.unit}` },
              { key: 'unitPrice', title: f('unitPrice'), align: 'right', render: (_, l) => fmt.amount(l.unitPrice, p.currency) },
              { key: 'leadTimeDays', title: f('leadTimeDays'), render: (_, l) => l.leadTimeDays ?? '-' },
              { key: 'postponedDate', title: f('postponedDate'), render: (_, l) => l.postponedDate ?? '-' },
              { key: 'conditionCode', title: f('conditionCode'), render: (_, l) => code('condition', l.conditionCode) },
              { key: 'certificate', title: f('certificate'), render: (_, l) => code('certificate', l.certificate) },
              { key: 'manufacturer', title: f('manufacturer'), render: (_, l) => [l.manufacturerName, l.manufacturerCode, l.manufacturerPn].filter(Boolean).join(' · ') || '-' },
            ]}
          />
          {p.charges.length > 0 && (
            <Descriptions size="small" title={f('charges')} column={1} style={{ marginTop: 8 }}>
              {p.charges.map((c, n) => (
                <Descriptions.Item key={n} label={c.lineNo === null ? f('wholeAgreement') : `${f('lineNo')} ${c.lineNo}`}>{`${c.name}: ${fmt.amount(c.amount, p.currency)}`}</Descriptions.Item>
              ))}
            </Descriptions>
          )}
          <Descriptions size="small" title={f('clauses')} column={1} style={{ marginTop: 8 }}>
            {p.clauses.length === 0 && <Descriptions.Item label="-">{f('noClauses')}</Descriptions.Item>}
            {p.clauses.map((c, n) => (
              <Descriptions.Item key={n} label={`${contractTypes.labelOf(c.contractType)} · ${c.contractNo} · ${c.clauseNo}`}>{`${c.contractName}: ${c.clauseText}`}</Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      ))}
    </Space>
  );
}
