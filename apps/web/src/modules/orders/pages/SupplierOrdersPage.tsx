/** The supplier's purchase order list (`/sup/orders`, old `/sup/supPurchase/index`). */
import { OrderList } from '../components/OrderList';

export default function SupplierOrdersPage() {
  return <OrderList side="supplier" />;
}
