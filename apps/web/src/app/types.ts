import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteAccess } from '../lib/access';
import { ensureAllTexts } from '../lib/i18n';

/** Route metadata read by the shell (title, breadcrumb) and the guard (access). */
export interface RouteHandle {
  /** i18n key of the page name, for the title and the breadcrumb when the menu has no entry. */
  titleKey?: string;
  /** Who may open the route; default: the menu catalogue entry holding the path. */
  access?: RouteAccess;
  /**
   * List pages this page belongs to when no menu entry of the user holds its path (a detail page
   * opened from a link): the first one in the user's menu is highlighted and leads the breadcrumb.
   */
  menuFallback?: readonly string[];
}

export type AppRoute = RouteObject & { handle?: RouteHandle; children?: AppRoute[] };

/** What a module's `routes.tsx` exports by default. */
export interface ModuleRoutes {
  /** Screens inside the main layout: session and permission are checked before they load. */
  protected?: AppRoute[];
  /** Screens outside the layout, open without a session (sign-in, registration, error pages). */
  public?: AppRoute[];
}

/**
 * `lazy` for a page module whose default export is the page component. The page renders once its
 * code and every module's texts are loaded.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [page] = await Promise.all([load(), ensureAllTexts()]);
    return { Component: page.default };
  };
}

/** `lazy` for pages of the sign-in path, which need only the core texts (common, layout, auth, errors). */
export function lazyCorePage(load: () => Promise<{ default: ComponentType }>): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load()).default });
}
