/**
 * Every route the sign-in path does not hold (D-702): the other public pages, legacy redirects and
 * the guarded main layout with every module's protected routes. The router adds them under the
 * root on the first address the sign-in table does not match, so /login loads none of them.
 */
import { Outlet, redirect, type LoaderFunction } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/queryClient';
import { legacyRedirects } from '@aerosupply/shared/route-catalogue';
import * as registry from './modules';
import { guardLoader, layoutLoader } from './guards';
import { lazyPage, type AppRoute, type ModuleRoutes } from './types';

/** Modules whose public routes are already in the entry's table (router.tsx). */
const IN_ENTRY = new Set<string>(['auth', 'errors']);

const modules: [string, ModuleRoutes][] = Object.entries(registry);

function guarded(routes: AppRoute[]): AppRoute[] {
  return routes.map((route) => {
    const loader = typeof route.loader === 'function' ? (route.loader as LoaderFunction) : undefined;
    const children = route.children ? guarded(route.children) : undefined;
    return { ...route, loader: guardLoader(route.handle?.access, loader), ...(children ? { children } : {}) } as AppRoute;
  });
}

function legacyRoutes(): AppRoute[] {
  return Object.entries(legacyRedirects()).map(([from, to]) => ({
    path: from,
    loader: (({ request }) => redirect(to + new URL(request.url).search)) as LoaderFunction,
  }));
}

/** TanStack Query for every page here (the sign-in path's pages do without it). */
function WithQueries() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const restRoutes: AppRoute[] = [
  {
    id: 'queries',
    Component: WithQueries,
    children: [
      ...modules.flatMap(([name, m]) => (IN_ENTRY.has(name) ? [] : (m.public ?? []))),
      ...legacyRoutes(),
      {
        id: 'layout',
        loader: layoutLoader,
        lazy: lazyPage(() => import('./layout/MainLayout')),
        children: guarded(modules.flatMap(([, m]) => m.protected ?? [])),
      },
    ],
  },
];
