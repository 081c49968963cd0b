/** Sign-in, token, log-out and user-info routes (spec 000 §7). */
import { menusFor } from '@aerosupply/shared';
import { authRoutes as r } from '@aerosupply/shared/auth/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, badRequest } from '../errors';
import { defineRoute } from '../http/route';
import { passwordAge, passwordAgeSince } from './password-age';
import { findActorByAccessToken, roleNamesOf } from './actor-repo';
import { issueCaptcha } from './captcha';
import { signInWithSecondFactor } from './mfa-challenge';
import { registerMfaRoutes } from './mfa-routes';
import { registerSecurityKeyRoutes } from './webauthn-routes';
import { ssoButton, signInWithOidc } from './sso';
import { clearedSsoCookie, registerSsoRoutes, ssoBrowserToken } from './sso-routes';
import { recordLoginEvent, refreshSession, revokeSessions, signInWithPassword, type ClientInfo } from './sign-in';

const clientOf = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

const CREDENTIAL_PARAMS = ['username', 'password', 'refresh_token', 'client_secret', 'captchaCode', 'mfa_token', 'code', 'recovery_code', 'webauthn', 'state'];

/** `application/x-www-form-urlencoded` decoding of one Basic credential part; null when malformed. */
function formDecode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The client's credentials (RFC 6749 §2.3.1): HTTP Basic over the form-urlencoded id and secret,
 * or client_id/client_secret in the form body, never both. Null when absent or malformed.
 */
function clientCredentials(req: FastifyRequest, body: { client_id?: string; client_secret?: string }): { id: string; secret: string } | null {
  const auth = req.headers.authorization;
  const inForm = body.client_id !== undefined || body.client_secret !== undefined;
  if (auth !== undefined && /^basic\b/i.test(auth)) {
    const encoded = auth.slice(5).trim();
    if (inForm || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    // The secret is everything after the first colon, so `id:secret:suffix` has the secret `secret:suffix`.
    const id = formDecode(decoded.slice(0, colon));
    const secret = formDecode(decoded.slice(colon + 1));
    return id && secret ? { id, secret } : null;
  }
  return body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
/** Equal strings, compared in constant time (digests of equal length). */
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** grant_type=refresh_token requires the client's exact credentials (D-91); 401 auth.client_invalid otherwise. */
function authenticateClient(req: FastifyRequest, body: { client_id?: string; client_secret?: string }, config: { oauthClientId: string; oauthClientSecret: string }): void {
  const client = clientCredentials(req, body);
  const idOk = sameSecret(client?.id ?? '', config.oauthClientId);
  const secretOk = sameSecret(client?.secret ?? '', config.oauthClientSecret);
  if (client && idOk && secretOk) return;
  // RFC 6749 §5.2: a client that tried HTTP Basic is told the scheme.
  const triedBasic = /^basic\b/i.test(req.headers.authorization ?? '');
  throw new AppError(401, 'auth.client_invalid', undefined, undefined, triedBasic ? { 'WWW-Authenticate': 'Basic realm="aerosupply", charset="UTF-8"' } : undefined);
}

export function registerAuthRoutes(app: FastifyInstance): void {
  registerMfaRoutes(app);
  registerSecurityKeyRoutes(app);
  registerSsoRoutes(app);
  // The old portal sent credentials in a GET query; they would land in logs and history, so refuse.
  defineRoute(app, {
    ...r.tokenInQuery,
    handler: async () => {
      throw new AppError(400, 'auth.credentials_in_query');
    },
  });

  defineRoute(app, {
    ...r.token,
    handler: async ({ req, reply, body, deps }) => {
      const query = (req.query ?? {}) as Record<string, unknown>;
      if (CREDENTIAL_PARAMS.some((p) => p in query)) throw new AppError(400, 'auth.credentials_in_query');
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      if (body.grant_type === 'password') {
        const answer = await signInWithPassword(deps, body, clientOf(req));
        // Known now, so the operation log (onResponse hook) records who signed in; a second step owed is not a sign-in yet.
        if ('access_token' in answer) req.actor = await findActorByAccessToken(deps.db, answer.access_token, deps.now());
        return answer;
      }
      if (body.grant_type === 'mfa') {
        const answer = await signInWithSecondFactor(deps, body, clientOf(req));
        req.actor = await findActorByAccessToken(deps.db, answer.access_token, deps.now());
        return answer;
      }
      if (body.grant_type === 'oidc') {
        // The sign-in the cookie bound is answered either way: the cookie goes (D-622).
        reply.header('Set-Cookie', clearedSsoCookie(deps.config.publicUrl.startsWith('https:')));
        const answer = await signInWithOidc(deps, body, ssoBrowserToken(req), clientOf(req));
        req.actor = await findActorByAccessToken(deps.db, answer.access_token, deps.now());
        return answer;
      }
      authenticateClient(req, body, deps.config);
      return refreshSession(deps, body.refresh_token, clientOf(req));
    },
  });

  defineRoute(app, {
    ...r.logout,
    handler: async ({ req, actor, deps }) => {
      await revokeSessions(deps.db, { sessionId: actor.sessionId }, deps.now());
      await recordLoginEvent(deps.db, { userId: actor.userId, account: actor.account, companyId: actor.companyId, event: 'logout' }, clientOf(req));
      return null;
    },
  });

  defineRoute(app, {
    ...r.captcha,
    handler: async ({ deps }) => {
      if (deps.config.captchaMode === 'off') throw badRequest('auth.captcha_required');
      return issueCaptcha(deps.db, deps.config, deps.now());
    },
  });

  defineRoute(app, {
    ...r.loginType,
    handler: async ({ deps }) => ({
      captcha: deps.config.captchaMode !== 'off',
      emailVerification: true,
      smsVerification: true,
      passwordMinLength: deps.config.strictPasswordLength ? 10 : 8,
      passwordMaxLength: 20,
      clientId: deps.config.oauthClientId,
      clientSecret: deps.config.oauthClientSecret,
      sso: await ssoButton(deps),
    }),
  });

  defineRoute(app, {
    ...r.loginLog,
    handler: async ({ req, body, actor, deps }) => {
      await recordLoginEvent(
        deps.db,
        { userId: actor.userId, account: actor.account, companyId: actor.companyId, event: 'client_log', mac: body.macAddr ?? null },
        clientOf(req),
      );
      return null;
    },
  });

  defineRoute(app, {
    ...r.userInfo,
    handler: async ({ actor, lang, deps }) => {
      // Read with the token when the actor came from one (no query here, issue 28 item 6); else from the database.
      const p = actor.profile;
      const [age, roleNames] = p
        ? [passwordAgeSince(p.passwordSince, deps.now(), deps.config.passwordMaxAgeDays), p.roleNames.map((r) => (lang === 'en' && r.en ? r.en : r.zh))]
        : await Promise.all([passwordAge(deps.db, actor.userId, deps.now(), deps.config.passwordMaxAgeDays), roleNamesOf(deps.db, actor.userId, lang)]);
      return {
        user: {
          id: actor.userId,
          realName: actor.realName,
          avatar: actor.avatar ?? '',
          companyId: actor.companyId,
          // The company's name in the user's language (the English name when there is one).
          companyName: lang === 'en' && actor.companyNameEn ? actor.companyNameEn : actor.companyName,
          companyType: actor.companyType,
          account: actor.account,
          roles: actor.roles,
          roleNames,
          permissions: [...actor.permissions].sort(),
          language: actor.language,
          isCompanyAdmin: actor.isCompanyAdmin,
          ...age,
        },
        menus: menusFor(actor.companyType, actor.permissions),
      };
    },
  });
}
