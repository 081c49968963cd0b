/** The supplier-360 sections of the review chain: the whole timeline and the audit history. */
import type { SupplierSection } from '../../platform/modules/manifest';
import { listSupplierEvents } from '../supplier-profile';

export const supplierReviewSections: SupplierSection[] = [
  { key: 'timeline', order: 10, load: async ({ db, companyId }) => ({ timeline: await listSupplierEvents(db, companyId) }) },
  {
    key: 'audit',
    order: 40,
    /** Audit history: review and capability decisions. */
    load: async ({ db, companyId }) => ({ auditHistory: (await listSupplierEvents(db, companyId)).filter((e) => e.kind === 'review' || e.kind === 'capability') }),
  },
];
