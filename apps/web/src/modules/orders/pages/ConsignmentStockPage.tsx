/**
 * Consignment stock (spec 001 §2, §3, §8; issue 14 item 7): search by material P/N, description,
 * storage location and stock quantity range; columns plant, storage location, batch, stock qty,
 * unit, data time; Excel download of the current search; the empty message of §8.
 */
import { useTranslation } from 'react-i18next';
import type { ConsignmentRow } from '@aerosupply/shared/orders/consignment';
import { ordersRoutes } from '@aerosupply/shared/orders/routes';
import { DataTable } from '../../../components/DataTable';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';

export default function ConsignmentStockPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const fields: SearchField[] = [
    { name: 'materialPn', label: t('orders.consignment.materialPn') },
    { name: 'description', label: t('orders.consignment.description') },
    { name: 'storageLocation', label: t('orders.consignment.storageLocation') },
    { name: 'qtyMin', label: t('orders.consignment.qtyMin') },
    { name: 'qtyMax', label: t('orders.consignment.qtyMax') },
  ];
  const { list, query } = usePagedList(['orders', 'consignment'], ordersRoutes.consignmentList, searchKeys(fields));
  return (
    <PageContainer title={t('orders.consignment.title')}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ConsignmentRow>
        rowKey="id"
        label={t('orders.consignment.title')}
        {...pagedTableProps(list, query)}
        emptyHint={<span data-testid="consignment-empty">{t('orders.consignment.empty')}</span>}
        toolbar={<ExportButton route={ordersRoutes.consignmentExport} params={list.filters} fallbackName="consignment-stock.xlsx" />}
        columns={[
          { title: t('orders.consignment.materialPn'), dataIndex: 'materialPn' },
          { title: t('orders.consignment.description'), dataIndex: 'description', render: (v: string | null) => v ?? '-' },
          { title: t('orders.consignment.plant'), dataIndex: 'plant' },
          { title: t('orders.consignment.storageLocation'), dataIndex: 'storageLocation' },
          { title: t('orders.consignment.batch'), dataIndex: 'batch', render: (v: string | null) => v ?? '-' },
          { title: t('orders.consignment.stockQty'), dataIndex: 'stockQty', align: 'right' },
          { title: t('orders.consignment.unit'), dataIndex: 'unit' },
          { title: t('orders.consignment.dataTime'), dataIndex: 'dataTime', render: (v: string) => fmt.dateTime(v) },
        ]}
      />
    </PageContainer>
  );
}

