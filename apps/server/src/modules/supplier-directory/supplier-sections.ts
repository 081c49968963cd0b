/** The supplier-360 section of inquiry history. */
import type { SupplierSection } from '../../platform/modules/manifest';

export const supplierDirectorySections: SupplierSection[] = [
  {
    key: 'inquiry',
    order: 50,
    // Filled by the sourcing module once RFx exist (that module will own the section); none are recorded yet.
    load: async () => ({ inquiryHistory: [] as { id: number; number: string; title: string; status: string; createdAt: string }[] }),
  },
];
