/** A user's effective permission set: its roles' keys, limited to what its side may ever hold. */
import {
  FORWARDER_ADMIN_PERMISSIONS,
  FORWARDER_FUNCTIONS,
  SIGNED_IN_PERMISSIONS,
  STAFF_PERMISSIONS,
  SUPPLIER_ADMIN_PERMISSIONS,
  SUPPLIER_FUNCTIONS,
  type CompanyType,
} from '@aerosupply/shared';

const SIDE_PERMISSIONS: Record<CompanyType, ReadonlySet<string>> = {
  staff: new Set<string>([...SIGNED_IN_PERMISSIONS, ...STAFF_PERMISSIONS]),
  supplier: new Set<string>([...SIGNED_IN_PERMISSIONS, ...SUPPLIER_FUNCTIONS]),
  forwarder: new Set<string>([...SIGNED_IN_PERMISSIONS, ...FORWARDER_FUNCTIONS]),
};

/** What a company administrator holds besides its roles: every function of its side and the post management. */
const COMPANY_ADMIN_PERMISSIONS: Partial<Record<CompanyType, readonly string[]>> = {
  supplier: [...SUPPLIER_FUNCTIONS, ...SUPPLIER_ADMIN_PERMISSIONS],
  forwarder: [...FORWARDER_FUNCTIONS, ...FORWARDER_ADMIN_PERMISSIONS],
};

export function effectivePermissions(companyType: CompanyType, isCompanyAdmin: boolean, rolePermissions: readonly string[]): Set<string> {
  const allowed = SIDE_PERMISSIONS[companyType];
  const granted = new Set<string>(SIGNED_IN_PERMISSIONS);
  // Spec 001 §6: the supplier's first registrant administers everything of its company, and only
  // it grants functions (manages posts, D-96); a post never carries the admin-only keys. A
  // forwarder's administrator likewise (D-492).
  if (isCompanyAdmin) for (const f of COMPANY_ADMIN_PERMISSIONS[companyType] ?? []) granted.add(f);
  for (const p of rolePermissions) if (allowed.has(p)) granted.add(p);
  return granted;
}
