/** Personas for the policy tables: actors holding a built-in role's permissions, without a database. */
import { BUILTIN_STAFF_ROLES, SUPPLIER_ADMIN_PERMISSIONS, SUPPLIER_FUNCTIONS } from '@aerosupply/shared/permissions';
import type { Actor } from '../src/platform/context';

const actor = (userId: number, companyType: Actor['companyType'], roles: string[], permissions: readonly string[]): Actor => ({
  userId,
  sessionId: userId,
  account: `user${userId}`,
  realName: `User ${userId}`,
  avatar: null,
  companyId: companyType === 'staff' ? 2 : 100 + userId,
  companyName: companyType,
  companyNameEn: null,
  companyType,
  isCompanyAdmin: companyType !== 'staff',
  roles,
  permissions: new Set(permissions),
  language: null,
});

const staff = (userId: number, role: keyof typeof BUILTIN_STAFF_ROLES) => actor(userId, 'staff', [role], BUILTIN_STAFF_ROLES[role]!.permissions);

/** One actor per built-in staff role and a supplier's administrator (all six functions). */
export const POLICY_ACTORS = {
  admin: staff(1, 'admin'),
  buyer: staff(2, 'buyer'),
  auditor: staff(3, 'auditor'),
  finance: staff(4, 'finance'),
  masterdata: staff(5, 'masterdata'),
  supplier: actor(6, 'supplier', [], [...SUPPLIER_FUNCTIONS, ...SUPPLIER_ADMIN_PERMISSIONS]),
} satisfies Record<string, Actor>;

/** What a policy's assert answers: `allowed`, or the refusal's status and message key. */
export function refusal(assert: () => void): string {
  try {
    assert();
    return 'allowed';
  } catch (e) {
    const err = e as { status: number; errorKey: string };
    return `${err.status} ${err.errorKey}`;
  }
}
