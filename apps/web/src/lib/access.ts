/**
 * May the signed-in user open a path? (spec 000 §2: /401 for a page the user may not open.)
 * A route may name its own permissions; otherwise the menu catalogue decides: the catalogue leaf
 * that holds the path must belong to the user's side and name one of the user's permissions. A
 * path present in the user's served menu tree is always allowed (the server is the authority).
 */
import type { UserInfo } from '@aerosupply/shared';
import { allMenuLeaves } from '@aerosupply/shared/menus';
import { flattenMenus, isUnder, menuPath } from './menu';

export interface RouteAccess {
  /** Any one of these grants the route. */
  permissions?: readonly string[];
  /** Every signed-in user may open it (e.g. an own-profile page). */
  anySignedIn?: boolean;
}

const leaves = allMenuLeaves()
  .filter((leaf) => leaf.url)
  .map((leaf) => ({ ...leaf, path: `/${leaf.url}` }))
  .sort((a, b) => b.path.length - a.path.length);

export function canOpen(pathname: string, info: UserInfo, access?: RouteAccess): boolean {
  const granted = new Set(info.user.permissions);
  if (access?.anySignedIn) return true;
  if (access?.permissions) return access.permissions.some((p) => granted.has(p));
  if (flattenMenus(info.menus).some((item) => isUnder(pathname, menuPath(item)))) return true;
  const matching = leaves.filter((leaf) => isUnder(pathname, leaf.path));
  if (matching.length === 0) return false;
  const longest = matching[0]!.path.length;
  return matching
    .filter((leaf) => leaf.path.length === longest)
    .some((leaf) => leaf.side === info.user.companyType && (leaf.permissions ?? []).some((p) => granted.has(p)));
}

/** True when the user holds any of the permission keys. */
export function hasPermission(info: UserInfo | null, keys: string | readonly string[]): boolean {
  if (!info) return false;
  const list = typeof keys === 'string' ? [keys] : keys;
  return list.some((k) => info.user.permissions.includes(k));
}
