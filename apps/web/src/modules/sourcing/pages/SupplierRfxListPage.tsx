/** The RFx my company is invited to (supplier side, `/sup/rfx`, old `/sup/quoted/index`): filter by RFx number, type and status. */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RFX_STATUSES } from '@aerosupply/shared/sourcing/workflow';
import type { SupplierRfxRow } from '@aerosupply/shared/sourcing/responses';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { usePagedList } from '../../../lib/usePagedList';
import { sourcingKeys } from '../api';
import { useQueryClient } from '@tanstack/react-query';
import { RFX_COLORS, PARTICIPATION_COLORS } from '../components/colors';
import { useDictLabels } from '../components/labels';
import { useAnswerActions } from '../components/useAnswerActions';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import { ExportButton } from '../../../components/ExportButton';


export default function SupplierRfxListPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const answers = useAnswerActions(() => void qc.invalidateQueries({ queryKey: sourcingKeys.all }));
  const fmt = useFormat();
  const navigate = useNavigate();
  const label = useDictLabels();
  const fields: SearchField[] = [
    { name: 'number', label: t('sourcing.fields.number') },
    { name: 'type', label: t('sourcing.fields.type'), type: 'dict', domain: 'TC_IQ_TYPE' },
    { name: 'status', label: t('sourcing.fields.status'), type: 'select', options: RFX_STATUSES.filter((s) => s !== 'not_released').map((s) => ({ value: s, label: t(`sourcing.rfxStatus.${s}`) })) },
  ];
  const { list, query } = usePagedList(sourcingKeys.supplierRfx, sourcingRoutes.supRfxList, searchKeys(fields));
  return (
    <PageContainer title={t('sourcing.supplier.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<SupplierRfxRow>
        toolbar={<ExportButton route={sourcingRoutes.supRfxExport} params={list.filters} fallbackName="invited-rfx.xlsx" />}
        rowKey="id"
        label={t('sourcing.supplier.title')}
        data={query.data}
        onRefresh={() => void query.refetch()}
        loading={query.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        columns={[
          { key: 'number', title: t('sourcing.fields.number'), dataIndex: 'number', render: (v: string, r) => <Link to={`/sup/rfx/${r.id}`}>{v}</Link> },
          { key: 'description', title: t('sourcing.fields.description'), dataIndex: 'description', ellipsis: true },
          { key: 'type', title: t('sourcing.fields.type'), dataIndex: 'type', render: (v: string) => label('TC_IQ_TYPE', v) },
          { key: 'status', title: t('sourcing.fields.status'), dataIndex: 'status', render: (v: string) => <StatusTag value={v} prefix="sourcing.rfxStatus" colors={RFX_COLORS} /> },
          { priority: 'key', key: 'participation', title: t('sourcing.bid.answer'), dataIndex: 'participation', render: (v: string) => <StatusTag value={v} prefix="sourcing.participation" colors={PARTICIPATION_COLORS} /> },
          { key: 'itemCount', title: t('sourcing.fields.itemCount'), dataIndex: 'itemCount', align: 'right' },
          { key: 'releasedAt', title: t('sourcing.fields.releasedAt'), dataIndex: 'releasedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { priority: 'key', key: 'deadlineAt', title: t('sourcing.fields.deadlineAt'), dataIndex: 'deadlineAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          { key: 'openingAt', title: t('sourcing.fields.openingAt'), dataIndex: 'openingAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
          {
            key: 'actions',
            title: t('sourcing.fields.actions'),
            fixed: 'right',
            width: 240,
            render: (_, r) => <RecordActions allowed={r.actions} always={['view']} defs={{ view: { labelKey: 'sourcing.actions.view', onClick: () => void navigate(`/sup/rfx/${r.id}`) }, ...answers.defs(r.id) }} />,
          },
        ]}
      />
      {answers.dialog}
    </PageContainer>
  );
}
