import { BillDetailPage } from './BillDetailPage';

/** Staff review of one electronic bill (`/logistics/bills/:id`). */
export default function StaffBillDetailPage() {
  return <BillDetailPage side="staff" />;
}
