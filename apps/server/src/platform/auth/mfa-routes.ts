/** Second-factor routes (issue 32 item 2): the user's own factors, a required enrolment during sign-in, a company's rule. */
import { authRoutes, secondFactorRoutes as r } from '@aerosupply/shared/auth/routes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route';
import { companySecondFactor, confirmTotpSetup, disableTotp, secondFactorStatus, setCompanySecondFactorRule, startTotpSetup } from './factors';
import { startRequiredEnrolment } from './mfa-challenge';

export function registerMfaRoutes(app: FastifyInstance): void {
  defineRoute(app, { ...r.status, handler: async ({ actor, deps }) => secondFactorStatus(deps, actor) });
  defineRoute(app, { ...r.totpSetup, handler: async ({ actor, deps }) => startTotpSetup(deps, actor) });
  defineRoute(app, { ...r.totpConfirm, handler: async ({ actor, body, deps }) => confirmTotpSetup(deps, actor, body.code) });
  defineRoute(app, {
    ...r.totpDisable,
    handler: async ({ actor, body, deps }) => {
      await disableTotp(deps, actor, body.password);
      return null;
    },
  });
  defineRoute(app, { ...authRoutes.mfaEnrol, handler: async ({ body, deps }) => startRequiredEnrolment(deps, body.mfa_token) });
  defineRoute(app, { ...r.companyRule, handler: async ({ actor, deps }) => companySecondFactor(deps, actor) });
  defineRoute(app, { ...r.setCompanyRule, handler: async ({ actor, body, deps }) => setCompanySecondFactorRule(deps, actor, body.required) });
}
