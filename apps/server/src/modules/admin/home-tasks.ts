/** The administration module's home counters: locked or frozen accounts, for user managers. */
import { scopeOf } from '../../platform/tenancy/scope';
import type { HomeTaskProvider } from '../../platform/modules/manifest';
import { countLockedOrFrozenUsers } from './repo';

export const lockedAccountsTask: HomeTaskProvider = async ({ db, actor, now }) => {
  if (!actor.permissions.has('sys.user.manage')) return [];
  const count = await countLockedOrFrozenUsers(db, scopeOf(actor), now);
  return [{ key: 'lockedAccounts', count, url: 'system/users?status=locked' }];
};
