/**
 * The navigation guard (spec 000 §2). Public pages pass. Any other page needs a session; when the
 * menu list is empty the user info is fetched first and navigation continues on success. A page
 * the user may not open goes to /401.
 */
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import type { UserInfo } from '@aerosupply/shared';
import { canOpen, type RouteAccess } from '../lib/access';
import { isApiError } from '../lib/api/client';
import { loginPath } from '../lib/navigation';
import { getSession } from '../lib/session';
import { ensureUserInfo } from '../lib/user';

/** The user info of the session, or a redirect to sign-in. */
export async function requireUser(request: Request): Promise<UserInfo> {
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  if (!getSession()) throw redirect(loginPath(back));
  try {
    return await ensureUserInfo();
  } catch (err) {
    if (!getSession() || (isApiError(err) && err.status === 401)) throw redirect(loginPath(back));
    console.error('getUserInfo failed', err);
    throw err;
  }
}

/** Loader of the layout route: session and user info. */
export const layoutLoader: LoaderFunction = async ({ request }) => {
  await requireUser(request);
  return null;
};

/** Loader wrapper of a protected route: session, user info, permission, then the route's own loader. */
export function guardLoader(access: RouteAccess | undefined, inner?: LoaderFunction): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const info = await requireUser(args.request);
    const { pathname } = new URL(args.request.url);
    if (!canOpen(pathname, info, access)) throw redirect('/401');
    return inner ? inner(args) : null;
  };
}
