import { OutsideDetailPage } from './OutsideDetailPage';

/** The forwarder's view of one of its outside flows (`/fwd/outside/:id`). */
export default function FwdOutsideDetailPage() {
  return <OutsideDetailPage side="forwarder" />;
}
