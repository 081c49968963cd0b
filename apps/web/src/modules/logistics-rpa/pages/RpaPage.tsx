/**
 * RPA (`/logistics/rpa`, old `/logistics/rpa/index`; issue 17 item 7, D-420..D-424): staff download,
 * as Excel, the shipments a robot should book in the ERP for a task (goods receipt of delivered
 * shipments, customs entry of cleared ones), filtered by direction and milestone date, either all
 * not yet booked or only the failed ones; they upload the robot's results through the import
 * dialog and see the latest result per shipment and task, with filters, paging and export.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Col, DatePicker, Form, Row, Select, Statistic, Tag } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { RPA_RESULT_IMPORT } from '@aerosupply/shared/logistics-rpa/import';
import { logisticsRpaRoutes } from '@aerosupply/shared/logistics-rpa/routes';
import { RPA_RESULTS, RPA_SCOPES, RPA_TASKS, type RpaResultRow } from '@aerosupply/shared/logistics-rpa/schemas';
import { DIRECTIONS } from '@aerosupply/shared/logistics/workflow';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { ImportDialog } from '../../../components/ImportDialog';
import { PageContainer } from '../../../components/PageContainer';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { call } from '../../../lib/api/call';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';

const SORTABLE = ['processedAt', 'uploadedAt', 'shipmentNumber'];
const keys = { all: ['logistics-rpa'] as const, pending: ['logistics-rpa', 'pending'] as const, results: ['logistics-rpa', 'results'] as const };

interface DownloadFilters {
  task: string;
  scope: string;
  direction?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

function DownloadCard() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<DownloadFilters>({ task: 'goods_receipt', scope: 'todo' });
  const pending = useQuery({ queryKey: keys.pending, queryFn: () => call(logisticsRpaRoutes.pending) });
  const params = {
    task: filters.task,
    scope: filters.scope,
    direction: filters.direction,
    from: filters.range?.[0]?.format('YYYY-MM-DD'),
    to: filters.range?.[1]?.format('YYYY-MM-DD'),
  };
  return (
    <Card title={t('logistics-rpa.download.title')} size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[16, 16]} style={{ marginBottom: 8 }}>
        {(pending.data?.tasks ?? []).map((p) => (
          <Col key={p.task} xs={24} sm={12} md={6}>
            <Statistic title={t('logistics-rpa.download.todo', { task: t(`logistics-rpa.task.${p.task}`) })} value={p.todo} suffix={p.failed > 0 ? <Tag color="error">{t('logistics-rpa.download.failedCount', { count: p.failed })}</Tag> : null} />
          </Col>
        ))}
      </Row>
      <Form layout="vertical" onValuesChange={(_, all: DownloadFilters) => setFilters(all)} initialValues={filters}>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="task" label={t('logistics-rpa.fields.task')}>
              <Select options={RPA_TASKS.map((v) => ({ value: v, label: t(`logistics-rpa.task.${v}`) }))} data-testid="rpa-task" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="scope" label={t('logistics-rpa.fields.scope')}>
              <Select options={RPA_SCOPES.map((v) => ({ value: v, label: t(`logistics-rpa.scope.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="direction" label={t('logistics-rpa.fields.direction')}>
              <Select allowClear placeholder={t('logistics-rpa.download.allDirections')} options={DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="range" label={t('logistics-rpa.fields.milestoneAt')}>
              <DatePicker.RangePicker style={{ width: '100%' }} format="YYYY-MM-DD" allowEmpty={[true, true]} placeholder={[t('common.placeholders.dateRange.start'), t('common.placeholders.dateRange.end')]} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <ExportButton route={logisticsRpaRoutes.download} params={params} fallbackName="rpa-shipments.xlsx" label={t('logistics-rpa.download.button')} testId="rpa-download" />
    </Card>
  );
}

export default function RpaPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [importing, setImporting] = useState(false);
  const fields: SearchField[] = [
    { name: 'shipmentNumber', label: t('logistics-rpa.fields.shipmentNumber') },
    { name: 'task', label: t('logistics-rpa.fields.task'), type: 'select', options: RPA_TASKS.map((v) => ({ value: v, label: t(`logistics-rpa.task.${v}`) })) },
    { name: 'result', label: t('logistics-rpa.fields.result'), type: 'select', options: RPA_RESULTS.map((v) => ({ value: v, label: t(`logistics-rpa.result.${v}`) })) },
    { name: 'direction', label: t('logistics-rpa.fields.direction'), type: 'select', options: DIRECTIONS.map((d) => ({ value: d, label: t(`logistics.direction.${d}`) })) },
    { name: 'documentNo', label: t('logistics-rpa.fields.documentNo') },
    { name: 'processed', label: t('logistics-rpa.fields.processedAt'), type: 'dateRange', from: 'from', to: 'to' },
  ];
  const { list, query } = usePagedList(keys.results, logisticsRpaRoutes.results, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<RpaResultRow>(list, SORTABLE);
  const title = t('logistics-rpa.title');
  const resultsTitle = t('logistics-rpa.results.title');

  return (
    <PageContainer
      title={title}
      extra={
        <Button type="primary" icon={<UploadOutlined aria-hidden="true" />} onClick={() => setImporting(true)} data-testid="rpa-import">
          {t('logistics-rpa.upload')}
        </Button>
      }
    >
      <DownloadCard />
      <Card title={resultsTitle} size="small">
        <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
        <ScrollRegion label={resultsTitle}>
          <DataTable<RpaResultRow>
            rowKey="id"
            label={resultsTitle}
            {...pagedTableProps(list, query)}
            onChange={sorting.onChange}
            toolbar={<ExportButton route={logisticsRpaRoutes.exportResults} params={list.filters} fallbackName="rpa-results.xlsx" />}
            columns={[
              { key: 'shipmentNumber', title: t('logistics-rpa.fields.shipmentNumber'), dataIndex: 'shipmentNumber', sorter: true, sortOrder: sorting.sortOrder('shipmentNumber') },
              { key: 'direction', title: t('logistics-rpa.fields.direction'), dataIndex: 'direction', render: (v: string) => t(`logistics.direction.${v}`) },
              { key: 'task', title: t('logistics-rpa.fields.task'), dataIndex: 'task', render: (v: string) => t(`logistics-rpa.task.${v}`) },
              { key: 'result', title: t('logistics-rpa.fields.result'), dataIndex: 'result', render: (v: string) => <Tag color={v === 'success' ? 'success' : 'error'}>{t(`logistics-rpa.result.${v}`)}</Tag> },
              { key: 'documentNo', title: t('logistics-rpa.fields.documentNo'), dataIndex: 'documentNo', render: (v: string | null) => v ?? '-' },
              { key: 'processedAt', title: t('logistics-rpa.fields.processedAt'), dataIndex: 'processedAt', sorter: true, sortOrder: sorting.sortOrder('processedAt'), render: (v: string) => fmt.dateTime(v) },
              { key: 'message', title: t('logistics-rpa.fields.message'), dataIndex: 'message', render: (v: string | null) => v ?? '-' },
              { key: 'attempts', title: t('logistics-rpa.fields.attempts'), dataIndex: 'attempts', align: 'right' },
              { key: 'uploadedByName', title: t('logistics-rpa.fields.uploadedBy'), dataIndex: 'uploadedByName' },
              { key: 'uploadedAt', title: t('logistics-rpa.fields.uploadedAt'), dataIndex: 'uploadedAt', sorter: true, sortOrder: sorting.sortOrder('uploadedAt'), render: (v: string) => fmt.dateTime(v) },
            ]}
          />
        </ScrollRegion>
      </Card>
      <ImportDialog open={importing} importKey={RPA_RESULT_IMPORT} title={t('logistics-rpa.uploadTitle')} onClose={() => setImporting(false)} onCommitted={() => void qc.invalidateQueries({ queryKey: keys.all })} />
    </PageContainer>
  );
}
