import { BillsPage } from './BillsPage';

/** The forwarder's electronic bills (`/fwd/bills`). */
export default function FwdBillsPage() {
  return <BillsPage side="forwarder" />;
}
