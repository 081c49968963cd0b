/** Staff shipment notices of the four directions (issue 16 item 1): list, filters, query by any number, create. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '../../../components/PageContainer';
import { useCan } from '../../../lib/useCan';
import { ShipmentList } from '../components/ShipmentList';

export default function ShipmentsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  return (
    <PageContainer
      title={t('logistics.shipment.title')}
      extra={
        can('logistics.shipment.manage') && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} data-testid="shipment-create" onClick={() => void navigate('/logistics/shipments/new')}>
            {t('logistics.shipment.create')}
          </Button>
        )
      }
    >
      <ShipmentList detailBase="/logistics/shipments" label={t('logistics.shipment.title')} />
    </PageContainer>
  );
}
