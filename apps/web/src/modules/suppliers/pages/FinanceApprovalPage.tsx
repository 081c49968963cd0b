import { FreezeRequests } from './FreezePage';

/** financeApproval: freeze and unfreeze requests awaiting finance (step 2). */
export default function FinanceApprovalPage() {
  return <FreezeRequests finance />;
}
