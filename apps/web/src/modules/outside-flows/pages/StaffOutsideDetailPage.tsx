import { OutsideDetailPage } from './OutsideDetailPage';

/** Staff view of one outside flow (`/logistics/outside/:id`). */
export default function StaffOutsideDetailPage() {
  return <OutsideDetailPage side="staff" />;
}
