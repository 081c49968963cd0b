/** One agreement, supplier side (issue 13 item 4). */
import { AgreementDetailView } from '../components/AgreementDetailView';

export default function SupplierAgreementPage() {
  return <AgreementDetailView side="supplier" />;
}
