import { RepairBillList } from './BillsPage';

/** The shop's repair bills (old /sup/updateBill/index). */
export default function SupplierBillsPage() {
  return <RepairBillList side="supplier" />;
}
