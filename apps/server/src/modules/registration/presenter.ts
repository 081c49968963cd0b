/** Registration rows -> responses, with the actions the registrant may take now. */
import type { RegistrationRecord } from '@aerosupply/shared/registration/schemas';
import type { ReviewStatus, SupplierType } from '@aerosupply/shared/suppliers/states';

export interface RegistrationRow {
  id: number;
  name: string;
  name_en: string | null;
  country: string | null;
  tax_system: string | null;
  tax_id: string | null;
  time_zone: string | null;
  supplier_type: SupplierType;
  review_status: ReviewStatus;
}

export function presentRegistration(row: RegistrationRow, ret: { comment: string | null; createdAt: string } | null, email: string | null): RegistrationRecord {
  const returned = row.review_status === 'returned';
  return {
    companyId: row.id,
    supplierType: row.supplier_type,
    country: row.country,
    taxSystem: row.tax_system,
    taxId: row.tax_id,
    companyName: row.name,
    companyNameEn: row.name_en,
    timeZone: row.time_zone,
    email,
    reviewStatus: row.review_status,
    returnComment: returned ? (ret?.comment ?? null) : null,
    returnedAt: returned ? (ret?.createdAt ?? null) : null,
    actions: returned ? ['resubmit'] : [],
  };
}
