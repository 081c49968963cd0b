/**
 * Official suppliers (officialSupplier, zsSupManagement/index): name search among 100,000 suppliers
 * (3+ characters, Chinese or English), keyset pages in vendor-code order with a capped count, Excel export.
 */
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTROL_STATUSES } from '@aerosupply/shared/suppliers/states';
import { ListTable, hasFilters } from '../../../components/DataTable';
import type { QueryOf } from '@aerosupply/shared/http/contract';
import { supplierDirectoryRoutes } from '@aerosupply/shared/supplier-directory/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useListParams } from '../../../lib/useListParams';
import { useOfficial, type DirectoryRow } from '../api';
import { ControlStatusTag } from '../components/StatusTags';
import { supplierName } from '../../../lib/company-name';

export default function OfficialPage() {
  const { t } = useTranslation();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'name', label: t('suppliers.fields.company'), placeholder: t('suppliers.placeholders.nameSearch') },
      { name: 'vendorCode', label: t('suppliers.fields.vendorCode') },
      { name: 'supplierType', label: t('suppliers.fields.procurementType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'controlStatus', label: t('suppliers.fields.controlStatus'), type: 'select', options: CONTROL_STATUSES.map((v) => ({ value: v, label: t(`suppliers.controlStatus.${v}`) })) },
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
    ],
    [t],
  );
  const list = useListParams(searchKeys(fields));
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];
  const params = { ...(list.filters as QueryOf<typeof supplierDirectoryRoutes.official>), pageSize: list.pageSize, cursor, count: cursors.length === 1 ? ('true' as const) : ('false' as const) };
  const query = useOfficial(params);
  const [total, setTotal] = useState<{ total: number; capped: boolean } | null>(null);
  const data = query.data;
  if (data && cursors.length === 1 && data.total !== null && (total?.total !== data.total || total.capped !== data.capped)) setTotal({ total: data.total, capped: data.capped });
  const search = (v: Record<string, string | undefined>) => {
    setCursors([undefined]);
    list.setFilters(v);
  };
  return (
    <PageContainer
      title={t('suppliers.official.title')}
      extra={<ExportButton route={supplierDirectoryRoutes.officialExport} params={list.filters} fallbackName="official-suppliers.xlsx" label={t('suppliers.actions.export')} />}
    >
      <SearchForm fields={fields} values={list.filters} onSearch={search} onReset={() => search({})} loading={query.isFetching} />
      <ListTable<DirectoryRow>
        rowKey="companyId"
        label={t('suppliers.official.title')}
        emptyHint={t('suppliers.official.emptyHint')}
        filtered={hasFilters(list.filters)}
        loading={query.isFetching}
        rows={data?.rows}
        onRefresh={() => void query.refetch()}
        columns={[
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode' },
          { title: t('suppliers.fields.company'), dataIndex: 'name', render: (_: string, r) => <Link to={`/suppliers/official/${r.companyId}`}>{supplierName(r)}</Link> },
          { title: t('suppliers.fields.nameEn'), dataIndex: 'nameEn', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.fields.procurementType'), dataIndex: 'supplierType', render: (v: string) => t(`suppliers.supplierType.${v}`) },
          { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => v ?? '-' },
          {
            title: t('suppliers.fields.controlStatus'),
            dataIndex: 'controlStatus',
            render: (v: string, r) => (
              <Space size={2}>
                <ControlStatusTag value={v} />
                {r.blacklisted && <Tag color="red">{t('suppliers.fields.blacklisted')}</Tag>}
                {r.expiredQualifications > 0 && <Tag color="error">{t('suppliers.info.expiredShort', { count: r.expiredQualifications })}</Tag>}
              </Space>
            ),
          },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <Space>
                <Link to={`/suppliers/official/${r.companyId}`}>{t('suppliers.actions.view')}</Link>
                {r.actions.includes('editGeneral') && <Link to={`/suppliers/official/${r.companyId}/edit`}>{t('suppliers.actions.edit')}</Link>}
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{total ? (total.capped ? t('suppliers.official.totalCapped', { total: total.total }) : t('suppliers.official.total', { total: total.total })) : ''}</Typography.Text>
        <Space>
          <Button disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
            {t('suppliers.actions.previous')}
          </Button>
          <Button disabled={!data?.nextCursor} onClick={() => setCursors((c) => [...c, data?.nextCursor ?? undefined])}>
            {t('suppliers.actions.next')}
          </Button>
        </Space>
      </Space>
    </PageContainer>
  );
}
