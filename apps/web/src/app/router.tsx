/**
 * The route table. The entry holds only the sign-in path (root redirect, sign-in, error pages and
 * /404 for the rest); every other route (restRoutes.tsx) is added under the root on the first
 * address this table does not match (D-702), so /login loads no module's route table. Every page is
 * lazily loaded.
 */
import { createBrowserRouter, Navigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import auth from '../modules/auth/routes';
import errors from '../modules/errors/routes';
import { BootFallback, RootShell, RootError } from './RootShell';
import type { AppRoute } from './types';

const signInPath: AppRoute[] = [
  { index: true, element: <Navigate to="/login" replace /> },
  ...(auth.public ?? []),
  ...(errors.public ?? []),
  // Also matches every address of the other routes until they are added.
  { path: '*', element: <Navigate to="/404" replace /> },
];

const rootRoute = { id: 'root', Component: RootShell, ErrorBoundary: RootError, HydrateFallback: BootFallback };
const root: AppRoute = { ...rootRoute, children: signInPath };

let rest: Promise<AppRoute[]> | null = null;

/** The other routes' table (one request, shared by the router and the prefetching of pages). */
export function loadRestRoutes(): Promise<AppRoute[]> {
  rest ??= import('./restRoutes').then((m) => m.restRoutes);
  // A failed chunk is asked for again on the next navigation.
  rest.catch(() => (rest = null));
  return rest;
}

/** The whole table (to find a path's page loaders), once the other routes are loaded. */
export async function fullRouteTable(): Promise<AppRoute[]> {
  return [{ ...rootRoute, children: [...signInPath, ...(await loadRestRoutes())] }];
}

let patched = false;

export const router = createBrowserRouter([root], {
  // Called for an address without a match or matched by '*' (or a path parameter): the first
  // one adds the other routes, after which the router matches again.
  async patchRoutesOnNavigation({ patch, signal }) {
    if (patched) return;
    const more = await loadRestRoutes();
    if (patched || signal.aborted) return;
    patched = true;
    patch('root', more);
  },
});

setNavigator((to, options) => {
  void router.navigate(to, options);
});
