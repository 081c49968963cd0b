/**
 * Agreement list (issue 13 item 4): filters number, title, status, valid on (buyers also supplier);
 * columns number, version, title, supplier, validity, amount, currency, status, last change; row
 * actions from the server's `actions`.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { AGREEMENT_STATUSES, type AgreementRow } from '@aerosupply/shared/agreements/schemas';
import { DataTable } from '../../../components/DataTable';
import { AmountTotals } from '../../../components/list/AmountTotals';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useCan } from '../../../lib/useCan';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { AGREEMENT_PAGES, AGREEMENT_ROUTES, agreementKeys, type AgreementSide } from '../api';
import { AGREEMENT_STATUS_COLORS } from './labels';
import { ExportButton } from '../../../components/ExportButton';

export function AgreementList({ side }: { side: AgreementSide }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const can = useCan();
  const fields: SearchField[] = [
    { name: 'agreementNo', label: t('agreements.fields.agreementNo') },
    { name: 'title', label: t('agreements.fields.title') },
    { name: 'status', label: t('agreements.fields.status'), type: 'select', options: AGREEMENT_STATUSES.filter((s) => side === 'staff' || s !== 'draft').map((s) => ({ value: s, label: t(`agreements.status.${s}`) })) },
    { name: 'validOn', label: t('agreements.fields.validOn'), type: 'date' },
    ...(side === 'staff' ? ([{ name: 'supplier', label: t('agreements.fields.supplier') }] satisfies SearchField[]) : []),
  ];
  const { list, query } = usePagedList(agreementKeys.list(side), AGREEMENT_ROUTES[side].list, searchKeys(fields));
  const open = (r: AgreementRow) => void navigate(`${AGREEMENT_PAGES[side]}/${r.id}`);
  return (
    <PageContainer
      title={t(side === 'staff' ? 'agreements.title' : 'agreements.supplierTitle')}
      extra={
        side === 'staff' && can('agreements.manage') ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/agreements/new')} data-testid="agreements-create">
            {t('agreements.create.title')}
          </Button>
        ) : undefined
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<AgreementRow>
        toolbar={<ExportButton route={AGREEMENT_ROUTES[side].export} params={list.filters} fallbackName="agreements.xlsx" />}
        rowKey="id"
        label={t(side === 'staff' ? 'agreements.title' : 'agreements.supplierTitle')}
        {...pagedTableProps(list, query)}
        totals={(rows) => <AmountTotals rows={rows} amount={(r) => r.totalAmount} currency={(r) => r.currency} />}
        columns={[
          {
            title: t('agreements.fields.agreementNo'),
            dataIndex: 'agreementNo',
            render: (v: string, r) => (
              <a onClick={() => open(r)} data-testid={`agreement-${v}`}>
                {v}
              </a>
            ),
          },
          { title: t('agreements.fields.version'), dataIndex: 'version' },
          { title: t('agreements.fields.title'), dataIndex: 'title' },
          ...(side === 'staff' ? [{ title: t('agreements.fields.supplier'), key: 'supplier', render: (_: unknown, r: AgreementRow) => companyName(r.supplierName, r.supplierNameEn) }] : []),
          { priority: 'key', title: t('agreements.fields.validity'), key: 'validity', render: (_, r) => `${r.validFrom} ~ ${r.validTo}` },
          { priority: 'key', title: t('agreements.fields.totalAmount'), dataIndex: 'totalAmount', align: 'right', render: (v: number) => fmt.amount(v) },
          { priority: 'key', title: t('agreements.fields.currency'), dataIndex: 'currency' },
          { title: t('agreements.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="agreements.status" colors={AGREEMENT_STATUS_COLORS} /> },
          { title: t('agreements.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => fmt.dateTime(v) },
          {
            title: t('agreements.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  view: { labelKey: 'agreements.actions.view', onClick: () => open(r) },
                  confirm: { labelKey: 'agreements.actions.confirm', onClick: () => open(r) },
                  edit: { labelKey: 'agreements.actions.edit', onClick: () => void navigate(`/agreements/${r.id}/edit`) },
                }}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
