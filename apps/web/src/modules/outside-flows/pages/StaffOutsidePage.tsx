import { OutsideListPage } from './OutsideListPage';

/** Staff outside flows (`/logistics/outside`). */
export default function StaffOutsidePage() {
  return <OutsideListPage side="staff" />;
}
