/** Supplier information (supplier/index, suppliernInfo, tc{product}SupInfo, {product}TwentyOne): every supplier with its statuses and expired-qualification flag. */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Space, Tag, Tooltip } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTROL_STATUSES, REVIEW_STATUSES } from '@aerosupply/shared/suppliers/states';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { supplierDirectoryRoutes } from '@aerosupply/shared/supplier-directory/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import type { DirectoryRow } from '../api';
import { ControlStatusTag, ReviewStatusTag } from '../components/StatusTags';
import { supplierName } from '../../../lib/company-name';

export default function SupplierInfoPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const yesNo = [{ value: 'true', label: t('suppliers.yes') }, { value: 'false', label: t('suppliers.no') }];
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'name', label: t('suppliers.fields.company'), placeholder: t('suppliers.placeholders.nameSearch') },
      { name: 'vendorCode', label: t('suppliers.fields.vendorCode') },
      { name: 'reviewStatus', label: t('suppliers.fields.reviewStatus'), type: 'select', options: REVIEW_STATUSES.map((v) => ({ value: v, label: t(`suppliers.reviewStatus.${v}`) })) },
      { name: 'taxId', label: t('suppliers.fields.taxId') },
      { name: 'supplierType', label: t('suppliers.fields.procurementType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'controlStatus', label: t('suppliers.fields.controlStatus'), type: 'select', options: CONTROL_STATUSES.map((v) => ({ value: v, label: t(`suppliers.controlStatus.${v}`) })) },
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
      { name: 'blacklisted', label: t('suppliers.fields.blacklisted'), type: 'select', options: yesNo },
      { name: 'expired', label: t('suppliers.fields.expiredQualifications'), type: 'select', options: yesNo },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'info'], supplierDirectoryRoutes.info, searchKeys(fields));
  return (
    <PageContainer title={t('suppliers.info.title')} extra={<ExportButton route={supplierDirectoryRoutes.infoExport} params={list.filters} fallbackName="supplier-information.xlsx" />}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<DirectoryRow>
        rowKey="companyId"
        label={t('suppliers.info.title')}
        emptyHint={t('suppliers.info.emptyHint')}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.fields.vendorCode'), dataIndex: 'vendorCode', render: (v: string | null) => v ?? '-' },
          {
            title: t('suppliers.fields.company'),
            dataIndex: 'name',
            render: (_: string, r) => (
              <Space size={4}>
                <Link to={`/suppliers/info/${r.companyId}`}>{supplierName(r)}</Link>
                {r.expiredQualifications > 0 && (
                  <Tooltip title={t('suppliers.info.expired', { count: r.expiredQualifications })}>
                    <Tag color="error" icon={<WarningOutlined aria-hidden="true" />}>
                      {t('suppliers.info.expiredShort', { count: r.expiredQualifications })}
                    </Tag>
                  </Tooltip>
                )}
                {r.blacklisted && <Tag color="red">{t('suppliers.fields.blacklisted')}</Tag>}
              </Space>
            ),
          },
          { title: t('suppliers.fields.nameEn'), dataIndex: 'nameEn', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.fields.procurementType'), dataIndex: 'supplierType', render: (v: string) => t(`suppliers.supplierType.${v}`) },
          { title: t('suppliers.fields.reviewStatus'), dataIndex: 'reviewStatus', render: (v: string) => <ReviewStatusTag value={v} /> },
          { title: t('suppliers.fields.controlStatus'), dataIndex: 'controlStatus', render: (v: string) => <ControlStatusTag value={v} /> },
          { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => v ?? '-' },
          { title: t('suppliers.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => f.dateTime(v) },
        ]}
      />
    </PageContainer>
  );
}
