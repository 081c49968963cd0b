import { OutsideListPage } from './OutsideListPage';

/** The forwarder's outside flows (`/fwd/outside`). */
export default function FwdOutsidePage() {
  return <OutsideListPage side="forwarder" />;
}
