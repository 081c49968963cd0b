/** A bar chart of the logistics reports (ECharts, only what bar charts use), with a text equivalent for screen readers. */
import { useTranslation } from 'react-i18next';
import { Card, Empty } from 'antd';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface ChartSeries {
  name: string;
  values: number[];
}

export function ReportChart({ title, categories, series, testId, stacked = false }: { title: string; categories: string[]; series: ChartSeries[]; testId: string; stacked?: boolean }) {
  const { t } = useTranslation();
  const text = series.map((s) => `${s.name}: ${categories.map((c, i) => `${c} ${s.values[i] ?? 0}`).join(', ')}`).join('; ');
  return (
    <Card size="small" title={title} data-testid={testId} style={{ marginBottom: 12 }}>
      {categories.length === 0 ? (
        <Empty description={t('logistics-reports.noData')} />
      ) : (
        <div role="img" aria-label={`${title}: ${text}`}>
          <ReactEChartsCore
            echarts={echarts}
            style={{ height: 280 }}
            option={{
              grid: { left: 8, right: 16, top: series.length > 1 ? 36 : 16, bottom: 8, containLabel: true },
              tooltip: { trigger: 'axis' },
              ...(series.length > 1 ? { legend: { type: 'scroll', top: 0 } } : {}),
              xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0 } },
              yAxis: { type: 'value' },
              series: series.map((s) => ({ type: 'bar', name: s.name, data: s.values, ...(stacked ? { stack: 'total' } : {}) })),
            }}
          />
        </div>
      )}
    </Card>
  );
}
