/** The sidebar menu built from the server's menu tree (spec 000 §2). */
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Menu, type MenuProps } from 'antd';
import type { MenuItem } from '@aerosupply/shared';
import { MenuIcon } from '../../components/MenuIcon';
import { pickText, useLang } from '../../lib/i18n';
import { menuPath, menuTrail } from '../../lib/menu';

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
        return { key: groupKey(item), icon: <MenuIcon name={item.icon} />, label, children: toItems(visibleChildren, lang) };
      }
      const path = menuPath(item);
      return { key: path || item.key, icon: <MenuIcon name={item.icon} />, label: path ? <Link to={path}>{label}</Link> : label };
    });
}

export function SideMenu({ menus, collapsed, onNavigate }: { menus: MenuItem[]; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const trail = useMemo(() => menuTrail(menus, pathname), [menus, pathname]);
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
