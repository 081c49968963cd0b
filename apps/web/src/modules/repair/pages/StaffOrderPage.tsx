import { OrderDetail } from '../components/OrderDetail';

/** A repair order (staff; old /air/detail, /air/edit, /air/add for its bill). */
export default function StaffOrderPage() {
  return <OrderDetail side="staff" />;
}
