/** Supplier registration routes (spec 001 §2, §7 'Public and account': register, check company name, find manager, find invite info). */
import { registrationSchema } from '@aerosupply/shared/registration/schemas';
import { registrationRoutes as r } from '@aerosupply/shared/registration/routes';
import { translate } from '@aerosupply/shared';
import { passwordPolicyFor } from '@aerosupply/shared/validation/password';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const policy = passwordPolicyFor(app.deps.config.strictPasswordLength);

  defineRoute(app, { ...r.findAdmin, handler: ({ deps, body, req }) => service.lookupAdmin(deps, body, req.ip) });
  defineRoute(app, { ...r.checkDuplicates, handler: ({ deps, body, lang }) => service.checkDuplicates(deps, body, lang) });
  defineRoute(app, { ...r.smsCode, handler: ({ deps, body, req, lang }) => service.sendRegistrationSms(deps, body.mobile, req.ip, lang) });
  defineRoute(app, { ...r.invitation, handler: ({ deps, query, req }) => service.getInvitationPrefill(deps, query.code, req.ip) });
  defineRoute(app, {
    ...r.register,
    // The configured password policy (the contract carries the default one).
    body: registrationSchema(policy),
    handler: async ({ deps, body, lang, req }) => ({
      ...(await service.registerSupplier(deps, body, lang, req.ip)),
      message: translate('registration.registered', lang),
    }),
  });
  defineRoute(app, { ...r.mine, handler: ({ deps, actor }) => service.getMyRegistration(deps, actor) });
  defineRoute(app, { ...r.resubmit, handler: ({ deps, actor, body, lang }) => service.resubmitRegistration(deps, actor, body, lang) });
}
