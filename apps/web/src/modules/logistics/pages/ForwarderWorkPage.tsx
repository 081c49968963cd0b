/**
 * Forwarder work lists (issue 16 item 4; old `/pd/takeInfo`, `/pd/despatchInfo`, `/pd/customsInfo`,
 * `/pd/deliveryInformation`): the shipments assigned to the forwarder's company waiting for this
 * step; the step itself is done on the shipment (works at 390 px wide).
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { FlowList } from '@aerosupply/shared/logistics/workflow';
import { PageContainer } from '../../../components/PageContainer';
import { ShipmentList } from '../components/ShipmentList';

const FLOWS: Record<string, FlowList> = { pickup: 'pickup', dispatch: 'toShip', customs: 'customs', delivery: 'delivery' };

export default function ForwarderWorkPage() {
  const { t } = useTranslation();
  const step = useLocation().pathname.split('/')[2] ?? 'pickup';
  const flow = FLOWS[step] ?? 'pickup';
  const title = t(`logistics.fwd.${step in FLOWS ? step : 'pickup'}`);
  return (
    <PageContainer title={title}>
      <ShipmentList key={step} detailBase="/fwd/shipments" flow={flow} label={title} />
    </PageContainer>
  );
}
