/**
 * Local password sign-in turned off for staff (D-623): a staff account then signs in only at the
 * company's identity provider, except the break-glass accounts, the holders of the built-in
 * system-administrator role, who keep their password (and its second factors) so that an
 * identity-provider outage or a wrong setting can always be undone.
 */
import { STAFF_COMPANY_ID } from '@aerosupply/shared';
import type { AppDeps } from '../context';
import { holdsBuiltinAdminRole, readSsoSettings } from './sso-repo';

export async function staffPasswordRefused(deps: AppDeps, user: { id: number; company_id: number }): Promise<boolean> {
  if (user.company_id !== STAFF_COMPANY_ID) return false;
  const settings = await readSsoSettings(deps.db);
  if (!settings?.enabled || !settings.staff_password_off) return false;
  return !(await holdsBuiltinAdminRole(deps.db, user.id));
}
