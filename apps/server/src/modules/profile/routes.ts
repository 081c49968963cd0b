/** Personal settings of every signed-in user (spec 000 §3, §5, §7), permission 'profile.self'. */
import { translate } from '@aerosupply/shared';
import {
  dataJsonBody,
  languageAnswerSchema,
  languageBody,
  passwordChangeAnswerSchema,
  passwordChangeBody,
  preferencesAnswerSchema,
  profileInfoListSchema,
} from '@aerosupply/shared/profile/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['profile'];

export function registerProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/profile/info',
    permission: 'profile.self',
    summary: 'My personal info (a list; the first item is used)',
    tags,
    query: z.strictObject({}),
    response: profileInfoListSchema,
    handler: async ({ deps, actor, lang }) => service.getProfileInfo(deps, actor, lang),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/profile/info',
    permission: 'profile.self',
    summary: 'Save my personal info (dataJson)',
    tags,
    body: dataJsonBody,
    opType: 'modify',
    response: profileInfoListSchema,
    handler: async ({ deps, actor, lang, body }) => service.saveProfileInfo(deps, actor, lang, body.dataJson),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/profile/preferences',
    permission: 'profile.self',
    summary: 'My preferences (staff or supplier record)',
    tags,
    query: z.strictObject({}),
    response: preferencesAnswerSchema,
    handler: async ({ deps, actor }) => service.getPreferences(deps, actor),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/profile/preferences',
    permission: 'profile.self',
    summary: 'Save my preferences (dataJson)',
    tags,
    body: dataJsonBody,
    opType: 'modify',
    response: preferencesAnswerSchema,
    handler: async ({ deps, actor, body }) => service.savePreferences(deps, actor, body.dataJson),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/profile/language',
    permission: 'profile.self',
    summary: 'Switch my language',
    tags,
    body: languageBody,
    opType: 'modify',
    response: languageAnswerSchema,
    // The confirmation is already in the new language.
    message: ({ body }) => translate('profile.language_saved', body.language),
    handler: async ({ deps, actor, body }) => service.setLanguage(deps, actor, body.language),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/profile/password',
    permission: 'profile.self',
    summary: 'Change my password (ends every session)',
    tags,
    body: passwordChangeBody,
    opType: 'modify',
    response: passwordChangeAnswerSchema,
    message: ({ lang }) => translate('auth.must_relogin', lang),
    handler: async ({ deps, actor, body }) => {
      await service.changePassword(deps, actor, body);
      return { mustSignInAgain: true as const };
    },
  });
}
