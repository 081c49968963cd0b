/** The supplier-360 section of blacklist entries (shown under "records"). */
import type { SupplierSection } from '../../platform/modules/manifest';
import { isoOrNull } from '../../platform/dates';
import { listEntriesOf } from './repo';

export const blacklistSections: SupplierSection[] = [
  {
    key: 'blacklist',
    order: 71,
    load: async ({ db, companyId }) => ({
      blacklistEntries: (await listEntriesOf(db, companyId)).map((b) => ({ id: b.id, status: b.status, source: b.source, reason: b.reason, createdBy: b.created_by_name, createdAt: new Date(b.created_at).toISOString(), removedAt: isoOrNull(b.removed_at) })),
    }),
  },
];
