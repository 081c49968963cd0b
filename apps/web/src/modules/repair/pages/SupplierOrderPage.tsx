import { OrderDetail } from '../components/OrderDetail';

/** One of the shop's repair orders: status update, certificates, bill. */
export default function SupplierOrderPage() {
  return <OrderDetail side="supplier" />;
}
