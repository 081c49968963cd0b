/** The sidebar menu built from the server's menu tree (spec 000 §2). */
import { useMemo, useState } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, type MenuProps } from 'antd';
import type { MenuItem } from '@aerosupply/shared';
import { MenuIcon } from '../../components/MenuIcon';
import { pickText, useLang } from '../../lib/i18n';
import { menuPath, pageTrail } from '../../lib/menu';
import type { RouteHandle } from '../types';

type AntItem = Required<MenuProps>['items'][number];

function groupKey(item: MenuItem): string {
  return `group:${item.key}`;
}

function toItems(items: readonly MenuItem[], lang: 'zh' | 'en'): AntItem[] {
  return items
    .filter((item) => !item.hidden)
    .map((item): AntItem => {
      const label = pickText(lang, item.cname, item.ename);
      const visibleChildren = (item.childTrees ?? []).filter((c) => !c.hidden);
      if (visibleChildren.length > 0) {
        return { key: groupKey(item), icon: <MenuIcon name={item.icon} />, label: <span title={label}>{label}</span>, children: toItems(visibleChildren, lang) };
      }
      const path = menuPath(item);
      // `title`: a name too long for the sidebar shows whole on hover (the label ends in "…").
      return { key: path || item.key, icon: <MenuIcon name={item.icon} />, title: label, label: path ? <Link to={path} title={label}>{label}</Link> : label };
    });
}

export function SideMenu({ menus, collapsed, onNavigate }: { menus: MenuItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const matches = useMatches();
  const fallback = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.menuFallback;
  // A detail page highlights its list's entry (the one its path is under, else its route's fallback).
  const trail = useMemo(() => pageTrail(menus, pathname, fallback), [menus, pathname, fallback]);
  const trailGroups = trail.filter((item) => item.childTrees?.length).map(groupKey);
  const [openKeys, setOpenKeys] = useState<string[]>(trailGroups);
  const [seenPath, setSeenPath] = useState(pathname);
  // Opens the group of the current page after navigation, keeping groups the user opened.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenKeys((keys) => [...new Set([...keys, ...trailGroups])]);
  }
  const items = useMemo(() => toItems(menus, lang), [menus, lang]);
  const visibleLeaf = [...trail].reverse().find((item) => !item.hidden && menuPath(item));
  const selected = visibleLeaf ? [menuPath(visibleLeaf)] : [];

  return (
    <nav aria-label={t('layout.sidebar.label')}>
      <Menu
        mode="inline"
        theme="dark"
        items={items}
        selectedKeys={selected}
        inlineCollapsed={collapsed}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={() => onNavigate?.()}
      />
    </nav>
  );
}
