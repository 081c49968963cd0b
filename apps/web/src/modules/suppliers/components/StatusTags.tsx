/** Status tags of the supplier lifecycle, coloured by meaning. */
import { StatusTag } from '../../../components/StatusTag';

const REVIEW_COLORS: Record<string, string> = {
  draft: 'default',
  to_be_evaluated: 'processing',
  pending_business_review: 'processing',
  approved: 'cyan',
  oa_under_review: 'processing',
  oa_approved: 'cyan',
  oa_failed: 'error',
  qaudit_under_review: 'processing',
  qaudit_passed: 'cyan',
  qaudit_failed: 'error',
  synchronized_to_sap: 'success',
  returned: 'warning',
  rejected: 'error',
};
const CONTROL_COLORS: Record<string, string> = { normal: 'success', suspended: 'warning', deleted: 'default', frozen: 'blue' };
const REQUEST_COLORS: Record<string, string> = { pending: 'processing', approved: 'success', rejected: 'error', withdrawn: 'default', active: 'error', removed: 'default', synchronized: 'success', failed: 'error' };

export const ReviewStatusTag = ({ value }: { value: string | null | undefined }) => <StatusTag value={value} prefix="suppliers.reviewStatus" colors={REVIEW_COLORS} />;
export const ControlStatusTag = ({ value }: { value: string | null | undefined }) => <StatusTag value={value} prefix="suppliers.controlStatus" colors={CONTROL_COLORS} />;
export const RequestStatusTag = ({ value }: { value: string | null | undefined }) => <StatusTag value={value} prefix="suppliers.requestStatus" colors={REQUEST_COLORS} />;
