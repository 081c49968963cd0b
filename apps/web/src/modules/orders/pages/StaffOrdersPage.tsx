/** The buyers' purchase order list (`/orders`): every order, pending supplier requests, overdue acknowledgements. */
import { OrderList } from '../components/OrderList';

export default function StaffOrdersPage() {
  return <OrderList side="staff" />;
}
