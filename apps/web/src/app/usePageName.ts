import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@aerosupply/shared';
import { pickText, useLang } from '../lib/i18n';
import { menuPath, pageTrail } from '../lib/menu';
import { useUserInfo } from '../lib/user';
import type { RouteHandle } from './types';

export interface Crumb {
  key: string;
  label: string;
  /** Link target; absent for groups and the current page. */
  path?: string;
}

/**
 * The current page's name and breadcrumb: the menu tree holding the path (spec 000 §2), with the
 * route's own title appended for pages below a menu entry (a detail page under a list).
 */
export function usePageName(): { page: string | null; crumbs: Crumb[] } {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const matches = useMatches();
  const info = useUserInfo();

  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as RouteHandle | undefined;
  const titleKey = handle?.titleKey;
  const trail: MenuItem[] = info ? pageTrail(info.menus, pathname, handle?.menuFallback) : [];
  const crumbs: Crumb[] = trail.map((item) => ({
    key: item.key,
    label: pickText(lang, item.cname, item.ename),
    path: menuPath(item) || undefined,
  }));
  const last = trail[trail.length - 1];
  const exact = last !== undefined && menuPath(last) === pathname;
  if (titleKey && !exact) crumbs.push({ key: `route:${pathname}`, label: t(titleKey) });
  const current = crumbs[crumbs.length - 1];
  if (current) current.path = undefined;
  return { page: current?.label ?? null, crumbs };
}
