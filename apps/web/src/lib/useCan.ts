import { useCallback } from 'react';
import { hasPermission } from './access';
import { useUserInfo } from './user';

/**
 * `const can = useCan(); can('sys.user.manage')` — true when the user holds any of the keys.
 * For actions on a record prefer the record's `actions` list computed by the server.
 */
export function useCan(): (keys: string | readonly string[]) => boolean {
  const info = useUserInfo();
  return useCallback((keys: string | readonly string[]) => hasPermission(info, keys), [info]);
}
