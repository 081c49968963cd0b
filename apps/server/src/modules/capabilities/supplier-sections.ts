/** The supplier-360 section of capability applications. */
import type { SupplierSection } from '../../platform/modules/manifest';
import { dateOnly, isoOrNull } from '../../platform/dates';
import { listApplicationsOf } from './repo';

export const capabilitySections: SupplierSection[] = [
  {
    key: 'capabilities',
    order: 60,
    load: async ({ db, companyId }) => ({
      capabilityApplications: (await listApplicationsOf(db, companyId)).map((c) => ({
        id: c.id,
        number: c.number,
        status: c.status,
        auditResult: c.audit_result,
        applicationDate: dateOnly(c.application_date as Date | string | null),
        prequalNo: c.prequal_no,
        auditNo: c.audit_no,
        reviewer: c.reviewer_name,
        reviewedAt: isoOrNull(c.reviewed_at),
      })),
    }),
  },
];
