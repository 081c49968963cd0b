/**
 * Packing lists (issue 16 item 2; 001 L31 "packing list" screen): one row per notice's packing/box
 * list with its trade term, pieces and weight and whether its shipping forecast is still editable
 * (every box awaiting pick-up, D-303); expand a row for its boxes with picked and pending
 * quantities. Search by any number (the packing list number included).
 */
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/PageContainer';
import { ShipmentList } from '../components/ShipmentList';

export default function PackingListsPage() {
  const { t } = useTranslation();
  const title = t('logistics.packing.title');
  return (
    <PageContainer title={title}>
      <ShipmentList detailBase="/logistics/shipments" variant="packing" label={title} />
    </PageContainer>
  );
}
