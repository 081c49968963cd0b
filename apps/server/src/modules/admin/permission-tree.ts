/**
 * The function-permission tree of the roles screen, built from the staff menu catalogue
 * (packages/shared/src/menus.ts): groups -> screens -> permission keys. Each staff permission
 * appears exactly once (a checkable tree needs unique keys): under the screen it alone guards if
 * there is one, else under the first screen listing it. Keys no screen lists (action markers
 * such as blacklist insert/update, API docs) go under the screen whose key shares their prefix,
 * else into the group of their family, else into an 'other' group.
 */
import { MENU_CATALOGUE, PERMISSION_LABELS, STAFF_PERMISSIONS, type Lang, type MenuNode, type PermissionKey } from '@aerosupply/shared';
import type { PermissionTreeNode } from '@aerosupply/shared/admin/schemas';

const STAFF_SET = new Set<string>(STAFF_PERMISSIONS);
const isStaffKey = (p: string) => STAFF_SET.has(p);

const family = (p: string) => p.split('.')[0]!;
const stem = (p: string) => p.split('.').slice(0, -1).join('.');

interface ScreenDraft {
  node: MenuNode;
  perms: string[];
}
interface GroupDraft {
  node: MenuNode | null;
  screens: ScreenDraft[];
  extra: string[];
}

function leaf(permission: string, lang: Lang): PermissionTreeNode {
  const label = PERMISSION_LABELS[permission as PermissionKey];
  return { key: permission, title: lang === 'zh' ? label.zh : label.en, cname: label.zh, ename: label.en, kind: 'permission', permission };
}

/** The staff function-permission tree with titles in `lang`. */
export function buildPermissionTree(lang: Lang): PermissionTreeNode[] {
  const groups: GroupDraft[] = [];
  const screens: ScreenDraft[] = [];
  const addScreen = (group: GroupDraft, node: MenuNode) => {
    const draft = { node, perms: [] };
    group.screens.push(draft);
    screens.push(draft);
  };
  for (const top of MENU_CATALOGUE.staff) {
    if (top.children) {
      const group: GroupDraft = { node: top, screens: [], extra: [] };
      const walk = (nodes: readonly MenuNode[]) => {
        for (const n of nodes) {
          if (n.children) walk(n.children);
          else addScreen(group, n);
        }
      };
      walk(top.children);
      groups.push(group);
    } else {
      // A top-level screen stands as its own group-less entry.
      const group: GroupDraft = { node: null, screens: [], extra: [] };
      addScreen(group, top);
      groups.push(group);
    }
  }

  const placed = new Set<string>();
  const staffPerms = (s: ScreenDraft) => (s.node.permissions ?? []).filter(isStaffKey);
  // Pass 1: a key that alone guards a screen belongs there.
  for (const s of screens) {
    const perms = staffPerms(s);
    if (perms.length === 1 && !placed.has(perms[0]!)) {
      s.perms.push(perms[0]!);
      placed.add(perms[0]!);
    }
  }
  // Pass 2: other listed keys go to the first screen that lists them.
  for (const s of screens) {
    for (const p of staffPerms(s)) {
      if (!placed.has(p)) {
        s.perms.push(p);
        placed.add(p);
      }
    }
  }
  // Pass 3: keys no screen lists.
  const other: string[] = [];
  for (const p of STAFF_PERMISSIONS) {
    if (placed.has(p)) continue;
    const byStem = screens.find((s) => s.perms.some((q) => stem(q) === stem(p)));
    if (byStem) {
      byStem.perms.push(p);
      continue;
    }
    const byFamily = groups.find((g) => g.node && g.screens.some((s) => s.perms.some((q) => family(q) === family(p))));
    if (byFamily) byFamily.extra.push(p);
    else other.push(p);
  }

  const title = (n: { cname: string; ename: string }) => (lang === 'zh' ? n.cname : n.ename);
  const screenNode = (s: ScreenDraft): PermissionTreeNode => ({
    key: `screen:${s.node.key}`,
    title: title(s.node),
    cname: s.node.cname,
    ename: s.node.ename,
    kind: 'screen',
    children: s.perms.map((p) => leaf(p, lang)),
  });

  const tree: PermissionTreeNode[] = [];
  for (const g of groups) {
    const children = [...g.screens.filter((s) => s.perms.length > 0).map(screenNode), ...g.extra.map((p) => leaf(p, lang))];
    if (children.length === 0) continue;
    if (!g.node) tree.push(...children);
    else tree.push({ key: `group:${g.node.key}`, title: title(g.node), cname: g.node.cname, ename: g.node.ename, kind: 'group', children });
  }
  if (other.length > 0) {
    tree.push({ key: 'group:other', title: lang === 'zh' ? '其他' : 'Other', cname: '其他', ename: 'Other', kind: 'group', children: other.map((p) => leaf(p, lang)) });
  }
  return tree;
}

/** Every permission key of a tree (its leaves). */
export function treeKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.permission ? [n.permission] : treeKeys(n.children ?? [])));
}
