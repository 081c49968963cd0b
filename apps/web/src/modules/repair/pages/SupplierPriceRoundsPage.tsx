/** The shop's price rounds, the wheel price list (old /sup/wheelPrice/index): pending / processed / expired, filter by material group. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from 'antd';
import { MATERIAL_GROUPS } from '@aerosupply/shared/repair/codes';
import type { SupplierRound } from '@aerosupply/shared/repair/price-rounds';
import { INQUIRY_GROUPS } from '@aerosupply/shared/repair/workflow';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { StatusTag } from '../../../components/StatusTag';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { repairRoutes } from '@aerosupply/shared/repair/routes';
import { repairKeys } from '../api';
import { codeLabel, codeOptions, QUOTE_COLORS } from '../components/codes';

export default function SupplierPriceRoundsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const f = (k: string) => t(`repair.fields.${k}`);
  const fields: SearchField[] = [{ name: 'materialGroup', label: f('materialGroup'), type: 'select', options: codeOptions(t, 'materialGroup', MATERIAL_GROUPS) }];
  const { list, query } = usePagedList(repairKeys.supRounds, repairRoutes.supRounds, [...searchKeys(fields), 'group']);
  const group = (list.filters.group as string | undefined) ?? 'pending';
  return (
    <PageContainer title={t('repair.rounds.supplierTitle')}>
      <Tabs activeKey={group} onChange={(g) => list.setFilters({ ...list.filters, group: g })} items={INQUIRY_GROUPS.map((g) => ({ key: g, label: t(`repair.group.${g}`) }))} />
      <SearchForm fields={fields} values={list.filters} onSearch={(v) => list.setFilters({ ...v, group })} onReset={list.reset} loading={query.isFetching} />
      <DataTable<SupplierRound>
        rowKey="id"
        label={t('repair.rounds.supplierTitle')}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'number', title: f('roundNumber'), dataIndex: 'number', render: (v: string, r) => <Link to={`/sup/wheel-prices/${r.id}`}>{v}</Link> },
          { key: 'title', title: f('roundTitle'), dataIndex: 'title', ellipsis: true },
          { key: 'materialGroup', title: f('materialGroup'), dataIndex: 'materialGroup', render: (v: string) => codeLabel(t, 'materialGroup', v) },
          { key: 'lines', title: f('lineCount'), align: 'right', render: (_, r) => r.lines.length },
          { key: 'validity', title: f('validity'), render: (_, r) => `${r.validFrom} ~ ${r.validTo}` },
          { key: 'quoteStatus', title: f('quoteStatus'), render: (_, r) => <StatusTag value={r.answer.status} prefix="repair.quoteStatus" colors={QUOTE_COLORS} /> },
          { key: 'quotationDeadline', title: f('quotationDeadline'), dataIndex: 'quotationDeadline', render: (v: string) => fmt.dateTime(v) },
        ]}
      />
    </PageContainer>
  );
}
