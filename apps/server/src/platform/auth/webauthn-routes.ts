/**
 * Security-key routes (issue 32 item 1, D-604..D-606): a user's own keys; an administrator's binding
 * (on the users screen, with the key at hand), removal of a lost key, and the requirement of a key
 * per user or role.
 */
import { bindSecurityKeySchema, keyOptionsSchema, keyRequirementSchema, securityKeyListSchema } from '@aerosupply/shared';
import { idParams, pathId } from '@aerosupply/shared/validation/ids';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../errors';
import { defineRoute } from '../http/route';
import { clearActorCache } from './actor-repo';
import { bindSecurityKey, keyRegistrationOptions, removeSecurityKey, securityKeysOf } from './webauthn';
import { roleExists, securityKeyRequiredDirectly, setSecurityKeyRequirement, userExists } from './webauthn-repo';

const keyParams = z.strictObject({ id: pathId, bindingId: pathId });
const tags = ['auth'];
const asOptions = (o: object) => o as unknown as Record<string, unknown>;

export function registerSecurityKeyRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/security-keys',
    permission: 'signedIn',
    summary: "The signed-in user's security keys",
    tags,
    response: securityKeyListSchema,
    handler: async ({ actor, deps }) => securityKeysOf(deps, actor.userId),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/security-keys/options',
    permission: 'signedIn',
    summary: 'Start binding a security key to one’s own account (WebAuthn creation options)',
    tags,
    opType: false,
    response: keyOptionsSchema,
    handler: async ({ actor, deps }) => asOptions(await keyRegistrationOptions(deps, actor.userId)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/security-keys',
    permission: 'signedIn',
    summary: 'Bind a security key to one’s own account',
    tags,
    body: bindSecurityKeySchema,
    response: securityKeyListSchema,
    handler: async ({ actor, body, deps }) => bindSecurityKey(deps, actor.userId, body.label, body.response as unknown as RegistrationResponseJSON, actor.userId),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/auth/security-keys/:id',
    permission: 'signedIn',
    summary: 'Remove one of one’s own security keys',
    tags,
    params: idParams,
    response: securityKeyListSchema,
    handler: async ({ actor, params, deps }) => removeSecurityKey(deps, actor.userId, params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/users/:id/security-keys',
    permission: 'sys.user.manage',
    summary: "A user's security keys and whether one is required of the user",
    tags,
    params: idParams,
    response: z.strictObject({ keys: securityKeyListSchema, required: z.boolean() }),
    handler: async ({ params, deps }) => {
      if (!(await userExists(deps.db, params.id))) throw notFound('common.not_found');
      return { keys: await securityKeysOf(deps, params.id), required: await securityKeyRequiredDirectly(deps.db, 'user', params.id) };
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/security-keys/options',
    permission: 'sys.user.manage',
    summary: "Start binding a security key to a user's account (WebAuthn creation options)",
    tags,
    params: idParams,
    opType: false,
    response: keyOptionsSchema,
    handler: async ({ params, deps }) => asOptions(await keyRegistrationOptions(deps, params.id)),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/admin/users/:id/security-keys',
    permission: 'sys.user.manage',
    summary: "Bind a security key to a user's account",
    tags,
    params: idParams,
    body: bindSecurityKeySchema,
    response: securityKeyListSchema,
    handler: async ({ actor, params, body, deps }) => bindSecurityKey(deps, params.id, body.label, body.response as unknown as RegistrationResponseJSON, actor.userId),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/admin/users/:id/security-keys/:bindingId',
    permission: 'sys.user.manage',
    summary: "Remove a user's security key (a lost key)",
    tags,
    params: keyParams,
    response: securityKeyListSchema,
    handler: async ({ params, deps }) => removeSecurityKey(deps, params.id, params.bindingId),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/users/:id/key-required',
    permission: 'sys.user.manage',
    summary: 'Require a security key of a user, or not',
    tags,
    params: idParams,
    body: keyRequirementSchema,
    response: keyRequirementSchema,
    handler: async ({ params, body, deps }) => {
      if (!(await userExists(deps.db, params.id))) throw notFound('common.not_found');
      await setSecurityKeyRequirement(deps.db, 'user', params.id, body.required);
      clearActorCache();
      return body;
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/admin/roles/:id/key-required',
    permission: 'sys.role.manage',
    summary: 'Whether a security key is required of every user holding a role',
    tags,
    params: idParams,
    response: keyRequirementSchema,
    handler: async ({ params, deps }) => {
      if (!(await roleExists(deps.db, params.id))) throw notFound('common.not_found');
      return { required: await securityKeyRequiredDirectly(deps.db, 'role', params.id) };
    },
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/admin/roles/:id/key-required',
    permission: 'sys.role.manage',
    summary: 'Require a security key of every user holding a role, or not',
    tags,
    params: idParams,
    body: keyRequirementSchema,
    response: keyRequirementSchema,
    handler: async ({ params, body, deps }) => {
      if (!(await roleExists(deps.db, params.id))) throw notFound('common.not_found');
      await setSecurityKeyRequirement(deps.db, 'role', params.id, body.required);
      return body;
    },
  });
}
