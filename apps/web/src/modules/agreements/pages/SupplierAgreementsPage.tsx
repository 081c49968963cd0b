/** Agreements list, supplier side (issue 13 item 4). */
import { AgreementList } from '../components/AgreementList';

export default function SupplierAgreementsPage() {
  return <AgreementList side="supplier" />;
}
