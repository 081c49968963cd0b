/**
 * A supplier's scorecard (issue 31 item 3): the chosen month's (or quarter's) total, grade and
 * group scores, the trend of the total and the groups over the months (ECharts, as the reports),
 * and every criterion with its figure, score, grade, trend line and the evidence behind it. The
 * staff supplier 360 and the supplier's own page show the same panel.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, Descriptions, Empty, Row, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { CriterionScore, PeriodScore } from '@aerosupply/shared/supplier-scorecard/schemas';
import { ListTable } from '../../../components/DataTable';
import { useScorecard } from '../api';
import { EvidenceDialog } from './EvidenceDialog';
import { formatValue } from './format';
import { GradeTag } from './GradeTag';
import { Sparkline } from './Sparkline';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

const GROUPS = ['delivery', 'quality', 'cost', 'service'] as const;

function TrendChart({ months }: { months: readonly PeriodScore[] }) {
  const { t } = useTranslation();
  const series = [
    { name: t('scorecard.total'), data: months.map((m) => m.total), lineStyle: { width: 3 } },
    ...GROUPS.map((g) => ({ name: t(`scorecard.group.${g}`), data: months.map((m) => m.groups[g]) })),
  ];
  const label = `${t('scorecard.trend')}: ${months.map((m) => `${m.period} ${m.total ?? '-'}`).join(', ')}`;
  return (
    <div role="img" aria-label={label} data-testid="scorecard-trend">
      <ReactEChartsCore
        echarts={echarts}
        style={{ height: 260 }}
        option={{
          grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true },
          tooltip: { trigger: 'axis' },
          legend: { top: 0 },
          xAxis: { type: 'category', data: months.map((m) => m.period) },
          yAxis: { type: 'value', min: 0, max: 100 },
          series: series.map((s) => ({ ...s, type: 'line', connectNulls: false })),
        }}
      />
    </div>
  );
}

export function ScorecardPanel({ companyId }: { companyId: number | 'own' }) {
  const { t } = useTranslation();
  const q = useScorecard(companyId);
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const [chosen, setChosen] = useState<string | null>(null);
  const [evidence, setEvidence] = useState<FormulaCode | null>(null);
  const card = q.data;
  const periods = useMemo(() => (kind === 'month' ? (card?.months ?? []) : (card?.quarters ?? [])), [card, kind]);
  const current = periods.find((p) => p.period === chosen) ?? periods.at(-1) ?? null;
  if (q.isLoading) return <Skeleton active />;
  if (!card || card.months.length === 0) return <Empty description={t('scorecard.empty')} />;
  const trendOf = (formula: FormulaCode) => card.months.map((m) => m.criteria.find((c) => c.formula === formula)?.score ?? null);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="scorecard-panel">
      <Space wrap>
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v as 'month' | 'quarter');
            setChosen(null);
          }}
          options={[
            { value: 'month', label: t('scorecard.kind.month') },
            { value: 'quarter', label: t('scorecard.kind.quarter') },
          ]}
        />
        <Select
          aria-label={t('scorecard.period')}
          style={{ minWidth: 140 }}
          value={current?.period}
          onChange={setChosen}
          options={[...periods].reverse().map((p) => ({ value: p.period, label: p.closed ? p.period : t('scorecard.open', { period: p.period }) }))}
        />
      </Space>
      {current && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Card size="small" title={t('scorecard.summary', { period: current.period })}>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('scorecard.total')}>
                  <Typography.Text strong data-testid="scorecard-total">
                    <GradeTag score={current.total} grade={current.grade} />
                  </Typography.Text>
                </Descriptions.Item>
                {GROUPS.map((g) => (
                  <Descriptions.Item key={g} label={t(`scorecard.group.${g}`)}>
                    {current.groups[g] === null ? '-' : current.groups[g]!.toFixed(1)}
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label={t('scorecard.status')}>{current.closed ? t('scorecard.closed') : t('scorecard.toDate')}</Descriptions.Item>
              </Descriptions>
            </Card>
          </Col>
          <Col xs={24} lg={14}>
            <Card size="small" title={t('scorecard.trend')}>
              <TrendChart months={card.months} />
            </Card>
          </Col>
        </Row>
      )}
      {current && (
        <ListTable<CriterionScore>
          rowKey="formula"
          label={t('scorecard.criteria')}
          rows={current.criteria}
          settingsKey="scorecard-criteria"
          columns={[
            { key: 'group', title: t('scorecard.col.group'), render: (_, r) => t(`scorecard.group.${r.group}`) },
            { key: 'formula', title: t('scorecard.col.criterion'), render: (_, r) => t(`scorecard.formula.${r.formula}`) },
            { key: 'weight', title: t('scorecard.col.weight'), align: 'right', render: (_, r) => `${r.weight}%` },
            { key: 'value', title: t('scorecard.col.value'), align: 'right', render: (_, r) => formatValue(t, r.formula, r.value) },
            { key: 'counts', title: t('scorecard.col.counts'), align: 'right', render: (_, r) => `${r.numerator} / ${r.denominator}` },
            { key: 'score', title: t('scorecard.col.score'), render: (_, r) => <GradeTag score={r.score} grade={r.grade} /> },
            { key: 'trend', title: t('scorecard.col.trend'), render: (_, r) => <Sparkline values={trendOf(r.formula)} label={t('scorecard.trendOf', { name: t(`scorecard.formula.${r.formula}`) })} /> },
            {
              key: 'actions',
              title: t('scorecard.col.evidence'),
              render: (_, r) =>
                kind === 'month' && r.denominator > 0 ? (
                  <Button size="small" onClick={() => setEvidence(r.formula)}>
                    {t('scorecard.evidence.open')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {current && <EvidenceDialog companyId={card.companyId} period={current.period} formula={evidence} onClose={() => setEvidence(null)} />}
    </Space>
  );
}
