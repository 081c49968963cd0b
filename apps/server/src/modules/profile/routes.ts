/** Personal settings of every signed-in user (spec 000 §3, §5, §7), permission 'profile.self'. */
import { translate } from '@aerosupply/shared';
import { profileRoutes as r } from '@aerosupply/shared/profile/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerProfileRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.info, handler: async ({ deps, actor, lang }) => service.getProfileInfo(deps, actor, lang) });
  defineRoute(app, { ...r.saveInfo, handler: async ({ deps, actor, lang, body }) => service.saveProfileInfo(deps, actor, lang, body.dataJson) });
  defineRoute(app, { ...r.preferences, handler: async ({ deps, actor }) => service.getPreferences(deps, actor) });
  defineRoute(app, { ...r.savePreferences, handler: async ({ deps, actor, body }) => service.savePreferences(deps, actor, body.dataJson) });
  defineRoute(app, {
    ...r.language,
    // The confirmation is already in the new language.
    message: ({ body }) => translate('profile.language_saved', body.language),
    handler: async ({ deps, actor, body }) => service.setLanguage(deps, actor, body.language),
  });
  defineRoute(app, {
    ...r.password,
    message: ({ lang }) => translate('auth.must_relogin', lang),
    handler: async ({ deps, actor, body }) => {
      await service.changePassword(deps, actor, body);
      return { mustSignInAgain: true as const };
    },
  });
}
