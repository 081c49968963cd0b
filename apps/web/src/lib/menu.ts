/** Helpers over the server's menu tree (spec 000 §2: item path = url with a leading slash). */
import type { MenuItem } from '@aerosupply/shared';

export function menuPath(item: Pick<MenuItem, 'url'>): string {
  return item.url ? `/${item.url.replace(/^\/+/, '')}` : '';
}

/** True when `pathname` is `base` or below it (`/system/users/12` is below `/system/users`). */
export function isUnder(pathname: string, base: string): boolean {
  return base !== '' && (pathname === base || pathname.startsWith(`${base}/`));
}

/** Every item with a url, depth-first. */
export function flattenMenus(menus: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.url) out.push(item);
      if (item.childTrees?.length) walk(item.childTrees);
    }
  };
  walk(menus);
  return out;
}

/** The chain of items from the root to the deepest item whose path holds `pathname`. */
export function menuTrail(menus: readonly MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  let bestLength = -1;
  const walk = (items: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of items) {
      const next = [...trail, item];
      const path = menuPath(item);
      if (path && isUnder(pathname, path) && path.length > bestLength) {
        best = next;
        bestLength = path.length;
      }
      if (item.childTrees?.length) walk(item.childTrees, next);
    }
  };
  walk(menus, []);
  return best;
}

/**
 * The menu chain of the page shown: the entry holding `pathname`, else (a detail page whose path is
 * under no entry of the user's menu) the first of the route's `fallbacks` list paths that is.
 */
export function pageTrail(menus: readonly MenuItem[], pathname: string, fallbacks: readonly string[] = []): MenuItem[] {
  const own = menuTrail(menus, pathname);
  if (own.length > 0) return own;
  for (const path of fallbacks) {
    const trail = menuTrail(menus, path);
    if (trail.length > 0) return trail;
  }
  return [];
}
