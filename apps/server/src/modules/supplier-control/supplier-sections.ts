/** The supplier-360 section of freeze and unfreeze requests (shown under "records"). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { isoOrNull } from '../../platform/dates';
import { listFreezeRequestsOf } from './repo';

export const supplierControlSections: SupplierSection[] = [
  {
    key: 'freeze',
    order: 70,
    load: async ({ db, companyId }) => ({
      freezeRequests: (await listFreezeRequestsOf(db, companyId)).map((f) => ({ id: f.id, requestNo: f.request_no, kind: f.kind, status: f.status, reason: f.reason, requestedBy: f.requested_by_name, requestedAt: new Date(f.requested_at).toISOString(), financeUser: f.finance_user_name, decidedAt: isoOrNull(f.decided_at) })),
    }),
  },
];
