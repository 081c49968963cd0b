/** Temporary passwords set by an administrator: random, and compliant with every rule of spec 000 §5. */
import { checkPassword, containsCompanyName, passwordPolicyFor, randomString } from '@aerosupply/shared/utils';

const SPECIALS = '@#!*-_+';
const LENGTH = 14;

/** A 14-character password with lower, upper, digit and special characters that passes `checkPassword`. */
export function generateTemporaryPassword(companyNames: (string | null)[], strictLength = true): string {
  const policy = passwordPolicyFor(strictLength);
  for (;;) {
    const base = randomString(LENGTH - 1);
    const special = randomString(1, undefined, SPECIALS);
    const at = 1 + (base.charCodeAt(0) % (LENGTH - 2));
    const pwd = base.slice(0, at) + special + base.slice(at);
    if (checkPassword(pwd, { ...policy, companyName: companyNames[0] ?? null }).length > 0) continue;
    if (companyNames.slice(1).some((n) => containsCompanyName(pwd, n))) continue;
    return pwd;
  }
}
