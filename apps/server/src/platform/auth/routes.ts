/** Sign-in, token, log-out and user-info routes (spec 000 §7). */
import { loginLogSchema, menusFor, tokenRequestSchema, type LoginType, type UserInfo } from '@aerosupply/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { defineRoute } from '../http/route';
import { passwordAge } from './password-age';
import { findActorByAccessToken } from './actor-repo';
import { issueCaptcha } from './captcha';
import { recordLoginEvent, refreshSession, revokeSessions, signInWithPassword, type ClientInfo } from './sign-in';

const clientOf = (req: FastifyRequest): ClientInfo => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

const CREDENTIAL_PARAMS = ['username', 'password', 'refresh_token', 'client_secret', 'captchaCode'];

/** Client credentials may come as HTTP Basic (RFC 6749 §2.3.1) or in the form body. */
function clientCredentials(req: FastifyRequest, body: { client_id?: string; client_secret?: string }) {
  const auth = req.headers.authorization;
  if (auth?.toLowerCase().startsWith('basic ')) {
    const [id, secret] = Buffer.from(auth.slice(6), 'base64').toString('utf8').split(':');
    return { id, secret };
  }
  return { id: body.client_id, secret: body.client_secret };
}

export function registerAuthRoutes(app: FastifyInstance): void {
  // The old portal sent credentials in a GET query; they would land in logs and history, so refuse.
  defineRoute(app, {
    method: 'GET',
    url: '/oauth/token',
    permission: 'public',
    summary: 'Refused: credentials must be POSTed form-encoded (spec-decisions D-01)',
    tags: ['auth'],
    opType: false,
    handler: async () => {
      throw new AppError(400, 'auth.credentials_in_query');
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/oauth/token',
    permission: 'public',
    summary: 'Issue tokens: grant_type=password or refresh_token (RFC 6749, form-encoded)',
    tags: ['auth'],
    body: tokenRequestSchema,
    opType: 'login',
    raw: true,
    handler: async ({ req, reply, body, deps }) => {
      const query = (req.query ?? {}) as Record<string, unknown>;
      if (CREDENTIAL_PARAMS.some((p) => p in query)) throw new AppError(400, 'auth.credentials_in_query');
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      if (body.grant_type === 'password') {
        const answer = await signInWithPassword(deps, body, clientOf(req));
        // Known now, so the operation log (onResponse hook) records who signed in.
        req.actor = await findActorByAccessToken(deps.db, answer.access_token, deps.now());
        return answer;
      }
      const client = clientCredentials(req, body);
      if ((client.id !== undefined || client.secret !== undefined) && (client.id !== deps.config.oauthClientId || client.secret !== deps.config.oauthClientSecret)) {
        throw new AppError(401, 'auth.client_invalid');
      }
      return refreshSession(deps, body.refresh_token, clientOf(req));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/oauth/logout',
    permission: 'signedIn',
    summary: 'Revoke the current session',
    tags: ['auth'],
    opType: 'logout',
    handler: async ({ req, actor, deps }) => {
      await revokeSessions(deps.db, { sessionId: actor.sessionId }, deps.now());
      await recordLoginEvent(deps.db, { userId: actor.userId, account: actor.account, companyId: actor.companyId, event: 'logout' }, clientOf(req));
      return null;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/captcha',
    permission: 'public',
    summary: 'A new one-time captcha image (SVG)',
    tags: ['auth'],
    handler: async ({ deps }) => {
      if (deps.config.captchaMode === 'off') throw badRequest('auth.captcha_required');
      return issueCaptcha(deps.db, deps.config, deps.now());
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/admin/sys/user/getLoginType',
    permission: 'public',
    summary: 'Sign-in options in force',
    tags: ['auth'],
    handler: async ({ deps }): Promise<LoginType> => ({
      captcha: deps.config.captchaMode !== 'off',
      emailVerification: true,
      smsVerification: true,
      passwordMinLength: deps.config.strictPasswordLength ? 10 : 8,
      passwordMaxLength: 20,
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/admin/sys/user/loginLog',
    permission: 'signedIn',
    summary: 'Record a client login-log entry (MAC address)',
    tags: ['auth'],
    body: loginLogSchema,
    opType: false,
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
    method: 'GET',
    url: '/admin/sys/user/getUserInfo',
    permission: 'signedIn',
    summary: 'The signed-in user and the menus they may open',
    tags: ['auth'],
    query: z.strictObject({}),
    handler: async ({ actor, lang, deps }): Promise<UserInfo> => {
      const age = await passwordAge(deps.db, actor.userId, deps.now(), deps.config.passwordMaxAgeDays);
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
