/** The supplier-360 sections of the supplier's own data: the data tab and the qualifications. */
import type { SupplierSection } from '../../platform/modules/manifest';
import { dateOnly } from '../../platform/dates';
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
        qualifications: rows.map((q) => {
          const end = dateOnly(q.end_date as Date | string | null);
          return {
            id: q.id,
            docType: q.doc_type,
            authority: q.authority,
            number: q.number,
            certificateNo: q.certificate_no,
            scope: q.scope,
            startDate: dateOnly(q.start_date as Date | string | null),
            endDate: end,
            cancelled: q.cancelled,
            remarks: q.remarks,
            expired: !q.cancelled && end !== null && end < today,
            fileKeys: q.file_keys ?? [],
            /** Name, size and key of each attachment (a key with no stored file is left out). */
            files: (q.file_keys ?? []).flatMap((k) => (files[k] ? [files[k]] : [])),
          };
        }),
      };
    },
  },
];
