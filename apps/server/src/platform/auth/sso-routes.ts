/**
 * Single sign-on routes (issue 32 item 3, D-620..D-625): the system administrator's settings and the
 * start of a staff sign-in at the identity provider (its end is grant_type=oidc of /oauth/token).
 */
import { authRoutes, ssoRoutes } from '@aerosupply/shared/auth/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../http/route';
import { saveSsoSettings, ssoSettings, SSO_COOKIE, SSO_LOGIN_TTL_SECONDS, startSso } from './sso';

/** The browser-binding cookie: sent back only to the token endpoint, never readable by scripts. */
function bindingCookie(value: string, maxAge: number, secure: boolean): string {
  return `${SSO_COOKIE}=${value}; Path=/oauth/token; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The browser token of a started sign-in, from the request's cookies. */
export function ssoBrowserToken(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SSO_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** Clears the binding cookie once the sign-in it bound is answered. */
export const clearedSsoCookie = (secure: boolean) => bindingCookie('', 0, secure);

export function registerSsoRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...ssoRoutes.settings, handler: async ({ deps }) => ssoSettings(deps) });
  defineRoute(app, { ...ssoRoutes.saveSettings, handler: async ({ actor, body, deps }) => saveSsoSettings(deps, actor, body) });
  defineRoute(app, {
    ...authRoutes.ssoStart,
    handler: async ({ req, reply, deps }) => {
      const started = await startSso(deps, { ip: req.ip, userAgent: req.headers['user-agent'] ?? null });
      reply.header('Set-Cookie', bindingCookie(started.browserToken, SSO_LOGIN_TTL_SECONDS, deps.config.publicUrl.startsWith('https:')));
      reply.header('Cache-Control', 'no-store');
      return { authorizationUrl: started.authorizationUrl };
    },
  });
}
