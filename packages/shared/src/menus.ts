/**
 * The route catalogue (spec 000 §2) as data: every screen of the portal with its new path, the
 * old portal paths that redirect to it, its permission and its place in each side's menu tree.
 * The server filters these trees by the user's permissions (getUserInfo); the web builds its
 * sidebar from the server's answer and its legacy redirects from `legacyRedirects()`.
 */
import type { CompanyType, PermissionKey } from './permissions';
import { forwarderMenu, supplierMenu } from './menu-trees/partners';
import { staffMenu } from './menu-trees/staff';

export type MenuSide = CompanyType;

export interface MenuNode {
  /** Stable key, also the i18n key suffix on the web (`menu.<key>`). */
  key: string;
  cname: string;
  ename: string;
  icon?: string;
  /** New path without the leading slash (spec 000 §2: item path = url with a leading slash). */
  url?: string;
  /** Any one of these grants the node; a group is shown when any child is. */
  permissions?: readonly PermissionKey[];
  /** Routed but not shown in the sidebar (the catalogue's "(hidden)"). */
  hidden?: boolean;
  /** Old portal paths (without leading slash) that now redirect here. */
  legacy?: readonly string[];
  children?: readonly MenuNode[];
}

export const MENU_CATALOGUE: Record<MenuSide, readonly MenuNode[]> = { staff: staffMenu, supplier: supplierMenu, forwarder: forwarderMenu };

/** Served menu item shape (spec 000 §3: cname, icon, url, clientType, childTrees). */
export interface MenuItem {
  key: string;
  cname: string;
  ename: string;
  icon: string;
  url: string;
  clientType: MenuSide;
  hidden: boolean;
  childTrees: MenuItem[];
}

/** The side's menu tree keeping only nodes the holder of `granted` may open; empty groups drop. */
export function menusFor(side: MenuSide, granted: ReadonlySet<string>): MenuItem[] {
  const walk = (nodes: readonly MenuNode[]): MenuItem[] =>
    nodes.flatMap((node): MenuItem[] => {
      const childTrees = node.children ? walk(node.children) : [];
      const allowed = node.children ? childTrees.length > 0 : (node.permissions ?? []).some((p) => granted.has(p));
      if (!allowed) return [];
      return [
        {
          key: node.key,
          cname: node.cname,
          ename: node.ename,
          icon: node.icon ?? '',
          url: node.url ?? '',
          clientType: side,
          hidden: node.hidden ?? false,
          childTrees,
        },
      ];
    });
  return walk(MENU_CATALOGUE[side]);
}

/** Every leaf of every side, flattened (for legacy redirects, docs and route tests). */
export function allMenuLeaves(): (MenuNode & { side: MenuSide })[] {
  const out: (MenuNode & { side: MenuSide })[] = [];
  const walk = (nodes: readonly MenuNode[], side: MenuSide) => {
    for (const n of nodes) {
      if (n.children) walk(n.children, side);
      else out.push({ ...n, side });
    }
  };
  for (const side of Object.keys(MENU_CATALOGUE) as MenuSide[]) walk(MENU_CATALOGUE[side], side);
  return out;
}

/** The product lines `{product}` stands for in the old paths (spec-decisions D-16). */
export const PRODUCT_LINES = ['hc', 'tc'] as const;
