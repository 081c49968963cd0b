/** One purchase order, supplier side. */
import { OrderDetailView } from '../components/OrderDetailView';

export default function SupplierOrderPage() {
  return <OrderDetailView side="supplier" />;
}
