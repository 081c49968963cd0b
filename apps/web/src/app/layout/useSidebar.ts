/**
 * Sidebar state (spec 000 §2, §4): open/closed toggled by the user and remembered in the
 * `sidebarCollapsed` cookie; below width 992 it is a drawer, forced closed on narrow screens and
 * after route changes there.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { NARROW_BREAKPOINT } from '../../lib/constants';
import { getCookie, setCookie } from '../../lib/cookies';

const COOKIE = 'sidebarCollapsed';
const QUERY = `(max-width: ${NARROW_BREAKPOINT - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** True below the narrow breakpoint (width < 992). */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

export interface SidebarState {
  narrow: boolean;
  /** Wide screens: the sidebar shows icons only. */
  collapsed: boolean;
  /** Narrow screens: the drawer is open. */
  drawerOpen: boolean;
  /** The sidebar is showing its full width (wide and expanded, or narrow with the drawer open). */
  expanded: boolean;
  toggle: () => void;
  closeDrawer: () => void;
}

export function useSidebar(): SidebarState {
  const narrow = useIsNarrow();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => getCookie(COOKIE) === '1');
  const [drawer, setDrawer] = useState({ open: false, path: pathname, narrow });

  // Forced closed when the screen becomes narrow and after a route change there (derived, so
  // the closing happens in the same render as the change).
  let drawerOpen = drawer.open;
  if (drawer.open && (drawer.path !== pathname || drawer.narrow !== narrow || !narrow)) drawerOpen = false;

  useEffect(() => {
    if (drawer.open && !drawerOpen) setDrawer({ open: false, path: pathname, narrow });
  }, [drawer.open, drawerOpen, pathname, narrow]);

  const toggle = useCallback(() => {
    if (narrow) {
      setDrawer({ open: !drawerOpen, path: pathname, narrow });
      return;
    }
    const next = !collapsed;
    setCookie(COOKIE, next ? '1' : '0', 365);
    setCollapsed(next);
  }, [narrow, drawerOpen, pathname, collapsed]);

  const closeDrawer = useCallback(() => setDrawer({ open: false, path: pathname, narrow }), [pathname, narrow]);

  return { narrow, collapsed, drawerOpen, expanded: narrow ? drawerOpen : !collapsed, toggle, closeDrawer };
}
