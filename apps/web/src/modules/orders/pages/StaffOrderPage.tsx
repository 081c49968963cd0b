/** One purchase order, buyer side (answers to the supplier's requests). */
import { OrderDetailView } from '../components/OrderDetailView';

export default function StaffOrderPage() {
  return <OrderDetailView side="staff" />;
}
