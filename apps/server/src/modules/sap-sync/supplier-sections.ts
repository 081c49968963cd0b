/** The supplier-360 section of SAP sync records (shown under "records"). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { isoOrNull } from '../../platform/dates';
import { listSyncRecordsOf } from './repo';

export const sapSyncSections: SupplierSection[] = [
  {
    key: 'sap',
    order: 72,
    load: async ({ db, companyId }) => ({
      sapSync: (await listSyncRecordsOf(db, companyId)).map((s) => ({ id: s.id, kind: s.kind, status: s.status, vendorCode: s.vendor_code, attempts: s.attempts, lastError: s.last_error, createdAt: new Date(s.created_at).toISOString(), syncedAt: isoOrNull(s.synced_at) })),
    }),
  },
];
