/** Supplier registration routes (spec 001 §2, §7 'Public and account': register, check company name, find manager, find invite info). */
import { codeSentAnswerSchema } from '@aerosupply/shared/account-recovery/schemas';
import {
  adminLookupAnswerSchema,
  adminLookupSchema,
  duplicateCheckAnswerSchema,
  duplicateCheckSchema,
  invitationPrefillSchema,
  registrationAnswerSchema,
  registrationEditSchema,
  registrationRecordSchema,
  registrationSchema,
  registrationSmsSchema,
} from '@aerosupply/shared/registration/schemas';
import { translate } from '@aerosupply/shared';
import { passwordPolicyFor } from '@aerosupply/shared/validation/password';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/http/route';
import * as service from './service';

const tags = ['registration'];

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const policy = passwordPolicyFor(app.deps.config.strictPasswordLength);

  defineRoute(app, {
    method: 'POST',
    url: '/api/registration/find-admin',
    permission: 'public',
    summary: 'Registration choice: find a supplier administrator by supplier code and full company name',
    tags,
    body: adminLookupSchema,
    opType: false,
    response: adminLookupAnswerSchema,
    handler: ({ deps, body, req }) => service.lookupAdmin(deps, body, req.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/registration/check-duplicates',
    permission: 'public',
    summary: 'Registration duplication check: tax ID and company name',
    tags,
    body: duplicateCheckSchema,
    opType: false,
    response: duplicateCheckAnswerSchema,
    handler: ({ deps, body, lang }) => service.checkDuplicates(deps, body, lang),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/registration/sms-code',
    permission: 'public',
    summary: 'Send (or resend after 60 s) the SMS code of the registration form',
    tags,
    body: registrationSmsSchema,
    opType: false,
    response: codeSentAnswerSchema,
    handler: ({ deps, body, req, lang }) => service.sendRegistrationSms(deps, body.mobile, req.ip, lang),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/registration/invitation',
    permission: 'public',
    summary: 'What an invitation code pre-fills on the registration form',
    tags,
    query: z.strictObject({ code: z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(20, { error: 'validation.too_long' }) }),
    response: invitationPrefillSchema,
    handler: ({ deps, query, req }) => service.getInvitationPrefill(deps, query.code, req.ip),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/registration',
    permission: 'public',
    summary: 'Register a supplier: company, supplier profile and administrator account',
    tags,
    body: registrationSchema(policy),
    response: registrationAnswerSchema,
    handler: async ({ deps, body, lang, req }) => ({
      ...(await service.registerSupplier(deps, body, lang, req.ip)),
      message: translate('registration.registered', lang),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/registration/mine',
    permission: 'sup.vendorData',
    summary: 'The own registration data (/supRegisterEdit)',
    tags,
    response: registrationRecordSchema,
    handler: ({ deps, actor }) => service.getMyRegistration(deps, actor),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/registration/mine',
    permission: 'sup.vendorData',
    summary: 'Correct and resubmit a returned registration',
    tags,
    body: registrationEditSchema,
    response: registrationRecordSchema,
    handler: ({ deps, actor, body, lang }) => service.resubmitRegistration(deps, actor, body, lang),
  });
}
