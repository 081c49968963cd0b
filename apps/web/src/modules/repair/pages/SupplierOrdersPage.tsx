import { RepairOrderList } from './OrdersPage';

/** The shop's repair orders (old /sup/statusUpdate/index, /sup/updateBill/index). */
export default function SupplierOrdersPage() {
  return <RepairOrderList side="supplier" />;
}
