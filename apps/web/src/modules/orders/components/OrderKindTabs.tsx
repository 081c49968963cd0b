/**
 * "My orders" means all orders (D-460): the purchase-order list of either side with a second tab
 * for the repair orders (their own RO numbers, business type 2), shown only to users who may read
 * repair orders. The open tab is `?kind=repair` in the URL; changing tabs starts that list afresh
 * (the two lists share filter names such as `status` but not their values).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { REPAIR_ORDER_READ, RepairOrderList } from '../../repair';
import { PageContainer } from '../../../components/PageContainer';
import { useCan } from '../../../lib/useCan';
import type { OrderSide } from '../api';
import { OrderList } from './OrderList';

type OrderKind = 'purchase' | 'repair';

export function OrderKindTabs({ side }: { side: OrderSide }) {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const repair = can(REPAIR_ORDER_READ[side]);
  if (!repair) return <OrderList side={side} />;
  const kind: OrderKind = search.get('kind') === 'repair' ? 'repair' : 'purchase';
  // The tab bar heads whichever list is open (the purchase list keeps its own heading and buttons).
  const tabs = (
    // A fixed id: the tab bar is mounted anew with each list, and its tabs keep their ids (links, tests).
    <Tabs
      id="order-kinds"
      activeKey={kind}
      onChange={(key) => setSearch(key === 'repair' ? { kind: 'repair' } : {})}
      items={[
        { key: 'purchase', label: <span data-testid="order-kind-purchase">{t('orders.kinds.purchase')}</span> },
        { key: 'repair', label: <span data-testid="order-kind-repair">{t('orders.kinds.repair')}</span> },
      ]}
    />
  );
  if (kind === 'purchase') return <OrderList side={side} tabs={tabs} />;
  return (
    <PageContainer title={t('orders.title')}>
      {tabs}
      <RepairOrderList side={side} embedded />
    </PageContainer>
  );
}
