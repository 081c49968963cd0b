/** Second-factor routes (issue 32 item 2): the user's own factors, a required enrolment during sign-in, a company's rule. */
import {
  companySecondFactorSchema,
  mfaEnrolRequestSchema,
  mfaStatusSchema,
  noData,
  recoveryCodesSchema,
  totpConfirmSchema,
  totpDisableSchema,
  totpSetupSchema,
} from '@aerosupply/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route';
import { companySecondFactor, confirmTotpSetup, disableTotp, secondFactorStatus, setCompanySecondFactorRule, startTotpSetup } from './factors';
import { startRequiredEnrolment } from './mfa-challenge';

const COMPANY_ADMIN = ['sup.post.manage', 'fwd.post.manage'] as const;

export function registerMfaRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/auth/mfa',
    permission: 'signedIn',
    summary: "The signed-in user's second factors",
    tags: ['auth'],
    response: mfaStatusSchema,
    handler: async ({ actor, deps }) => secondFactorStatus(deps, actor),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/totp/setup',
    permission: 'signedIn',
    summary: 'Start setting up an authenticator app: a new secret and its otpauth URI',
    tags: ['auth'],
    response: totpSetupSchema,
    handler: async ({ actor, deps }) => startTotpSetup(deps, actor),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/totp/confirm',
    permission: 'signedIn',
    summary: 'Confirm the authenticator app with a code; answers the recovery codes once',
    tags: ['auth'],
    body: totpConfirmSchema,
    response: recoveryCodesSchema,
    handler: async ({ actor, body, deps }) => confirmTotpSetup(deps, actor, body.code),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/totp/disable',
    permission: 'signedIn',
    summary: 'Turn the authenticator app off (with the password)',
    tags: ['auth'],
    body: totpDisableSchema,
    response: noData,
    handler: async ({ actor, body, deps }) => {
      await disableTotp(deps, actor, body.password);
      return null;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/auth/mfa/enrol',
    permission: 'public',
    summary: 'During a sign-in the company requires a second factor for: a new authenticator secret (with the mfa_token)',
    tags: ['auth'],
    body: mfaEnrolRequestSchema,
    opType: false,
    response: totpSetupSchema,
    handler: async ({ body, deps }) => startRequiredEnrolment(deps, body.mfa_token),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/company/second-factor',
    permission: COMPANY_ADMIN,
    summary: "The company's rule: a second factor required of its employees",
    tags: ['auth'],
    response: companySecondFactorSchema,
    handler: async ({ actor, deps }) => companySecondFactor(deps, actor),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/company/second-factor',
    permission: COMPANY_ADMIN,
    summary: "Set the company's rule: a second factor required of its employees",
    tags: ['auth'],
    body: companySecondFactorSchema,
    response: companySecondFactorSchema,
    handler: async ({ actor, body, deps }) => setCompanySecondFactorRule(deps, actor, body.required),
  });
}
