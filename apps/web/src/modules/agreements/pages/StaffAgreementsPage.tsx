/** Agreements list, staff side (issue 13 item 4). */
import { AgreementList } from '../components/AgreementList';

export default function StaffAgreementsPage() {
  return <AgreementList side="staff" />;
}
