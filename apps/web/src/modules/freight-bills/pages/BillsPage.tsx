/**
 * Electronic bills (issue 17; spec 001 §2 'Electronic bill'): the forwarder's list (`/fwd/bills`,
 * old `/pd/bill/index`; create, edit, submit, delete, Excel upload) and the staff review list
 * (`/logistics/bills`, old `/logistics/npd/electronicBilling`) with the rate card difference.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { TRANSPORT_MODES } from '@aerosupply/shared/freight-bills/codes';
import { FREIGHT_BILL_IMPORT } from '@aerosupply/shared/freight-bills/import';
import { freightBillRoutes } from '@aerosupply/shared/freight-bills/routes';
import type { BillRow } from '@aerosupply/shared/freight-bills/schemas';
import { BILL_STATUSES } from '@aerosupply/shared/freight-bills/workflow';
import { DataTable } from '../../../components/DataTable';
import { AmountTotals } from '../../../components/list/AmountTotals';
import { ImportDialog } from '../../../components/ImportDialog';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { billApi, billKeys, FWD_BILLS, STAFF_BILLS } from '../api';
import { Difference } from '../components/Difference';
import { BILL_COLORS, useCodeLabel } from '../components/labels';
import { ExportButton } from '../../../components/ExportButton';

const SORTABLE = ['number', 'invoiceDate', 'updatedAt'];

export function BillsPage({ side }: { side: 'forwarder' | 'staff' }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const code = useCodeLabel();
  const [importing, setImporting] = useState(false);
  const base = side === 'forwarder' ? FWD_BILLS : STAFF_BILLS;
  const fields: SearchField[] = [
    { name: 'number', label: t('freight-bills.fields.number') },
    { name: 'invoiceNo', label: t('freight-bills.fields.invoiceNo') },
    { name: 'status', label: t('freight-bills.fields.status'), type: 'select', options: BILL_STATUSES.map((s) => ({ value: s, label: t(`freight-bills.status.${s}`) })) },
    { name: 'transportMode', label: t('freight-bills.fields.transportMode'), type: 'select', options: TRANSPORT_MODES.map((m) => ({ value: m, label: code('transportMode', m) })) },
    { name: 'waybillNo', label: t('freight-bills.fields.waybillNo') },
    { name: 'differs', label: t('freight-bills.fields.differs'), type: 'select', options: [{ value: 'true', label: t('freight-bills.differsYes') }, { value: 'false', label: t('freight-bills.differsNo') }] },
    { name: 'invoice', label: t('freight-bills.fields.invoiceDate'), type: 'dateRange' },
  ];
  const { list, query } = usePagedList(billKeys.list, freightBillRoutes.list, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<BillRow>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: billKeys.all });
  const title = side === 'forwarder' ? t('freight-bills.list.fwdTitle') : t('freight-bills.list.staffTitle');

  return (
    <PageContainer
      title={title}
      extra={
        side === 'forwarder' && (
          <Space wrap>
            <Button icon={<UploadOutlined aria-hidden="true" />} onClick={() => setImporting(true)} data-testid="bills-import">
              {t('freight-bills.list.import')}
            </Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate(`${FWD_BILLS}/new`)} data-testid="bill-create">
              {t('freight-bills.list.create')}
            </Button>
          </Space>
        )
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<BillRow>
        toolbar={<ExportButton route={freightBillRoutes.export} params={list.filters} fallbackName="freight-bills.xlsx" />}
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        totals={(rows) => <AmountTotals rows={rows} amount={(r) => r.totalFreight} currency={(r) => r.currency} />}
        columns={[
          { key: 'number', title: t('freight-bills.fields.number'), dataIndex: 'number', sorter: true, sortOrder: sorting.sortOrder('number'), render: (v: string, r) => <Link to={`${base}/${r.id}`}>{v}</Link> },
          { key: 'invoiceNo', title: t('freight-bills.fields.invoiceNo'), dataIndex: 'invoiceNo' },
          { key: 'invoiceDate', title: t('freight-bills.fields.invoiceDate'), dataIndex: 'invoiceDate', sorter: true, sortOrder: sorting.sortOrder('invoiceDate') },
          ...(side === 'staff' ? [{ key: 'forwarder', title: t('freight-bills.fields.forwarder'), render: (_: unknown, r: BillRow) => companyName(r.forwarderName, r.forwarderNameEn) }] : []),
          { key: 'route', title: t('freight-bills.fields.route'), render: (_, r) => `${r.origin} → ${r.destination}` },
          { key: 'transportMode', title: t('freight-bills.fields.transportMode'), dataIndex: 'transportMode', render: (v: string) => code('transportMode', v) },
          { key: 'netWeight', title: t('freight-bills.fields.netWeight'), align: 'right', render: (_, r) => `${r.netWeight} ${code('weightUnit', r.weightUnit)}` },
          { priority: 'key', key: 'totalFreight', title: t('freight-bills.fields.totalFreight'), align: 'right', render: (_, r) => fmt.amount(r.totalFreight, r.currency) },
          { key: 'expectedAmount', title: t('freight-bills.fields.expectedAmount'), align: 'right', render: (_, r) => (r.expectedAmount === null ? '-' : fmt.amount(r.expectedAmount, r.currency)) },
          { priority: 'key', key: 'difference', title: t('freight-bills.fields.difference'), render: (_, r) => <Difference value={r.difference} currency={r.currency} /> },
          { key: 'status', title: t('freight-bills.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="freight-bills.status" colors={BILL_COLORS} /> },
          { key: 'updatedAt', title: t('freight-bills.fields.updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: sorting.sortOrder('updatedAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('freight-bills.fields.actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                always={['view']}
                defs={{
                  view: { labelKey: side === 'staff' && r.actions.includes('approve') ? 'freight-bills.actions.review' : 'freight-bills.actions.view', onClick: () => void navigate(`${base}/${r.id}`) },
                  edit: { labelKey: 'freight-bills.actions.edit', onClick: () => void navigate(`${FWD_BILLS}/${r.id}/edit`) },
                  submit: confirmedAction({ labelKey: 'freight-bills.actions.submit', confirmKey: 'freight-bills.confirm.submit' }, () => billApi.submit(r.id), t('freight-bills.done.submitted'), refresh),
                  delete: confirmedAction({ labelKey: 'freight-bills.actions.delete', danger: true, confirmKey: 'freight-bills.confirm.delete' }, () => billApi.remove(r.id), t('freight-bills.done.deleted'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      {side === 'forwarder' && <ImportDialog open={importing} importKey={FREIGHT_BILL_IMPORT} title={t('freight-bills.list.importTitle')} onClose={() => setImporting(false)} onCommitted={refresh} />}
    </PageContainer>
  );
}

