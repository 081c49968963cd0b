/** The supplier-360 sections of the supplier's own data: the data tab and the qualifications. */
import type { SupplierSection } from '../../platform/modules/manifest';
import { qualificationFieldsOf } from './presenter';
import { listQualificationsOf } from './repo';
import { fileItemsOf } from './service';

export const supplierProfileSections: SupplierSection[] = [
  // The web loads the data tab itself (GET /api/suppliers/:companyId/data).
  { key: 'data', order: 20 },
  {
    key: 'qualifications',
    order: 30,
    load: async ({ db, actor, companyId, today }) => {
      const rows = await listQualificationsOf(db, companyId);
      const files = await fileItemsOf(db, actor, rows.flatMap((q) => q.file_keys ?? []));
      return {
        qualifications: rows.map((q) => ({
          ...qualificationFieldsOf(q, files),
          expired: !q.cancelled && q.end_date !== null && q.end_date < today,
        })),
      };
    },
  },
];
