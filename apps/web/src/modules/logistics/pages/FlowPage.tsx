/**
 * Staff flow pages per direction (issue 16; old `/logistics/internationalOutBound/...`,
 * `internationalInBound`, `domesticOutBound`, `domesticInBound`: notice, pickup, shipMent,
 * internationalPickUp, service): one tab per flow list of spec 001 §4 (to ship, pick-up, shipped,
 * customs handover for international directions, delivery), each a shipment list of that direction.
 */
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button, Tabs } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DIRECTIONS, isInternational, type Direction, type FlowList } from '@aerosupply/shared/logistics/workflow';
import { PageContainer } from '../../../components/PageContainer';
import { useCan } from '../../../lib/useCan';
import { useListParams } from '../../../lib/useListParams';
import { ShipmentList } from '../components/ShipmentList';

export default function FlowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const direction = useParams().direction as Direction;
  const tab = useListParams(['tab']);
  if (!DIRECTIONS.includes(direction)) return <Navigate to="/logistics/shipments" replace />;
  const flows: FlowList[] = ['toShip', 'pickup', 'shipped', ...(isInternational(direction) ? (['customs'] as const) : []), 'delivery'];
  const active = flows.find((f) => f === tab.filters.tab) ?? 'toShip';
  const title = t(`logistics.direction.${direction}`);
  return (
    <PageContainer
      title={title}
      extra={
        can('logistics.shipment.manage') && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => void navigate('/logistics/shipments/new')}>
            {t('logistics.shipment.create')}
          </Button>
        )
      }
    >
      <Tabs
        activeKey={active}
        onChange={(k) => tab.setFilters({ tab: k })}
        items={flows.map((f) => ({ key: f, label: t(`logistics.flow.${f}`) }))}
      />
      <ShipmentList key={`${direction}-${active}`} detailBase="/logistics/shipments" flow={active} fixed={{ direction }} label={`${title} · ${t(`logistics.flow.${active}`)}`} />
    </PageContainer>
  );
}
