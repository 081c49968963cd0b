/**
 * Security-key routes (issue 32 item 1, D-604..D-606): a user's own keys; an administrator's binding
 * (on the users screen, with the key at hand), removal of a lost key, and the requirement of a key
 * per user or role.
 */
import { securityKeyRoutes as r } from '@aerosupply/shared/auth/routes';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { defineRoute } from '../http/route';
import { clearActorCache } from './actor-repo';
import { bindSecurityKey, keyRegistrationOptions, removeSecurityKey, securityKeysOf } from './webauthn';
import { roleExists, securityKeyRequiredDirectly, setSecurityKeyRequirement, userExists } from './webauthn-repo';

const asOptions = (o: object) => o as unknown as Record<string, unknown>;

export function registerSecurityKeyRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.own, handler: async ({ actor, deps }) => securityKeysOf(deps, actor.userId) });
  defineRoute(app, { ...r.ownOptions, handler: async ({ actor, deps }) => asOptions(await keyRegistrationOptions(deps, actor.userId)) });
  defineRoute(app, {
    ...r.bindOwn,
    handler: async ({ actor, body, deps }) => bindSecurityKey(deps, actor.userId, body.label, body.response as unknown as RegistrationResponseJSON, actor.userId),
  });
  defineRoute(app, { ...r.removeOwn, handler: async ({ actor, params, deps }) => removeSecurityKey(deps, actor.userId, params.id) });

  defineRoute(app, {
    ...r.ofUser,
    handler: async ({ params, deps }) => {
      if (!(await userExists(deps.db, params.id))) throw notFound('common.not_found');
      return { keys: await securityKeysOf(deps, params.id), required: await securityKeyRequiredDirectly(deps.db, 'user', params.id) };
    },
  });
  defineRoute(app, { ...r.userOptions, handler: async ({ params, deps }) => asOptions(await keyRegistrationOptions(deps, params.id)) });
  defineRoute(app, {
    ...r.bindToUser,
    handler: async ({ actor, params, body, deps }) => bindSecurityKey(deps, params.id, body.label, body.response as unknown as RegistrationResponseJSON, actor.userId),
  });
  defineRoute(app, { ...r.removeFromUser, handler: async ({ params, deps }) => removeSecurityKey(deps, params.id, params.bindingId) });
  defineRoute(app, {
    ...r.setUserRequired,
    handler: async ({ params, body, deps }) => {
      if (!(await userExists(deps.db, params.id))) throw notFound('common.not_found');
      await setSecurityKeyRequirement(deps.db, 'user', params.id, body.required);
      clearActorCache();
      return body;
    },
  });
  defineRoute(app, {
    ...r.roleRequired,
    handler: async ({ params, deps }) => {
      if (!(await roleExists(deps.db, params.id))) throw notFound('common.not_found');
      return { required: await securityKeyRequiredDirectly(deps.db, 'role', params.id) };
    },
  });
  defineRoute(app, {
    ...r.setRoleRequired,
    handler: async ({ params, body, deps }) => {
      if (!(await roleExists(deps.db, params.id))) throw notFound('common.not_found');
      await setSecurityKeyRequirement(deps.db, 'role', params.id, body.required);
      return body;
    },
  });
}
