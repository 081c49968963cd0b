/** The buyers' orders (`/orders`): every purchase order, pending supplier requests, overdue acknowledgements; repair orders in a second tab (D-460). */
import { OrderKindTabs } from '../components/OrderKindTabs';

export default function StaffOrdersPage() {
  return <OrderKindTabs side="staff" />;
}
