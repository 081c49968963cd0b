/** The supplier's orders (`/sup/orders`, old `/sup/supPurchase/index`): purchase orders, and its repair orders in a second tab (D-460). */
import { OrderKindTabs } from '../components/OrderKindTabs';

export default function SupplierOrdersPage() {
  return <OrderKindTabs side="supplier" />;
}
