/** One agreement, staff side (issue 13 item 4). */
import { AgreementDetailView } from '../components/AgreementDetailView';

export default function StaffAgreementPage() {
  return <AgreementDetailView side="staff" />;
}
