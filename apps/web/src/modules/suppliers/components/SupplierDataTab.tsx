/** The "Supplier data" tab of the staff supplier and review details: the supplier's data decoded, files downloadable. */
import { Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SupplierDataView } from '../../supplier-profile';
import { useSupplierData } from '../api';

export function SupplierDataTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const query = useSupplierData(companyId);
  if (!query.data) return <Spin spinning={query.isLoading}>{query.isError ? <Empty description={t('suppliers.detail.noData')} /> : <div style={{ minHeight: 120 }} />}</Spin>;
  return <SupplierDataView data={query.data.data} files={query.data.files} />;
}
