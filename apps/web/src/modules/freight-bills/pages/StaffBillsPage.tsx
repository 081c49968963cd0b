import { BillsPage } from './BillsPage';

/** Staff review of electronic bills (`/logistics/bills`). */
export default function StaffBillsPage() {
  return <BillsPage side="staff" />;
}
