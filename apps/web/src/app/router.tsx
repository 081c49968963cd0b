/**
 * The route table: public module routes, legacy redirects, the guarded main layout with every
 * module's protected routes, and /404 for the rest. Every page is lazily loaded.
 */
import { createBrowserRouter, Navigate, redirect, type LoaderFunction } from 'react-router';
import { legacyRedirects } from '@aerosupply/shared/route-catalogue';
import { setNavigator } from '../lib/navigation';
import * as registry from './modules';
import { guardLoader, layoutLoader } from './guards';
import { BootFallback, RootShell, RootError } from './RootShell';
import { lazyPage, type AppRoute, type ModuleRoutes } from './types';

const modules: ModuleRoutes[] = Object.values(registry);

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

export const routes: AppRoute[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: RootError,
    HydrateFallback: BootFallback,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      ...modules.flatMap((m) => m.public ?? []),
      ...legacyRoutes(),
      {
        id: 'layout',
        loader: layoutLoader,
        lazy: lazyPage(() => import('./layout/MainLayout')),
        children: guarded(modules.flatMap((m) => m.protected ?? [])),
      },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setNavigator((to, options) => {
  void router.navigate(to, options);
});
